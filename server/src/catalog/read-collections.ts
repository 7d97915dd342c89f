import type { CuratedCollection, CuratedItem } from '#lib/api/contract.ts';
import { compareText } from '#lib/catalog/ordering.ts';
import type { CollectionRow, CuratedItemRow } from './catalog-rows.ts';
import { formatDuration } from './format-duration.ts';
import { ANSWER_SHAPES } from './entities/answer-shapes.ts';
import type { ReadContext } from './read-context.ts';
import { longestRecordingMs, performanceAnswer } from './read-performances.ts';
import { compositionRef, rowOf } from './read-refs.ts';

/** A collection's active items, by sequence (then id). */
function activeItems(ctx: ReadContext, collectionId: number): CuratedItemRow[] {
  return (ctx.s.itemsByCollection.get(collectionId) ?? []).filter((i) => i.active === 1);
}

function itemAnswer(ctx: ReadContext, item: CuratedItemRow): CuratedItem {
  const performance = rowOf(ctx.s.performancesById, item.performance_id, 'performance');
  return ANSWER_SHAPES.curatedItem.build(item, {
    composition: compositionRef(ctx, performance.composition_id),
    performance: performanceAnswer(ctx, performance),
  });
}

/**
 * One collection with its active items. Its length is the sum, over those items, of each
 * performance's longest recording (a performance with audio and video counts once).
 */
export function collectionAnswer(ctx: ReadContext, c: CollectionRow): CuratedCollection {
  const items = activeItems(ctx, c.id);
  const totalMs = items.reduce((sum, i) => sum + longestRecordingMs(ctx, i.performance_id), 0);
  return ANSWER_SHAPES.collection.build(c, {
    duration_formatted: formatDuration(totalMs),
    has_video: c.intro_media !== null,
    active_items: items.map((i) => itemAnswer(ctx, i)),
  });
}

/** The collections `/curated_collections/` lists: the active ones, in the catalogue's order. */
export function activeCollections(ctx: ReadContext): CollectionRow[] {
  return ctx.s.collections.filter((c) => c.active === 1);
}

/** `/curated_collections/`: the active collections, by sequence then title. */
export function collectionsAnswer(ctx: ReadContext): CuratedCollection[] {
  return activeCollections(ctx)
    .sort((a, b) => a.sequence - b.sequence || compareText(a.title, b.title) || a.id - b.id)
    .map((c) => collectionAnswer(ctx, c));
}
