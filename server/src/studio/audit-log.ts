import { isDeepStrictEqual } from 'node:util';
import type { AuditAction, FieldChange } from '#lib/studio/contract.ts';
import type { Database } from '../db/database.ts';

/** A record's fields as the audit log compares them; null for a record that does not exist (yet, or any more). */
type Fields = Readonly<Record<string, unknown>> | null;

/** One change to log. */
export interface Change {
  at: Date;
  /** Who made it; null from the command line. */
  staffId: number | null;
  action: AuditAction;
  entityType: string;
  recordId: string | number;
  before: Fields;
  after: Fields;
}

/**
 * The fields whose values differ between two versions of a record, each with its value before
 * and after (null where the field, or the record, was absent). Values compare structurally, so a
 * list or an object that was rebuilt but not changed is not a change.
 */
export function fieldChanges(before: Fields, after: Fields): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const name of [...names].sort()) {
    const was = before?.[name] ?? null;
    const is = after?.[name] ?? null;
    if (!isDeepStrictEqual(was, is)) changes[name] = { before: was, after: is };
  }
  return changes;
}

/**
 * Writes a change to the audit log. Call it with the transaction that makes the change, so the
 * change and its entry commit together or not at all. A change that changes no field is not
 * logged; answers whether an entry was written.
 */
export async function recordChange(tx: Database, change: Change): Promise<boolean> {
  const changes = fieldChanges(change.before, change.after);
  if (Object.keys(changes).length === 0 && change.action === 'update') return false;
  await tx.run(
    'INSERT INTO audit_log (at, staff_id, action, entity_type, record_id, changes) VALUES (?, ?, ?, ?, ?, ?)',
    [
      change.at.toISOString(),
      change.staffId,
      change.action,
      change.entityType,
      String(change.recordId),
      JSON.stringify(changes),
    ],
  );
  return true;
}
