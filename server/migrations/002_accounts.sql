-- Accounts, one-time tokens (verification, magic link, reset) and rotating refresh tokens.
-- Tokens are stored as SHA-256 hashes, never as sent.

CREATE TABLE users (
  id {{id}},
  -- Lower-cased; unique, so concurrent registrations of one address make one account.
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  email_verified INTEGER NOT NULL DEFAULT 0,
  -- 'email', or the provider the account signed up through (password reset answers 412 then).
  signup_method TEXT NOT NULL DEFAULT 'email',
  created_at TEXT NOT NULL,
  -- Tokens issued before this instant are void.
  credentials_changed_at TEXT NOT NULL
);

CREATE TABLE user_identities (
  id {{id}},
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider TEXT NOT NULL,
  subject TEXT NOT NULL,
  UNIQUE (provider, subject)
);

CREATE TABLE one_time_tokens (
  id {{id}},
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('verify', 'magic', 'reset')),
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id);

CREATE TABLE refresh_tokens (
  id {{id}},
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- Every token rotated from one sign-in shares a family; replaying a used one revokes the family.
  family TEXT NOT NULL,
  token_hash TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  revoked_at TEXT
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);
