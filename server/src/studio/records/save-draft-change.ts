import { isDeepStrictEqual } from 'node:util';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { ENTITY_NAMES } from '../../catalog/issue-problems.ts';
import { recordChange } from '../audit-log.ts';
import type { StaffRow } from '../staff-rows.ts';
import type { RecordView } from './draft-catalogue.ts';
import { deleteDraft, writeDraft } from './draft-rows.ts';
import type { Item } from './record-keys.ts';

/** A record as it was read, and the fields it is to be saved with. */
export interface DraftChange {
  view: RecordView;
  item: Item;
}

/**
 * A record that a rename carried along was saved by someone else after it was read: the whole save is
 * undone, as a rename must not leave a reference behind.
 */
export class CarriedRecordChangedError extends Error {
  readonly view: RecordView;

  constructor(view: RecordView) {
    super(`The ${view.list} record '${view.key}' changed while a rename carried its references.`);
    this.name = 'CarriedRecordChangedError';
    this.view = view;
  }
}

/** Writes one change and its audit entry in `tx`; false when another save of the record came first. */
async function writeChange(tx: Database, at: Date, staff: StaffRow, { view, item }: DraftChange): Promise<boolean> {
  const { list, key } = view;
  const revision = view.draft?.revision ?? 0;
  const backToPublished = view.published !== null && isDeepStrictEqual(item, view.published);
  const ok = backToPublished
    ? revision === 0 || (await deleteDraft(tx, list, key, revision))
    : await writeDraft(
        tx,
        { list, key, fields: item, isNew: view.published === null, staffId: staff.id, at },
        revision,
      );
  if (ok) {
    const entityType = ENTITY_NAMES[list] ?? list;
    await recordChange(tx, {
      at,
      staffId: staff.id,
      action: 'update',
      entityType,
      recordId: key,
      before: view.fields,
      after: item,
    });
  }
  return ok;
}

/**
 * Saves `item` as the record's draft at the revision `view` read (or drops the draft, when `item` is the
 * published record again) and the change in the audit log, both or neither: what a save in the studio
 * does, and what a performance following its master's captions does. False when another save came first.
 *
 * `carried` are the other records a change of the record's identifier rewrote to name the new one: each
 * is saved the same way, in the same transaction, so a rename never leaves a reference to the old
 * identifier behind. When one of them was saved by someone else meanwhile, nothing is saved and
 * CarriedRecordChangedError says which.
 */
export async function saveDraftChange(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  staff: StaffRow,
  view: RecordView,
  item: Item,
  carried: readonly DraftChange[] = [],
): Promise<boolean> {
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (!(await writeChange(tx, at, staff, { view, item }))) return false;
    for (const change of carried) {
      if (!(await writeChange(tx, at, staff, change))) {
        throw new CarriedRecordChangedError(change.view);
      }
    }
    return true;
  });
}
