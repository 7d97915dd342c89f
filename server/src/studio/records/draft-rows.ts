import type { StudioList } from '#lib/studio/contract.ts';
import type { Database } from '../../db/database.ts';
import type { Item } from './record-keys.ts';

/** A draft as the studio reads it. */
export interface Draft {
  list: StudioList;
  key: string;
  /** The record as it will be published; null deletes the published one. */
  fields: Item | null;
  revision: number;
  isNew: boolean;
  updatedBy: string;
  updatedAt: string;
}

interface DraftRow {
  list: StudioList;
  record_key: string;
  fields: string | null;
  revision: number;
  is_new: number;
  updated_by: string;
  updated_at: string;
}

const SELECT = `SELECT d.list, d.record_key, d.fields, d.revision, d.is_new, s.name AS updated_by, d.updated_at
  FROM studio_drafts d JOIN staff s ON s.id = d.updated_by`;

function draftOf(row: DraftRow): Draft {
  return {
    list: row.list,
    key: row.record_key,
    fields: row.fields === null ? null : (JSON.parse(row.fields) as Item),
    revision: row.revision,
    isNew: row.is_new === 1,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at,
  };
}

/** Every draft, oldest first: what the studio lays over the published catalogue. */
export async function readDrafts(db: Database): Promise<Draft[]> {
  return (await db.all<DraftRow>(`${SELECT} ORDER BY d.id`)).map(draftOf);
}

/** What a save writes. */
export interface DraftWrite {
  list: StudioList;
  key: string;
  fields: Item | null;
  isNew: boolean;
  staffId: number;
  at: Date;
}

/**
 * Writes a draft, answering false when another save came first: `revision` is the draft's
 * revision the editor read (0 when there was no draft), and the write happens only if it is
 * still the stored one. Two saves of one version: one wins, the other is told.
 */
export async function writeDraft(tx: Database, write: DraftWrite, revision: number): Promise<boolean> {
  const fields = write.fields === null ? null : JSON.stringify(write.fields);
  if (revision === 0) {
    const result = await tx.run(
      `INSERT INTO studio_drafts (list, record_key, fields, revision, is_new, updated_by, updated_at)
       VALUES (?, ?, ?, 1, ?, ?, ?) ON CONFLICT (list, record_key) DO NOTHING`,
      [write.list, write.key, fields, write.isNew ? 1 : 0, write.staffId, write.at.toISOString()],
    );
    return result.changes === 1;
  }
  const result = await tx.run(
    `UPDATE studio_drafts SET fields = ?, revision = revision + 1, updated_by = ?, updated_at = ?
     WHERE list = ? AND record_key = ? AND revision = ?`,
    [fields, write.staffId, write.at.toISOString(), write.list, write.key, revision],
  );
  return result.changes === 1;
}

/** Removes a draft at the revision the editor read; false when it changed (or went) meanwhile. */
export async function deleteDraft(tx: Database, list: StudioList, key: string, revision: number): Promise<boolean> {
  const result = await tx.run('DELETE FROM studio_drafts WHERE list = ? AND record_key = ? AND revision = ?', [
    list,
    key,
    revision,
  ]);
  return result.changes === 1;
}

/**
 * Makes a record's draft a deletion, whatever draft it had: a scheduled take-down, whose time has
 * come, removes the record from the catalogue with the next publish.
 */
export async function writeDeletionDraft(
  tx: Database,
  list: StudioList,
  key: string,
  staffId: number,
  at: Date,
): Promise<void> {
  await tx.run(
    `INSERT INTO studio_drafts (list, record_key, fields, revision, is_new, updated_by, updated_at)
     VALUES (?, ?, NULL, 1, 0, ?, ?)
     ON CONFLICT (list, record_key) DO UPDATE SET fields = NULL, revision = studio_drafts.revision + 1,
       updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    [list, key, staffId, at.toISOString()],
  );
}
