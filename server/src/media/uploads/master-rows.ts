import { rm } from 'node:fs/promises';
import type { CaptionsTrack } from '#lib/api/captions-track.ts';
import type { Master, MasterJob, MasterKind } from '#lib/studio/masters.ts';
import type { Database } from '../../db/database.ts';
import type { MasterFacts } from '../processing/probe-master.ts';
import { describeMade, playedMs, type RenditionsMade } from '../renditions/renditions-made.ts';
import { readCaptions } from './caption-rows.ts';

interface MasterRow {
  id: number;
  upload_id: string;
  filename: string;
  kind: MasterKind;
  bytes: number | string;
  sha256: string;
  state: Master['state'];
  reason: string | null;
  duration_ms: number | null;
  facts: string | null;
  uploaded_by: string | null;
  uploaded_at: string;
  file_removed_at: string | null;
  made: string | null;
  folder: string | null;
  job_id: number | null;
  job_state: MasterJob['state'] | null;
  job_progress: number | null;
  job_seconds_left: number | null;
  job_error: string | null;
  job_attempts: number | null;
  job_retry_limit: number | null;
  job_run_after: string | null;
  job_cancel_requested: number | boolean | null;
}

/** A master's sound and picture in words. */
export function describeFacts(facts: MasterFacts): string {
  const { sampleRate, channels, bitDepth } = facts.audio;
  const sound = [`${sampleRate / 1000} kHz`, `${channels} channel${channels === 1 ? '' : 's'}`];
  if (bitDepth !== undefined) sound.push(`${bitDepth}-bit`);
  const picture = facts.video ? `${facts.video.width}×${facts.video.height} at ${facts.video.fps} fps; ` : '';
  return `${picture}${sound.join(', ')}`;
}

const SELECT = `SELECT m.id, m.upload_id, m.filename, m.kind, m.bytes, m.sha256, m.state, m.reason, m.duration_ms,
  m.facts, s.name AS uploaded_by, m.uploaded_at, m.file_removed_at, m.made, m.folder, m.job_id, j.state AS job_state, j.progress AS job_progress,
  j.seconds_left AS job_seconds_left, j.error AS job_error, j.attempts AS job_attempts,
  j.retry_limit AS job_retry_limit, j.run_after AS job_run_after, j.cancel_requested AS job_cancel_requested
  FROM media_masters m LEFT JOIN staff s ON s.id = m.uploaded_by LEFT JOIN media_jobs j ON j.id = m.job_id`;

/** The job of a row, as the studio follows it; null when it has none. */
function jobOf(row: MasterRow): MasterJob | null {
  if (row.job_id === null || row.job_state === null) return null;
  return {
    id: row.job_id,
    state: row.job_state,
    progress: row.job_progress,
    seconds_left: row.job_seconds_left,
    error: row.job_error,
    attempts: row.job_attempts ?? 0,
    retry_limit: row.job_retry_limit ?? 0,
    run_after: row.job_run_after ?? row.uploaded_at,
    cancel_requested: Boolean(row.job_cancel_requested),
  };
}

function masterOf(row: MasterRow, captions: readonly CaptionsTrack[] = []): Master {
  const made = row.made === null ? null : (JSON.parse(row.made) as RenditionsMade);
  return {
    id: row.id,
    upload_id: row.upload_id,
    filename: row.filename,
    kind: row.kind,
    bytes: Number(row.bytes),
    sha256: row.sha256,
    state: row.state,
    reason: row.reason,
    duration_ms: row.duration_ms,
    described: row.facts === null ? null : describeFacts(JSON.parse(row.facts) as MasterFacts),
    uploaded_by: row.uploaded_by,
    uploaded_at: row.uploaded_at,
    file_removed_at: row.file_removed_at,
    job: jobOf(row),
    renditions: made === null ? null : describeMade(made),
    folder: made === null ? null : row.folder,
    played_ms: made === null ? null : playedMs(made),
    captions: [...captions],
  };
}

