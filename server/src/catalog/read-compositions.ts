import type { CompositionDetail, CompositionSummary } from '#lib/api/contract.ts';
import type { CompositionRow, PerformanceRow } from './catalog-rows.ts';
import { ANSWER_SHAPES } from './entities/answer-shapes.ts';
import { imageAnswer } from './image-answer.ts';
import { isCompositionUnlisted, listedPerformances, type ReadContext } from './read-context.ts';
import { categoryAnswer } from './read-people.ts';
import { performanceAnswer, recordingsOf } from './read-performances.ts';
import { combinedCredit, optionalPersonRef } from './read-refs.ts';

/** Distinct ids, ascending. */
function distinctIds(ids: Iterable<number | null>): number[] {
  return [...new Set([...ids].filter((id): id is number => id !== null))].sort((a, b) => a - b);
}

/**
 * A composition as `/combined/` lists it. Flags and people are derived from its listed
 * performances only; the image falls back to the composer's portrait; the country is the
 * composer's nationality.
 */
export function compositionSummary(ctx: ReadContext, c: CompositionRow): CompositionSummary {
  const listed = listedPerformances(ctx, c.id);
  const recordings = listed.flatMap((p) => recordingsOf(ctx, p.id));
  const composer = c.composer_id === null ? undefined : ctx.s.peopleById.get(c.composer_id);
  return ANSWER_SHAPES.compositionSummary.build(c, {
    combined_composer_arranger_credit: combinedCredit(ctx, c.composer_id, c.arranger_id),
    country: categoryAnswer(ctx, composer?.country_id ?? null),
    preferred_image: imageAnswer(c.image_json) ?? imageAnswer(composer?.image_json ?? null),
    genre: (ctx.s.genresByComposition.get(c.id) ?? []).flatMap((id) => categoryAnswer(ctx, id) ?? []),
    has_video: recordings.some((r) => r.type === 'V'),
    has_audio: recordings.some((r) => r.type === 'A'),
    composer: optionalPersonRef(ctx, c.composer_id),
    arranger: optionalPersonRef(ctx, c.arranger_id),
    has_premiere: listed.some((p) => p.premiere !== ''),
    conductor_ids: distinctIds(listed.map((p) => p.conductor_id)),
    performer_ids: distinctIds(
      listed.flatMap((p) => (ctx.s.featuredByPerformance.get(p.id) ?? []).map((a) => a.person_id)),
    ),
    hasDetail: c.has_detail === 1,
    unlisted: isCompositionUnlisted(ctx, c.id),
  });
}

/** When a performance took place: its own start, else its program's; 0 when unknown. */
function performedAt(ctx: ReadContext, p: PerformanceRow): number {
  const program = p.program_id === null ? undefined : ctx.s.programsById.get(p.program_id);
  const when = p.start_date_time ?? program?.start_date_time;
  return when === undefined ? 0 : Date.parse(when);
}

/** Newest first; undated performances last; ties by id. */
function newestFirst(ctx: ReadContext, performances: readonly PerformanceRow[]): PerformanceRow[] {
  const at = new Map(performances.map((p) => [p.id, performedAt(ctx, p)]));
  return [...performances].sort((a, b) => (at.get(b.id) ?? 0) - (at.get(a.id) ?? 0) || a.id - b.id);
}

/**
 * `/compositions/{identifier}/`: the summary, its note and every performance (unlisted ones
 * flagged), newest first. Undefined for an unknown identifier; an unlisted composition is still
 * answered, flagged, so that direct links keep working.
 */
export function compositionDetail(ctx: ReadContext, identifier: string): CompositionDetail | undefined {
  const c = ctx.s.compositionsByIdentifier.get(identifier);
  if (c === undefined) return undefined;
  const performances = newestFirst(ctx, ctx.s.performancesByComposition.get(c.id) ?? []);
  return ANSWER_SHAPES.compositionDetail.build(c, {
    ...compositionSummary(ctx, c),
    performances: performances.map((p) => performanceAnswer(ctx, p)),
  });
}
