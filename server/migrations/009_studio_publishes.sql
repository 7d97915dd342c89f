-- Publishing from the studio: each publish (or rollback) of the drafts through the rebuild
-- pipeline, queued, run one at a time, and kept as the history. A publish that is done keeps the
-- catalogue document it published (its snapshot) while it is one of the last ten, so an admin can
-- roll the site and the API back to it.

CREATE TABLE studio_publishes (
  id {{id}},
  -- 'publish' (drafts picked by staff), 'scheduled' (drafts whose time came), 'rollback' (to an
  -- earlier publish's snapshot) or 'import' (a catalogue imported from the command line, seen by
  -- the next publish, so the history can go back to it).
  kind TEXT NOT NULL CHECK (kind IN ('publish', 'scheduled', 'rollback', 'import')),
  state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed')),
  -- NULL for scheduled publishes and imports.
  requested_by INTEGER REFERENCES staff (id),
  requested_at TEXT NOT NULL,
  -- The drafts picked ([list, key] pairs, JSON); NULL for every draft.
  selection TEXT,
  -- For a rollback: the publish whose snapshot it publishes again.
  rollback_of INTEGER REFERENCES studio_publishes (id),
  -- Which API instance runs it, and when it last said it was alive: a publish whose instance
  -- stopped is failed by the next one that looks.
  runner TEXT,
  heartbeat_at TEXT,
  started_at TEXT,
  finished_at TEXT,
  -- Where a running publish is: 'preparing', 'pulling', 'rendering', 'checking', 'publishing', 'switching'.
  phase TEXT,
  pages_done INTEGER NOT NULL DEFAULT 0,
  -- The pages of the last good build, as an estimate of this one's; NULL when unknown.
  pages_expected INTEGER,
  -- The one-line reason a publish failed.
  reason TEXT,
  -- What it published: the rebuild's build id, its page count, the catalogue version it made.
  build_id TEXT,
  pages INTEGER,
  catalogue_version INTEGER,
  -- The records it changed: [{list, key, title, action, path}] (JSON).
  changes TEXT,
  -- The catalogue document it published, gzip then base64; NULL once it is not one of the last ten.
  snapshot TEXT
);

-- One publish runs at a time, whichever instance runs it: a second claim breaks this index.
CREATE UNIQUE INDEX studio_publishes_one_running ON studio_publishes (state) WHERE state = 'running';
CREATE INDEX studio_publishes_state ON studio_publishes (state, id);
