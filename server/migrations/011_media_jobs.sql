-- Durable jobs (media transcoding first): what the studio shows of each job, the same on SQLite and
-- PostgreSQL. On SQLite the embedded runner also dispatches from this table; on PostgreSQL pg-boss
-- dispatches (its own schema) and this table follows what its workers do.

CREATE TABLE media_jobs (
  id {{id}},
  -- The handler that runs it (server/src/jobs/job-kinds.ts) and what it is given (JSON).
  kind TEXT NOT NULL,
  payload TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  -- Attempts started, the running one included; retries after the first as asked at enqueue.
  attempts INTEGER NOT NULL DEFAULT 0,
  retry_limit INTEGER NOT NULL,
  retry_delay_seconds INTEGER NOT NULL,
  retry_delay_max_seconds INTEGER NOT NULL,
  -- When a queued job may run next (after a failed attempt, its backoff).
  run_after TEXT NOT NULL,
  -- What the running attempt last reported: a fraction from 0 to 1, and the seconds it expects to take still.
  progress DOUBLE PRECISION,
  seconds_left INTEGER,
  -- The sentence that says why the last attempt failed.
  error TEXT,
  -- What the handler answered (JSON), once done.
  result TEXT,
  -- 1 when staff asked to cancel it while it ran: its worker aborts the handler at its next check.
  cancel_requested INTEGER NOT NULL DEFAULT 0,
  -- Which worker runs the current attempt, and when it last said it was alive: with `attempts`, the
  -- fence that keeps a worker that lost its job from writing to it.
  runner TEXT,
  heartbeat_at TEXT,
  -- pg-boss's id of the job that dispatches it (PostgreSQL); NULL on SQLite.
  queue_ref TEXT,
  created_at TEXT NOT NULL,
  started_at TEXT,
  finished_at TEXT
);

CREATE INDEX media_jobs_state ON media_jobs (state, run_after, id);
