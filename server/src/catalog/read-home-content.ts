import type { HomeContent } from '#lib/api/contract.ts';
import type { HomeContentRow } from './catalog-rows.ts';
import { ANSWER_SHAPES } from './entities/answer-shapes.ts';
import type { ReadContext } from './read-context.ts';
import { recordingsOf } from './read-performances.ts';
import { compositionRef, rowOf } from './read-refs.ts';

/** The performance a home block plays, with the video recording to play; null for none. */
function homePerformance(ctx: ReadContext, id: number | null): HomeContent['performance'] {
  if (id === null) return null;
  const p = rowOf(ctx.s.performancesById, id, 'performance');
  const video = recordingsOf(ctx, p.id).find((r) => r.type === 'V');
  return ANSWER_SHAPES.homePerformance.build(p, {
    composition: compositionRef(ctx, p.composition_id),
    recording_uuid: video?.uuid ?? null,
  });
}

/** One block of the home page. */
export function homeContentAnswer(ctx: ReadContext, h: HomeContentRow): HomeContent {
  const collection = h.collection_id === null ? undefined : ctx.s.collectionsById.get(h.collection_id);
  return ANSWER_SHAPES.homeContent.build(h, {
    performance: homePerformance(ctx, h.performance_id),
    curated_collection: collection === undefined ? null : ANSWER_SHAPES.homeCollectionRef.build(collection, {}),
  });
}

/** `/home_content/`: every block, by sequence (then id). */
export function homeContentsAnswer(ctx: ReadContext): HomeContent[] {
  return [...ctx.s.homeContent]
    .sort((a, b) => a.sequence - b.sequence || a.id - b.id)
    .map((h) => homeContentAnswer(ctx, h));
}
