-- A fourth studio role, `rights` (docs/studio.md, "Roles"): a rights manager records the licences of works and
-- performances, and reads the plays reports, and changes nothing else. The role lists of `staff` and
-- `staff_invitations` are CHECK constraints: SQLite cannot alter one, so both tables are rebuilt there (the rows
-- keep their ids; the tables that refer to staff keep referring to it by name); PostgreSQL replaces them.

-- @dialect sqlite
CREATE TABLE staff_next (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'media', 'rights')),
  disabled INTEGER NOT NULL DEFAULT 0,
  token_version TEXT NOT NULL,
  webauthn_user_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  last_sign_in_at TEXT
);
INSERT INTO staff_next (id, email, name, password_hash, role, disabled, token_version, webauthn_user_id, created_at, last_sign_in_at)
  SELECT id, email, name, password_hash, role, disabled, token_version, webauthn_user_id, created_at, last_sign_in_at
  FROM staff;
DROP TABLE staff;
ALTER TABLE staff_next RENAME TO staff;

CREATE TABLE staff_invitations_next (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('admin', 'editor', 'media', 'rights')),
  token_hash TEXT NOT NULL UNIQUE,
  invited_by INTEGER REFERENCES staff (id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  replaced_at TEXT
);
INSERT INTO staff_invitations_next (id, email, role, token_hash, invited_by, created_at, expires_at, used_at, replaced_at)
  SELECT id, email, role, token_hash, invited_by, created_at, expires_at, used_at, replaced_at
  FROM staff_invitations;
DROP TABLE staff_invitations;
ALTER TABLE staff_invitations_next RENAME TO staff_invitations;
CREATE INDEX staff_invitations_email ON staff_invitations (email);

-- @dialect postgres
ALTER TABLE staff DROP CONSTRAINT staff_role_check;
ALTER TABLE staff ADD CONSTRAINT staff_role_check CHECK (role IN ('admin', 'editor', 'media', 'rights'));
ALTER TABLE staff_invitations DROP CONSTRAINT staff_invitations_role_check;
ALTER TABLE staff_invitations ADD CONSTRAINT staff_invitations_role_check
  CHECK (role IN ('admin', 'editor', 'media', 'rights'));
