-- How many mails of each kind an address received lately, so that no one can flood an inbox
-- with sign-in links, reset links or verification mails from many client addresses. Kept in
-- the database, so every API instance counts together.

CREATE TABLE mail_quota (
  -- SHA-256 (hex) of the lower-cased address: the counts need no address.
  recipient TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('verify', 'magic', 'reset')),
  -- The instants (ISO, comma-separated, oldest first) of the mails sent within the window.
  sent_at TEXT NOT NULL,
  -- The newest of them; rows whose window has passed are swept by it.
  last_sent_at TEXT NOT NULL,
  PRIMARY KEY (recipient, kind)
);
CREATE INDEX mail_quota_last_sent ON mail_quota (last_sent_at);
