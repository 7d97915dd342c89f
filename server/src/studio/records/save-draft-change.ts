import { isDeepStrictEqual } from 'node:util';
import type { AppContext } from '../../context.ts';
import { ENTITY_NAMES } from '../../catalog/issue-problems.ts';
import { recordChange } from '../audit-log.ts';
import type { StaffRow } from '../staff-rows.ts';
import type { RecordView } from './draft-catalogue.ts';
import { deleteDraft, writeDraft } from './draft-rows.ts';
import type { Item } from './record-keys.ts';

/**
 * Saves `item` as the record's draft at the revision `view` read (or drops the draft, when `item` is the
 * published record again) and the change in the audit log, both or neither: what a save in the studio
 * does, and what a performance following its master's captions does. False when another save came first.
 */
export async function saveDraftChange(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  staff: StaffRow,
  view: RecordView,
  item: Item,
): Promise<boolean> {
  const { list, key } = view;
  const revision = view.draft?.revision ?? 0;
  const at = ctx.clock.now();
  const backToPublished = view.published !== null && isDeepStrictEqual(item, view.published);
  return ctx.db.transaction(async (tx) => {
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
  });
}
