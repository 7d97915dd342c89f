import type { PickedRecord, PublishedChange, PublishKind, PublishPhase, PublishState } from '#lib/studio/contract.ts';
import type { Database } from '../db/database.ts';

/** An entry of the publishing history as stored (migration 009). */
export interface PublishRow {
  id: number;
  kind: PublishKind;
  state: PublishState;
  requested_by: number | null;
  requested_by_name: string | null;
  requested_at: string;
  selection: string | null;
  rollback_of: number | null;
  runner: string | null;
  heartbeat_at: string | null;
  started_at: string | null;
  finished_at: string | null;
  phase: PublishPhase | null;
  pages_done: number;
  pages_expected: number | null;
  reason: string | null;
  build_id: string | null;
  pages: number | null;
  catalogue_version: number | null;
  changes: string | null;
  has_snapshot: number;
}

const SELECT = `SELECT p.id, p.kind, p.state, p.requested_by, s.name AS requested_by_name, p.requested_at,
  p.selection, p.rollback_of, p.runner, p.heartbeat_at, p.started_at, p.finished_at, p.phase, p.pages_done,
  p.pages_expected, p.reason, p.build_id, p.pages, p.catalogue_version, p.changes,
  CASE WHEN p.snapshot IS NULL THEN 0 ELSE 1 END AS has_snapshot
  FROM studio_publishes p LEFT JOIN staff s ON s.id = p.requested_by`;

/** What asking for a publish or a rollback writes. */
export interface PublishAsk {
  kind: Exclude<PublishKind, 'import'>;
  staffId: number | null;
  at: Date;
  /** The records picked; undefined for every draft. */
  selection?: readonly PickedRecord[] | undefined;
  rollbackOf?: number;
}

/** Queues a publish; answers its id. */
export async function queuePublish(db: Database, ask: PublishAsk): Promise<number> {
  const row = await db.get<{ id: number }>(
    `INSERT INTO studio_publishes (kind, state, requested_by, requested_at, selection, rollback_of)
     VALUES (?, 'queued', ?, ?, ?, ?) RETURNING id`,
    [
      ask.kind,
      ask.staffId,
      ask.at.toISOString(),
      ask.selection === undefined ? null : JSON.stringify(ask.selection.map((r) => [r.list, r.key])),
      ask.rollbackOf ?? null,
    ],
  );
  if (row === undefined) throw new Error('The publish was not queued.');
  return row.id;
}

/** One entry; undefined when there is none of that id. */
export function readPublish(db: Database, id: number): Promise<PublishRow | undefined> {
  return db.get<PublishRow>(`${SELECT} WHERE p.id = ?`, [id]);
}

/** The newest entries first. */
export function readHistory(db: Database, limit: number): Promise<PublishRow[]> {
  return db.all<PublishRow>(`${SELECT} ORDER BY p.id DESC LIMIT ?`, [limit]);
}

/** The records a publish picked; undefined for every draft. */
export function selectionOf(row: PublishRow): PickedRecord[] | undefined {
  if (row.selection === null) return undefined;
  return (JSON.parse(row.selection) as [PickedRecord['list'], string][]).map(([list, key]) => ({ list, key }));
}

/** What a finished publish changed, as stored. */
export function changesOf(row: PublishRow): PublishedChange[] {
  return row.changes === null ? [] : (JSON.parse(row.changes) as PublishedChange[]);
}

/** Whether an error is the database refusing a second running publish (the unique index of migration 009). */
function isSecondRunner(error: unknown): boolean {
  const text = String((error as { message?: unknown }).message ?? error);
  return /UNIQUE constraint failed|duplicate key value|studio_publishes_one_running/i.test(text);
}

/**
 * Claims the oldest queued publish for `runner`, unless one is running (here or on another API
 * instance): the unique index on running rows lets exactly one claim win, on SQLite and on
 * PostgreSQL alike. Answers the claimed entry, or undefined.
 */
export async function claimNextPublish(db: Database, runner: string, at: Date): Promise<PublishRow | undefined> {
  const next = await db.get<{ id: number }>(
    "SELECT id FROM studio_publishes WHERE state = 'queued' ORDER BY id LIMIT 1",
  );
  if (next === undefined) return undefined;
  try {
    const claimed = await db.run(
      `UPDATE studio_publishes SET state = 'running', runner = ?, heartbeat_at = ?, started_at = ?, phase = 'preparing'
       WHERE id = ? AND state = 'queued'`,
      [runner, at.toISOString(), at.toISOString(), next.id],
    );
    if (claimed.changes !== 1) return undefined;
  } catch (error) {
    if (isSecondRunner(error)) return undefined;
    throw error;
  }
  return readPublish(db, next.id);
}

/** What a running publish reports of itself. */
export interface PublishProgress {
  phase: PublishPhase;
  pagesDone: number;
  pagesExpected: number | null;
}

/** Records where a running publish is, and that its runner is alive. */
export async function reportProgress(db: Database, id: number, progress: PublishProgress, at: Date): Promise<void> {
  await db.run(
    `UPDATE studio_publishes SET phase = ?, pages_done = ?, pages_expected = ?, heartbeat_at = ?
     WHERE id = ? AND state = 'running'`,
    [progress.phase, progress.pagesDone, progress.pagesExpected, at.toISOString(), id],
  );
}

