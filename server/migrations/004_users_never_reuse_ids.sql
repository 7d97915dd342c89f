-- Accounts get ids that are never used again, and a token version.
--
-- On SQLite an INTEGER PRIMARY KEY without AUTOINCREMENT hands the highest id out again once its
-- row is deleted: a deleted account's tokens then named the next account registered. SQLite
-- cannot add AUTOINCREMENT to a table, so `users` is rebuilt (the rows keep their ids; the
-- tables that refer to users keep referring to it by name). PostgreSQL's identity column never
-- hands a value out twice, so there the table only gains the new column.
--
-- token_version: every access and refresh token carries it (claim `ver`); signing out
-- everywhere (a password change) gives the user a new one, which voids every older token. It
-- is random, so no two accounts share one; existing accounts get one each.

-- @dialect sqlite
CREATE TABLE users_next (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- Lower-cased; unique, so concurrent registrations of one address make one account.
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  email_verified INTEGER NOT NULL DEFAULT 0,
  -- 'email', or the provider the account signed up through (password reset answers 412 then).
  signup_method TEXT NOT NULL DEFAULT 'email',
  created_at TEXT NOT NULL,
  -- When the password last changed (kept for the record; tokens are voided by token_version).
  credentials_changed_at TEXT NOT NULL,
  token_version TEXT NOT NULL DEFAULT (lower(hex(randomblob(16))))
);
INSERT INTO users_next (id, email, password_hash, first_name, last_name, email_verified, signup_method, created_at, credentials_changed_at)
  SELECT id, email, password_hash, first_name, last_name, email_verified, signup_method, created_at, credentials_changed_at
  FROM users;
DROP TABLE users;
ALTER TABLE users_next RENAME TO users;

-- @dialect postgres
ALTER TABLE users ADD COLUMN token_version TEXT NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');
