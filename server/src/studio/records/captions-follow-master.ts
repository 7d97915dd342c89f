import { isDeepStrictEqual } from 'node:util';
import { withMasterCaptionsFollowed, type CaptionedMaster } from '#lib/studio/attach-master.ts';
import type { AppContext } from '../../context.ts';
import { ENTITY_NAMES } from '../../catalog/issue-problems.ts';
import { recordChange } from '../audit-log.ts';
import type { StaffRow } from '../staff-rows.ts';
import { currentDraftCatalogue, type RecordView } from './draft-catalogue.ts';
import { deleteDraft, writeDraft } from './draft-rows.ts';
import type { Item } from './record-keys.ts';

/** Saves met by another save of the same performance before this one gives up on it. */
const ATTEMPTS = 3;

/**
 * Saves a performance's draft with its captions followed, as the studio's save does: the draft at the
 * revision read (or none, when the fields are the published ones again) and the change in the audit log,
 * both or neither. False when another save came first.
 */
async function saveFollowed(ctx: AppContext, staff: StaffRow, view: RecordView, item: Item): Promise<boolean> {
  const revision = view.draft?.revision ?? 0;
  const at = ctx.clock.now();
  const backToPublished = view.published !== null && isDeepStrictEqual(item, view.published);
  return ctx.db.transaction(async (tx) => {
    const ok = backToPublished
      ? revision === 0 || (await deleteDraft(tx, view.list, view.key, revision))
      : await writeDraft(
          tx,
          { list: view.list, key: view.key, fields: item, isNew: view.published === null, staffId: staff.id, at },
          revision,
        );
    if (ok) {
      const entityType = ENTITY_NAMES[view.list] ?? view.list;
      await recordChange(tx, {
        at,
        staffId: staff.id,
        action: 'update',
        entityType,
        recordId: view.key,
        before: view.fields,
        after: item,
      });
    }
    return ok;
  });
}

/** The performances whose captions follow the master's change, with their fields once they have. */
async function followers(ctx: AppContext, before: CaptionedMaster, after: CaptionedMaster, keys?: Set<string>) {
  const catalogue = await currentDraftCatalogue(ctx.db);
  return catalogue
    .records('performances')
    .filter((view) => view.state !== 'deleted' && (keys === undefined || keys.has(view.key)))
    .map((view) => ({ view, item: withMasterCaptionsFollowed(view.fields, before, after) }))
    .filter(({ view, item }) => item !== view.fields);
}

/**
 * Once a master's captions changed from `before` to `after` (docs/media.md, "Captions follow the master"),
 * each performance whose video recording plays the master, in the catalogue as the studio edits it, takes
 * them by attaching's rule (src/lib/studio/attach-master.ts) as a draft saved and audited in the name of
 * who changed them, published with the next publish. A performance saved by someone else meanwhile is read
 * again and followed on that. Answers the keys of the performances that followed.
 */
export async function followMasterCaptions(
  ctx: AppContext,
  staff: StaffRow,
  before: CaptionedMaster,
  after: CaptionedMaster,
): Promise<string[]> {
  const followed: string[] = [];
  let pending: Set<string> | undefined;
  for (let attempt = 0; attempt < ATTEMPTS && pending?.size !== 0; attempt += 1) {
    const missed = new Set<string>();
    for (const { view, item } of await followers(ctx, before, after, pending)) {
      if (await saveFollowed(ctx, staff, view, item)) followed.push(view.key);
      else missed.add(view.key);
    }
    pending = missed;
  }
  return followed;
}
