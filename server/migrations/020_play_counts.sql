-- Plays (docs/plays.md): counts per performance, territory and Central-time day, and the marks of the plays
-- already counted while their links live. Neither holds anything about a listener: no address, no account,
-- no time finer than the day. A performance is named by its uuid, which a catalogue import keeps, and
-- without a foreign key, so the counts of a performance taken out of the catalogue stay for the reports.

CREATE TABLE play_counts (
  performance_uuid TEXT NOT NULL,
  -- The proxy's ISO country code; '' when none was given.
  territory TEXT NOT NULL,
  -- YYYY-MM-DD in America/Chicago.
  day TEXT NOT NULL,
  plays INTEGER NOT NULL DEFAULT 0,
  -- Media time delivered, in milliseconds.
  milliseconds BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (performance_uuid, territory, day)
);
CREATE INDEX play_counts_day ON play_counts (day);

-- A play's random nonce, kept until its link expires so that every instance counts it once.
CREATE TABLE play_marks (
  mark TEXT PRIMARY KEY,
  expires_at BIGINT NOT NULL
);
CREATE INDEX play_marks_expiry ON play_marks (expires_at);
