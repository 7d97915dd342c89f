import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { CaptionsTrack } from '#lib/api/captions-track.ts';
import type { Master, MasterJob, MasterKind } from '#lib/studio/masters.ts';
import type { Database } from '../../db/database.ts';
import type { MediaSpan } from '../processing/media-span.ts';
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
  part_of: number | null;
  part_of_filename: string | null;
  span_start_ms: number | null;
  span_end_ms: number | null;
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
  j.retry_limit AS job_retry_limit, j.run_after AS job_run_after, j.cancel_requested AS job_cancel_requested,
  m.part_of, p.filename AS part_of_filename, m.span_start_ms, m.span_end_ms
  FROM media_masters m LEFT JOIN staff s ON s.id = m.uploaded_by LEFT JOIN media_jobs j ON j.id = m.job_id
  LEFT JOIN media_masters p ON p.id = m.part_of`;

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
    part_of:
      row.part_of === null
        ? null
        : {
            id: row.part_of,
            filename: row.part_of_filename ?? '',
            start_ms: row.span_start_ms ?? 0,
            end_ms: row.span_end_ms ?? 0,
          },
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

/**
 * What a job needs of a master to make its renditions: the upload whose file it reads (a part's, its
 * source's), its name, what its probe read (a part's length its own) and, for a part, the span of the file.
 */
export async function readMasterSource(
  db: Database,
  id: number,
): Promise<{ uploadId: string; filename: string; facts: MasterFacts | null; span: MediaSpan | undefined } | undefined> {
  const row = await db.get<{
    upload_id: string;
    source_upload_id: string | null;
    filename: string;
    facts: string | null;
    span_start_ms: number | null;
    span_end_ms: number | null;
  }>(
    `SELECT m.upload_id, p.upload_id AS source_upload_id, m.filename, m.facts, m.span_start_ms, m.span_end_ms
     FROM media_masters m LEFT JOIN media_masters p ON p.id = m.part_of WHERE m.id = ?`,
    [id],
  );
  if (row === undefined) return undefined;
  const facts = row.facts === null ? null : (JSON.parse(row.facts) as MasterFacts);
  const span =
    row.span_start_ms === null || row.span_end_ms === null
      ? undefined
      : { startMs: row.span_start_ms, endMs: row.span_end_ms };
  return { uploadId: row.source_upload_id ?? row.upload_id, filename: row.filename, facts, span };
}

/** A part to record: cut from a master by a member of staff. */
export interface PartCut {
  name: string;
  startMs: number;
  endMs: number;
  staffId: number;
  at: Date;
}

/**
 * Records a part of a master as a master of its own (migration 021): named as staff named it, of its
 * source's kind and sound, as long as its span; its upload id its source's with a suffix of its own, so no
 * upload is ever taken for it. Answers its id.
 */
export async function recordPart(db: Database, sourceId: number, cut: PartCut): Promise<number> {
  const source = await db.get<{
    upload_id: string;
    kind: string;
    bytes: number | string;
    sha256: string;
    facts: string;
  }>('SELECT upload_id, kind, bytes, sha256, facts FROM media_masters WHERE id = ?', [sourceId]);
  if (source === undefined) throw new Error(`Master ${sourceId} is not there any more.`);
  const durationMs = cut.endMs - cut.startMs;
  const facts: MasterFacts = { ...(JSON.parse(source.facts) as MasterFacts), durationMs };
  const row = await db.get<{ id: number }>(
    `INSERT INTO media_masters (upload_id, filename, kind, bytes, sha256, state, duration_ms, facts, uploaded_by,
       uploaded_at, part_of, span_start_ms, span_end_ms)
     VALUES (?, ?, ?, ?, ?, 'uploaded', ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [
      `${source.upload_id}.part-${randomUUID()}`,
      cut.name,
      source.kind,
      source.bytes,
      source.sha256,
      durationMs,
      JSON.stringify(facts),
      cut.staffId,
      cut.at.toISOString(),
      sourceId,
      cut.startMs,
      cut.endMs,
    ],
  );
  if (row === undefined) throw new Error('The part was not recorded.');
  return row.id;
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
