import type { Database } from '../db/database.ts';

/** A play's mark and when its link expires (Unix seconds). */
export interface MarkRow {
  mark: string;
  expires: number;
}

/** What one flush adds to one row of the counts. */
export interface CountDelta {
  performanceUuid: string;
  territory: string;
  day: string;
  plays: number;
  milliseconds: number;
}

/** What the media route needs of a recording's folder: its performance and length. */
export interface FolderMedia {
  performanceUuid: string;
  durationMs: number;
}

/** Rows per statement, well under both databases' limits on parameters. */
const CHUNK = 400;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK));
  return out;
}

/**
 * Records marks not recorded yet and answers those this call recorded: the plays to count. Two
 * instances that both saw a play's first requests insert its mark at once; the primary key lets one win.
 */
export async function insertNewMarks(tx: Database, marks: readonly MarkRow[]): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (const part of chunks(marks)) {
    const rows = await tx.all<{ mark: string }>(
      `INSERT INTO play_marks (mark, expires_at) VALUES ${part.map(() => '(?, ?)').join(', ')}
       ON CONFLICT (mark) DO NOTHING RETURNING mark`,
      part.flatMap((row) => [row.mark, row.expires]),
    );
    for (const row of rows) inserted.add(row.mark);
  }
  return inserted;
}

/**
 * Adds the deltas to the counts. Rows are written in key order, so two instances flushing at once take
 * their row locks in the same order and cannot deadlock.
 */
export async function addCounts(tx: Database, deltas: readonly CountDelta[]): Promise<void> {
  const sorted = [...deltas].sort(
    (a, b) =>
      a.performanceUuid.localeCompare(b.performanceUuid) ||
      a.territory.localeCompare(b.territory) ||
      a.day.localeCompare(b.day),
  );
  for (const part of chunks(sorted)) {
    await tx.run(
      `INSERT INTO play_counts (performance_uuid, territory, day, plays, milliseconds)
       VALUES ${part.map(() => '(?, ?, ?, ?, ?)').join(', ')}
       ON CONFLICT (performance_uuid, territory, day) DO UPDATE SET
         plays = play_counts.plays + excluded.plays, milliseconds = play_counts.milliseconds + excluded.milliseconds`,
      part.flatMap((d) => [d.performanceUuid, d.territory, d.day, d.plays, Math.round(d.milliseconds)]),
    );
  }
}

/** Forgets the marks of links that have expired: no request can carry them any more. */
export async function pruneMarks(db: Database, nowSeconds: number): Promise<void> {
  await db.run('DELETE FROM play_marks WHERE expires_at < ?', [nowSeconds]);
}

/** The performance and length of each recording folder among `folders` (the first recording, if several share one). */
export async function mediaOfFolders(db: Database, folders: readonly string[]): Promise<Map<string, FolderMedia>> {
  const found = new Map<string, FolderMedia>();
  for (const part of chunks(folders)) {
    const rows = await db.all<{ media: string; uuid: string; duration_ms: number | string }>(
      `SELECT r.media, pf.uuid, r.duration_ms FROM recordings r JOIN performances pf ON pf.id = r.performance_id
       WHERE r.media IN (${part.map(() => '?').join(', ')}) ORDER BY r.id`,
      part,
    );
    for (const row of rows)
      if (!found.has(row.media))
        found.set(row.media, { performanceUuid: row.uuid, durationMs: Number(row.duration_ms) });
  }
  return found;
}