/** Ends a publish as failed, with its one-line reason. */
export async function failPublish(db: Database, id: number, reason: string, at: Date): Promise<void> {
  await db.run(
    `UPDATE studio_publishes SET state = 'failed', reason = ?, finished_at = ?, runner = NULL, candidate = NULL
     WHERE id = ? AND state IN ('queued', 'running')`,
    [reason, at.toISOString(), id],
  );
}

/**
 * Fails every running publish whose runner has not reported since `staleBefore`: the API
 * instance that ran it stopped (a deploy, a crash), and the pipeline it ran stopped with it.
 * The target keeps the build it served (the pipeline publishes all at once or not at all).
 */
export async function failStalePublishes(db: Database, staleBefore: Date, at: Date): Promise<number> {
  const result = await db.run(
    `UPDATE studio_publishes SET state = 'failed', finished_at = ?, runner = NULL, candidate = NULL,
       reason = 'The API instance running this publish stopped before it ended; the site and the drafts are as they were. Publish again.'
     WHERE state = 'running' AND heartbeat_at < ?`,
    [at.toISOString(), staleBefore.toISOString()],
  );
  return result.changes;
}

/** What a publish that is done records. */
export interface PublishOutcome {
  buildId: string | null;
  pages: number | null;
  catalogueVersion: number;
  changes: readonly PublishedChange[];
  /** The published document, gzip then base64. */
  snapshot: string;
}

/** Ends a publish as done, inside the transaction that switched the API. */
export async function finishPublish(tx: Database, id: number, outcome: PublishOutcome, at: Date): Promise<void> {
  await tx.run(
    `UPDATE studio_publishes SET state = 'done', finished_at = ?, runner = NULL, phase = NULL, build_id = ?, pages = ?,
       catalogue_version = ?, changes = ?, snapshot = ?, candidate = NULL
     WHERE id = ?`,
    [
      at.toISOString(),
      outcome.buildId,
      outcome.pages,
      outcome.catalogueVersion,
      JSON.stringify(outcome.changes),
      outcome.snapshot,
      id,
    ],
  );
}

/**
 * Records a catalogue that came from the command line as an entry of the history, done, with its
 * snapshot, so a rollback can return to it; inside the caller's transaction.
 */
export async function recordImport(tx: Database, version: number, snapshot: string, at: Date): Promise<void> {
  await tx.run(
    `INSERT INTO studio_publishes (kind, state, requested_at, started_at, finished_at, catalogue_version, changes, snapshot)
     VALUES ('import', 'done', ?, ?, ?, ?, '[]', ?)`,
    [at.toISOString(), at.toISOString(), at.toISOString(), version, snapshot],
  );
}

/** The newest entry that is done: what the API serves, if the studio published it. */
export function readLatestDone(db: Database): Promise<PublishRow | undefined> {
  return db.get<PublishRow>(`${SELECT} WHERE p.state = 'done' ORDER BY p.id DESC LIMIT 1`);
}

/** The snapshot of an entry, gzip then base64; undefined when it has none (any more). */
export async function readSnapshot(db: Database, id: number): Promise<string | undefined> {
  const row = await db.get<{ snapshot: string | null }>('SELECT snapshot FROM studio_publishes WHERE id = ?', [id]);
  return row?.snapshot ?? undefined;
}

/** Drops the snapshots of every entry that is not one of the newest `keep` that are done. */
export async function pruneSnapshots(tx: Database, keep: number): Promise<void> {
  await tx.run(
    `UPDATE studio_publishes SET snapshot = NULL WHERE snapshot IS NOT NULL AND id NOT IN (
       SELECT id FROM studio_publishes WHERE state = 'done' ORDER BY id DESC LIMIT ?)`,
    [keep],
  );
}

/**
 * Keeps the catalogue a running publish will publish (gzip then base64) where the CI, which builds
 * the site from it, can fetch it through any API instance; dropped when the publish ends.
 */
export async function storeCandidate(db: Database, id: number, snapshot: string): Promise<void> {
  await db.run("UPDATE studio_publishes SET candidate = ? WHERE id = ? AND state = 'running'", [snapshot, id]);
}

/** A publish's state and, while it runs through CI, its catalogue; undefined when there is none of that id. */
export function readCandidate(
  db: Database,
  id: number,
): Promise<{ state: PublishState; reason: string | null; candidate: string | null } | undefined> {
  return db.get('SELECT state, reason, candidate FROM studio_publishes WHERE id = ?', [id]);
}

/** Records the CI's report of a running publish; answers whether the publish was still running. */
export async function recordCiReport(db: Database, id: number, report: string, at: Date): Promise<boolean> {
  const result = await db.run(
    "UPDATE studio_publishes SET ci_report = ?, ci_reported_at = ? WHERE id = ? AND state = 'running'",
    [report, at.toISOString(), id],
  );
  return result.changes === 1;
}

/** The CI's last report of a publish (JSON) and when it came; nulls before the first. */
export async function readCiReport(
  db: Database,
  id: number,
): Promise<{ report: string | null; reportedAt: string | null }> {
  const row = await db.get<{ ci_report: string | null; ci_reported_at: string | null }>(
    'SELECT ci_report, ci_reported_at FROM studio_publishes WHERE id = ?',
    [id],
  );
  return { report: row?.ci_report ?? null, reportedAt: row?.ci_reported_at ?? null };
}
