import type { Database } from '../db/database.ts';
import type { JobView } from './job-queue.ts';
import { nextStatus, type JobEvent, type JobState, type JobStatus, type RetryPolicy } from './job-state.ts';

/** A job as stored (migration 011). */
export interface JobRow {
  id: number;
  kind: string;
  payload: string;
  state: JobState;
  attempts: number;
  retry_limit: number;
  retry_delay_seconds: number;
  retry_delay_max_seconds: number;
  run_after: string;
  progress: number | null;
  seconds_left: number | null;
  error: string | null;
  result: string | null;
  cancel_requested: number;
  runner: string | null;
  heartbeat_at: string | null;
  queue_ref: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

/** Which attempt a worker holds: every write it makes names it, so a worker that lost the job writes nothing. */
export interface AttemptFence {
  id: number;
  runner: string;
  attempt: number;
}

const FENCE = "id = ? AND state = 'running' AND runner = ? AND attempts = ?";
const fenceParams = (fence: AttemptFence) => [fence.id, fence.runner, fence.attempt];

/** The retry policy stored with a job. */
export function policyOf(row: JobRow): RetryPolicy {
  return {
    retryLimit: row.retry_limit,
    retryDelaySeconds: row.retry_delay_seconds,
    retryDelayMaxSeconds: row.retry_delay_max_seconds,
  };
}

function statusOf(row: JobRow): JobStatus {
  return {
    state: row.state,
    attempts: row.attempts,
    cancelRequested: row.cancel_requested === 1,
    runAfter: Date.parse(row.run_after),
    error: row.error,
  };
}

/** A stored job as the studio sees it. */
export function viewOf(row: JobRow): JobView {
  return {
    id: row.id,
    kind: row.kind,
    payload: JSON.parse(row.payload) as unknown,
    state: row.state,
    attempts: row.attempts,
    retryLimit: row.retry_limit,
    progress: row.progress,
    secondsLeft: row.seconds_left,
    error: row.error,
    result: row.result === null ? null : (JSON.parse(row.result) as unknown),
    cancelRequested: row.cancel_requested === 1,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    runAfter: row.run_after,
  };
}

/** Queues a job; answers its id. `queueRef` is the dispatcher's id for it, when it has one. */
export async function insertJob(
  db: Database,
  job: { kind: string; payload: unknown; policy: RetryPolicy; queueRef: string | null },
  at: Date,
): Promise<number> {
  const row = await db.get<{ id: number }>(
    `INSERT INTO media_jobs (kind, payload, state, retry_limit, retry_delay_seconds, retry_delay_max_seconds,
       run_after, queue_ref, created_at)
     VALUES (?, ?, 'queued', ?, ?, ?, ?, ?, ?) RETURNING id`,
    [
      job.kind,
      JSON.stringify(job.payload ?? null),
      job.policy.retryLimit,
      job.policy.retryDelaySeconds,
      job.policy.retryDelayMaxSeconds,
      at.toISOString(),
      job.queueRef,
      at.toISOString(),
    ],
  );
  if (row === undefined) throw new Error('The job was not queued.');
  return row.id;
}

export function readJob(db: Database, id: number): Promise<JobRow | undefined> {
  return db.get<JobRow>('SELECT * FROM media_jobs WHERE id = ?', [id]);
}

/** The newest jobs first, of one state when asked. */
export function listJobs(db: Database, options: { state?: JobState; limit?: number }): Promise<JobRow[]> {
  const limit = options.limit ?? 100;
  return options.state === undefined
    ? db.all<JobRow>('SELECT * FROM media_jobs ORDER BY id DESC LIMIT ?', [limit])
    : db.all<JobRow>('SELECT * FROM media_jobs WHERE state = ? ORDER BY id DESC LIMIT ?', [options.state, limit]);
}

/** The oldest queued job of these kinds that may run now, if any. */
export async function nextDueJob(db: Database, kinds: readonly string[], at: Date): Promise<number | undefined> {
  if (kinds.length === 0) return undefined;
  const row = await db.get<{ id: number }>(
    `SELECT id FROM media_jobs WHERE state = 'queued' AND run_after <= ? AND kind IN (${kinds.map(() => '?').join(', ')})
     ORDER BY run_after, id LIMIT 1`,
    [at.toISOString(), ...kinds],
  );
  return row?.id;
}

const START = `state = 'running', runner = ?, heartbeat_at = ?, started_at = COALESCE(started_at, ?),
  progress = NULL, seconds_left = NULL`;

/** Starts the next attempt of a queued job that is due; the database lets one claim win. */
export async function claimDueJob(db: Database, id: number, runner: string, at: Date): Promise<JobRow | undefined> {
  const now = at.toISOString();
  return db.get<JobRow>(
    `UPDATE media_jobs SET ${START}, attempts = attempts + 1
     WHERE id = ? AND state = 'queued' AND run_after <= ? RETURNING *`,
    [runner, now, now, id, now],
  );
}

/**
 * Starts attempt `attempt` of a job that pg-boss handed this worker: pg-boss, which gives each
 * attempt to one worker, is the authority, so a row still 'running' for an attempt whose worker
 * died is taken over. Undefined when the job has ended (cancelled while queued, say).
 */
export function claimAttempt(db: Database, fence: AttemptFence, at: Date): Promise<JobRow | undefined> {
  const now = at.toISOString();
  return db.get<JobRow>(
    `UPDATE media_jobs SET ${START}, attempts = ?
     WHERE id = ? AND state IN ('queued', 'running') AND attempts < ? RETURNING *`,
    [fence.runner, now, now, fence.attempt, fence.id, fence.attempt],
  );
}

/**
 * Says the attempt is alive and records its progress; answers whether staff asked to cancel it,
 * or undefined when the attempt is no longer this worker's.
 */
export async function beat(
  db: Database,
  fence: AttemptFence,
  progress: { fraction: number | null; secondsLeft: number | null },
  at: Date,
): Promise<{ cancelRequested: boolean } | undefined> {
  const row = await db.get<{ cancel_requested: number }>(
    `UPDATE media_jobs SET heartbeat_at = ?, progress = ?, seconds_left = ? WHERE ${FENCE} RETURNING cancel_requested`,
    [at.toISOString(), progress.fraction, progress.secondsLeft, ...fenceParams(fence)],
  );
  return row === undefined ? undefined : { cancelRequested: row.cancel_requested === 1 };
}

/** Ends an attempt that succeeded. */
export async function finishJob(db: Database, fence: AttemptFence, result: unknown, at: Date): Promise<boolean> {
  const done = await db.run(
    `UPDATE media_jobs SET state = 'done', progress = 1, seconds_left = 0, result = ?, error = NULL, runner = NULL,
       finished_at = ? WHERE ${FENCE}`,
    [JSON.stringify(result ?? null), at.toISOString(), ...fenceParams(fence)],
  );
  return done.changes === 1;
}

/**
 * Applies an event to a running attempt, through the pure transitions (job-state.ts); answers the
 * state it left the job in, or undefined when the attempt was no longer the one `match` names.
 */
async function endAttempt(
  db: Database,
  row: JobRow,
  event: JobEvent,
  at: Date,
  match: { sql: string; params: (string | number)[] },
): Promise<JobState | undefined> {
  const next = nextStatus(statusOf(row), policyOf(row), event);
  const ended = next.state !== 'queued';
  const changed = await db.run(
    `UPDATE media_jobs SET state = ?, error = ?, run_after = ?, runner = NULL, finished_at = ? WHERE ${match.sql}`,
    [next.state, next.error, new Date(next.runAfter).toISOString(), ended ? at.toISOString() : null, ...match.params],
  );
  return changed.changes === 1 ? next.state : undefined;
}

/** Ends an attempt that failed (or was cancelled): queued again after its backoff, failed, or cancelled. */
export async function failAttempt(
  db: Database,
  fence: AttemptFence,
  event: Extract<JobEvent, { type: 'fail' | 'cancelled' }>,
  at: Date,
): Promise<JobState | undefined> {
  const row = await readJob(db, fence.id);
  if (row?.state !== 'running' || row.runner !== fence.runner || row.attempts !== fence.attempt) return undefined;
  return endAttempt(db, row, event, at, { sql: FENCE, params: fenceParams(fence) });
}

/** The sentence a job's error says when its worker stopped without a word. */
export const WORKER_STOPPED = 'The worker running this job stopped before it ended.';

/**
 * Fails every running attempt not heard from since `staleBefore` (its worker died: a crash, a
 * kill, a lost machine): the job is queued again after its backoff, or failed after its last attempt.
 */
export async function failStaleAttempts(db: Database, staleBefore: Date, at: Date): Promise<number> {
  const stale = await db.all<JobRow>("SELECT * FROM media_jobs WHERE state = 'running' AND heartbeat_at < ?", [
    staleBefore.toISOString(),
  ]);
  let failed = 0;
  for (const row of stale) {
    const match = {
      sql: "id = ? AND state = 'running' AND attempts = ? AND heartbeat_at = ?",
      params: [row.id, row.attempts, row.heartbeat_at ?? ''],
    };
    if (await endAttempt(db, row, { type: 'fail', error: WORKER_STOPPED, at: at.getTime() }, at, match)) failed += 1;
  }
  return failed;
}

/**
 * Cancels a job: a queued one ends now, a running one is marked for its worker to stop. Answers what
 * it was (undefined when there is none), and whether the cancel took.
 */
export async function cancelJob(
  db: Database,
  id: number,
  at: Date,
): Promise<{ row: JobRow; took: boolean } | undefined> {
  for (;;) {
    const row = await readJob(db, id);
    if (row === undefined) return undefined;
    if (row.state === 'queued') {
      const ended = await db.run(
        "UPDATE media_jobs SET state = 'cancelled', finished_at = ? WHERE id = ? AND state = 'queued'",
        [at.toISOString(), id],
      );
      if (ended.changes === 1) return { row, took: true };
    } else if (row.state === 'running') {
      const marked = await db.run("UPDATE media_jobs SET cancel_requested = 1 WHERE id = ? AND state = 'running'", [
        id,
      ]);
      if (marked.changes === 1) return { row, took: true };
    } else return { row, took: false };
    // It moved between the read and the write (a worker claimed it, say): look again.
  }
}
