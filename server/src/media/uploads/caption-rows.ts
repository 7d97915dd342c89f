import type { CaptionsTrack } from '#lib/api/captions-track.ts';
import type { CaptionLanguage } from '#lib/studio/caption-languages.ts';
import type { Database } from '../../db/database.ts';

interface CaptionRow {
  master_id: number;
  language: string;
  label: string;
  path: string;
}

/** A captions row as the player and the audit log name it: its language, its label, its file's address. */
export function captionsTrackOf(row: Pick<CaptionRow, 'language' | 'label' | 'path'>): CaptionsTrack {
  return { language: row.language, label: row.label, url: `/media/${row.path}` };
}

/** The captions of the masters given, by master, each master's in the order of their tags. */
export async function readCaptions(db: Database, masterIds: readonly number[]): Promise<Map<number, CaptionsTrack[]>> {
  const byMaster = new Map<number, CaptionsTrack[]>();
  if (masterIds.length === 0) return byMaster;
  const rows = await db.all<CaptionRow>(
    `SELECT master_id, language, label, path FROM master_captions
     WHERE master_id IN (${masterIds.map(() => '?').join(', ')}) ORDER BY master_id, language`,
    masterIds,
  );
  for (const row of rows) {
    const tracks = byMaster.get(row.master_id) ?? [];
    tracks.push(captionsTrackOf(row));
    byMaster.set(row.master_id, tracks);
  }
  return byMaster;
}

/** A master's captions in one language; undefined when it has none in that language. */
export async function readCaptionsIn(
  db: Database,
  masterId: number,
  language: string,
): Promise<CaptionsTrack | undefined> {
  return (await readCaptions(db, [masterId])).get(masterId)?.find((track) => track.language === language);
}

/** What an upload records of a master's captions in one language. */
export interface CaptionsArrival extends CaptionLanguage {
  masterId: number;
  /** The file's key in the media store (its path under MEDIA_ROOT). */
  path: string;
  staffId: number;
  at: Date;
}

/** Records a master's captions in a language, replacing the file it had in that language. */
export async function recordCaptions(db: Database, arrival: CaptionsArrival): Promise<void> {
  await db.run(
    `INSERT INTO master_captions (master_id, language, label, path, added_by, added_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (master_id, language) DO UPDATE
     SET label = excluded.label, path = excluded.path, added_by = excluded.added_by, added_at = excluded.added_at`,
    [arrival.masterId, arrival.language, arrival.label, arrival.path, arrival.staffId, arrival.at.toISOString()],
  );
}

/** Removes a master's captions in a language; answers whether it had them. */
export async function removeCaptions(db: Database, masterId: number, language: string): Promise<boolean> {
  const result = await db.run('DELETE FROM master_captions WHERE master_id = ? AND language = ?', [masterId, language]);
  return result.changes > 0;
}
