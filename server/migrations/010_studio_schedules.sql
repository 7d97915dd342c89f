-- Scheduled publishing: a draft given a time to go public, a published record a time to be taken
-- down (removed from the catalogue). At that time an API instance turns the schedules that are due
-- into one publish; the schedule names it, so exactly one instance does.

CREATE TABLE studio_schedules (
  id {{id}},
  list TEXT NOT NULL,
  record_key TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('publish', 'take-down')),
  due_at TEXT NOT NULL,
  created_by INTEGER NOT NULL REFERENCES staff (id),
  created_at TEXT NOT NULL,
  -- The publish that carried it out; NULL until it is due and claimed.
  publish_id INTEGER REFERENCES studio_publishes (id),
  UNIQUE (list, record_key, action)
);
CREATE INDEX studio_schedules_due ON studio_schedules (publish_id, due_at);
