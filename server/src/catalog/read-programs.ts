import type { ProgramDetail, ProgramSummary, RelatedMediaFeature } from '#lib/api/contract.ts';
import { formatDateRange } from '#lib/time/format-date-range.ts';
import type { PerformanceRow, ProgramRow } from './catalog-rows.ts';
import { ANSWER_SHAPES } from './entities/answer-shapes.ts';
import { memoised, type ReadContext } from './read-context.ts';
import { performanceAnswer, recordingsOf } from './read-performances.ts';
import { compositionRef, rowOf } from './read-refs.ts';

/** A program's performances that are not unlisted, by position (then id). */
export function listedProgramPerformances(ctx: ReadContext, programId: number): PerformanceRow[] {
  return memoised(ctx, `program-performances:${programId}`, () =>
    (ctx.s.performancesByProgram.get(programId) ?? [])
      .filter((p) => p.unlisted === 0)
      .sort((a, b) => a.position - b.position || a.id - b.id),
  );
}

/**
 * A program as `/combined/` lists it. Video means a whole-concert video or a video recording
 * of a listed performance; audio means an audio recording of one.
 */
export function programSummary(ctx: ReadContext, p: ProgramRow): ProgramSummary {
  const recordings = listedProgramPerformances(ctx, p.id).map((perf) => recordingsOf(ctx, perf.id));
  return ANSWER_SHAPES.programSummary.build(p, {
    has_video: p.full_video_media !== null || recordings.some((rs) => rs.some((r) => r.type === 'V')),
    has_audio: recordings.some((rs) => rs.some((r) => r.type === 'A')),
    has_playable_performance: recordings.some((rs) => rs.length > 0),
    formatted_date_range: formatDateRange(p.start_date_time, p.end_date_time),
  });
}

/**
 * `/programs/{identifier}/`: the summary, its listed performances by position and its related
 * features. Undefined for an unknown identifier; an unlisted program is still answered, flagged.
 */
export function programDetail(ctx: ReadContext, identifier: string): ProgramDetail | undefined {
  const p = ctx.s.programsByIdentifier.get(identifier);
  if (p === undefined) return undefined;
  return ANSWER_SHAPES.programDetail.build(p, {
    ...programSummary(ctx, p),
    has_full_video: p.full_video_media !== null,
    composition_performances: listedProgramPerformances(ctx, p.id).map((perf) => ({
      composition: compositionRef(ctx, perf.composition_id),
      performance: performanceAnswer(ctx, perf),
    })),
    related_media_features: (ctx.s.relatedByProgram.get(p.id) ?? []).map((r): RelatedMediaFeature => {
      const feature = rowOf(ctx.s.mediaFeaturesById, r.media_feature_id, 'media feature');
      return ANSWER_SHAPES.relatedMediaFeature.build(r, {
        media_feature: ANSWER_SHAPES.relatedFeatureRef.build(feature, {}),
      });
    }),
  });
}