/** What a finished upload records. */
export interface MasterArrival {
  uploadId: string;
  filename: string;
  kind: MasterKind;
  bytes: number;
  sha256: string;
  staffId: number | null;
  at: Date;
  /** Set, the master was refused for this reason and its file removed. */
  refused?: string;
  /** What its probe read, when it was taken. */
  facts?: MasterFacts;
}

/** Records a master whose last byte is in; answers its id. */
export async function recordMaster(db: Database, arrival: MasterArrival): Promise<number> {
  const row = await db.get<{ id: number }>(
    `INSERT INTO media_masters (upload_id, filename, kind, bytes, sha256, state, reason, duration_ms, facts,
       uploaded_by, uploaded_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [
      arrival.uploadId,
      arrival.filename,
      arrival.facts?.kind ?? arrival.kind,
      arrival.bytes,
      arrival.sha256,
      arrival.refused === undefined ? 'uploaded' : 'refused',
      arrival.refused ?? null,
      arrival.facts?.durationMs ?? null,
      arrival.facts === undefined ? null : JSON.stringify(arrival.facts),
      arrival.staffId,
      arrival.at.toISOString(),
    ],
  );
  if (row === undefined) throw new Error('The master was not recorded.');
  return row.id;
}

/** The masters of some rows, each with its captions. */
async function mastersOf(db: Database, rows: readonly MasterRow[]): Promise<Master[]> {
  const captions = await readCaptions(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => masterOf(row, captions.get(row.id)));
}

/** The masters, newest first. */
export async function readMasters(db: Database, limit: number): Promise<Master[]> {
  return mastersOf(db, await db.all<MasterRow>(`${SELECT} ORDER BY m.id DESC LIMIT ?`, [limit]));
}

/** The master an upload made; undefined before its last byte. */
export async function readMasterOfUpload(db: Database, uploadId: string): Promise<Master | undefined> {
  const row = await db.get<MasterRow>(`${SELECT} WHERE m.upload_id = ?`, [uploadId]);
  return row === undefined ? undefined : (await mastersOf(db, [row]))[0];
}

/** One master; undefined when there is none of that id. */
export async function readMaster(db: Database, id: number): Promise<Master | undefined> {
  const row = await db.get<MasterRow>(`${SELECT} WHERE m.id = ?`, [id]);
  return row === undefined ? undefined : (await mastersOf(db, [row]))[0];
}

/** What a job needs of a master to make its renditions: its upload's id, its name and what its probe read. */
export async function readMasterSource(
  db: Database,
  id: number,
): Promise<{ uploadId: string; filename: string; facts: MasterFacts | null } | undefined> {
  const row = await db.get<{ upload_id: string; filename: string; facts: string | null }>(
    'SELECT upload_id, filename, facts FROM media_masters WHERE id = ?',
    [id],
  );
  if (row === undefined) return undefined;
  const facts = row.facts === null ? null : (JSON.parse(row.facts) as MasterFacts);
  return { uploadId: row.upload_id, filename: row.filename, facts };
}

/** Names the job that makes a master's renditions (its newest: a retry starts another). */
export async function attachJob(db: Database, masterId: number, jobId: number): Promise<void> {
  await db.run('UPDATE media_masters SET job_id = ? WHERE id = ?', [jobId, masterId]);
}

/** Records where a master's renditions are and what they are, once made. */
export async function recordRenditions(
  db: Database,
  masterId: number,
  renditions: { folder: string; made: RenditionsMade },
): Promise<void> {
  await db.run('UPDATE media_masters SET folder = ?, made = ? WHERE id = ?', [
    renditions.folder,
    JSON.stringify(renditions.made),
    masterId,
  ]);
}

/**
 * Removes a master's file and the upload's state beside it from UPLOAD_DIR (KEEP_MASTERS=off, once its
 * renditions are made) and records when, so the Media screen says the file is gone.
 */
export async function removeMasterFile(db: Database, masterId: number, file: string): Promise<void> {
  await Promise.all([rm(file, { force: true }), rm(`${file}.json`, { force: true })]);
  await db.run('UPDATE media_masters SET file_removed_at = ? WHERE id = ?', [new Date().toISOString(), masterId]);
}
