import type { Master, MasterKind } from '#lib/studio/masters.ts';
import type { Database } from '../../db/database.ts';
import type { MasterFacts } from '../processing/probe-master.ts';

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
  m.facts, s.name AS uploaded_by, m.uploaded_at FROM media_masters m LEFT JOIN staff s ON s.id = m.uploaded_by`;

const masterOf = ({ facts, ...row }: MasterRow): Master => ({
  ...row,
  bytes: Number(row.bytes),
  described: facts === null ? null : describeFacts(JSON.parse(facts) as MasterFacts),
});

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

/** The masters, newest first. */
export async function readMasters(db: Database, limit: number): Promise<Master[]> {
  return (await db.all<MasterRow>(`${SELECT} ORDER BY m.id DESC LIMIT ?`, [limit])).map(masterOf);
}

/** The master an upload made; undefined before its last byte. */
export async function readMasterOfUpload(db: Database, uploadId: string): Promise<Master | undefined> {
  const row = await db.get<MasterRow>(`${SELECT} WHERE m.upload_id = ?`, [uploadId]);
  return row === undefined ? undefined : masterOf(row);
}
