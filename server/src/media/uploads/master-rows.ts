import type { Master, MasterKind } from '#lib/studio/masters.ts';
import type { Database } from '../../db/database.ts';

interface MasterRow {
  id: number;
  upload_id: string;
  filename: string;
  kind: MasterKind;
  bytes: number | string;
  sha256: string;
  state: Master['state'];
  reason: string | null;
  uploaded_by: string | null;
  uploaded_at: string;
}

const SELECT = `SELECT m.id, m.upload_id, m.filename, m.kind, m.bytes, m.sha256, m.state, m.reason,
  s.name AS uploaded_by, m.uploaded_at FROM media_masters m LEFT JOIN staff s ON s.id = m.uploaded_by`;

const masterOf = (row: MasterRow): Master => ({ ...row, bytes: Number(row.bytes) });

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
}

/** Records a master whose last byte is in; answers its id. */
export async function recordMaster(db: Database, arrival: MasterArrival): Promise<number> {
  const row = await db.get<{ id: number }>(
    `INSERT INTO media_masters (upload_id, filename, kind, bytes, sha256, state, reason, uploaded_by, uploaded_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [
      arrival.uploadId,
      arrival.filename,
      arrival.kind,
      arrival.bytes,
      arrival.sha256,
      arrival.refused === undefined ? 'uploaded' : 'refused',
      arrival.refused ?? null,
      arrival.staffId,
      arrival.at.toISOString(),
    ],
  );
  if (row === undefined) throw new Error('The master was not recorded.');
  return row.id;
}

/** The masters, newest first. */
export async function readMasters(db: Database, limit: number): Promise<Master[]> {
  return (await db.all<MasterRow>(`${SELECT} ORDER BY m.id DESC LIMIT ?`, [limit])).map(masterOf);
}

/** The master an upload made; undefined before its last byte. */
export async function readMasterOfUpload(db: Database, uploadId: string): Promise<Master | undefined> {
  const row = await db.get<MasterRow>(`${SELECT} WHERE m.upload_id = ?`, [uploadId]);
  return row === undefined ? undefined : masterOf(row);
}
