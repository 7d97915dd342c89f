-- The studio's staff, kept apart from listeners: their accounts, invitations, passkeys,
-- recovery codes, the WebAuthn challenges in flight, and the audit log of every change.
-- Secrets are stored as HMACs under keys derived from SECRET_KEY, never as sent.

CREATE TABLE staff (
  id {{id}},
  -- Lower-cased; unique, so one address is one member of staff.
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'media')),
  disabled INTEGER NOT NULL DEFAULT 0,
  -- Studio tokens carry it; a new one (role change, disabling, sign-out) voids every token issued before.
  token_version TEXT NOT NULL,
  -- The WebAuthn user handle: random, so a passkey reveals nothing of the account.
  webauthn_user_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  last_sign_in_at TEXT
);

CREATE TABLE staff_invitations (
  id {{id}},
  email TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'media')),
  token_hash TEXT NOT NULL UNIQUE,
  -- NULL when the invitation came from the command line (the first admin).
  invited_by INTEGER REFERENCES staff (id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  -- Set when a newer invitation for the same email took its place.
  replaced_at TEXT
);
CREATE INDEX staff_invitations_email ON staff_invitations (email);

CREATE TABLE staff_passkeys (
  id {{id}},
  staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  -- base64url, as the browser names the credential.
  credential_id TEXT NOT NULL UNIQUE,
  -- The COSE public key, base64url.
  public_key TEXT NOT NULL,
  sign_count INTEGER NOT NULL DEFAULT 0,
  -- JSON list of transports the authenticator named ('usb', 'internal', ...).
  transports TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE INDEX staff_passkeys_staff ON staff_passkeys (staff_id);

CREATE TABLE staff_recovery_codes (
  id {{id}},
  staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX staff_recovery_codes_staff ON staff_recovery_codes (staff_id);

-- A WebAuthn challenge between its options and its answer. Kept here, not in memory, so that any
-- API instance can check the answer; deleted when used, so each works once.
CREATE TABLE studio_challenges (
  id {{id}},
  challenge TEXT NOT NULL UNIQUE,
  purpose TEXT NOT NULL CHECK (purpose IN ('registration', 'authentication')),
  staff_id INTEGER REFERENCES staff (id) ON DELETE CASCADE,
  invitation_id INTEGER REFERENCES staff_invitations (id) ON DELETE CASCADE,
  -- Registration: JSON of the new member's name and password hash, until the passkey is made.
  pending TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX studio_challenges_expires ON studio_challenges (expires_at);

-- Append-only: the triggers below refuse every UPDATE and DELETE.
CREATE TABLE audit_log (
  id {{id}},
  at TEXT NOT NULL,
  -- NULL for a change made from the command line.
  staff_id INTEGER REFERENCES staff (id),
  action TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  record_id TEXT NOT NULL,
  -- JSON: {field: {before, after}} of only the fields that changed.
  changes TEXT NOT NULL
);
CREATE INDEX audit_log_at ON audit_log (at);
CREATE INDEX audit_log_record ON audit_log (entity_type, record_id, at);
CREATE INDEX audit_log_staff ON audit_log (staff_id, at);

-- @dialect sqlite
CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log
BEGIN
  SELECT RAISE(ABORT, 'audit_log is append-only');
END;
-- @dialect postgres
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
-- @dialect all
