import { withMasterCaptionsFollowed, type CaptionedMaster } from '#lib/studio/attach-master.ts';
import type { AppContext } from '../../context.ts';
import type { StaffRow } from '../staff-rows.ts';
import { currentDraftCatalogue } from './draft-catalogue.ts';
import { saveDraftChange } from './save-draft-change.ts';

/** Saves met by another save of the same performance before this one gives up on it. */
const ATTEMPTS = 3;

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
      if (await saveDraftChange(ctx, staff, view, item)) followed.push(view.key);
      else missed.add(view.key);
    }
    pending = missed;
  }
  return followed;
}
