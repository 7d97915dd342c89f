import type { DraftChange } from '#lib/studio/contract.ts';
import { publicPathOf } from '#lib/studio/record-pages.ts';
import type { AppContext } from '../context.ts';
import { fieldChanges } from '../studio/audit-log.ts';
import { RecordNames, titleOf } from '../studio/records/record-titles.ts';
import { currentDraftCatalogue } from '../studio/records/draft-catalogue.ts';

/**
 * GET drafts/: every record with unpublished changes, the oldest draft first, each with the
 * fields its draft changes (before and after), its state and its public page: what a publish of
 * all of them would publish, for the studio's Publish screen.
 */
export async function draftChanges(ctx: AppContext): Promise<{ results: DraftChange[] }> {
  const catalogue = await currentDraftCatalogue(ctx.db);
  const names = new RecordNames(catalogue);
  const results: DraftChange[] = [];
  for (const draft of catalogue.drafts) {
    const view = catalogue.record(draft.list, draft.key);
    if (view === undefined || view.state === 'published') continue;
    const shown = draft.fields ?? view.published ?? {};
    results.push({
      list: draft.list,
      key: draft.key,
      title: titleOf(draft.list, shown, names).title,
      state: view.state,
      updated_by: draft.updatedBy,
      updated_at: draft.updatedAt,
      path: (draft.fields === null ? undefined : publicPathOf(draft.list, draft.fields)) ?? null,
      changes: fieldChanges(view.published, draft.fields),
    });
  }
  return { results };
}
