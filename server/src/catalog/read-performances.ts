import type { FeaturedArtist, Performance, Recording } from '#lib/api/contract.ts';
import type { PerformanceRow, RecordingRow } from './catalog-rows.ts';
import { ANSWER_SHAPES } from './entities/answer-shapes.ts';
import { resolvedRights } from './performance-rights.ts';
import type { ReadContext } from './read-context.ts';
import { optionalPersonRef, personRef, programRef } from './read-refs.ts';

/** A recording as answers carry it: its description's answered fields, nothing computed. */
export function recordingAnswer(r: RecordingRow): Recording {
  return ANSWER_SHAPES.recording.build(r, {});
}

/** A performance's featured artists, in display order (sequence, then id). */
export function featuredArtists(ctx: ReadContext, performanceId: number): FeaturedArtist[] {
  return (ctx.s.featuredByPerformance.get(performanceId) ?? []).map((a) =>
    ANSWER_SHAPES.featuredArtist.build(a, { artist: personRef(ctx, a.person_id) }),
  );
}

/** A performance's recordings in document order. */
export function recordingsOf(ctx: ReadContext, performanceId: number): RecordingRow[] {
  return ctx.s.recordingsByPerformance.get(performanceId) ?? [];
}

/** The longest of a performance's recordings, in milliseconds; 0 without recordings. */
export function longestRecordingMs(ctx: ReadContext, performanceId: number): number {
  return recordingsOf(ctx, performanceId).reduce((longest, r) => Math.max(longest, r.duration_ms), 0);
}

/** A performance as every answer embeds it: people, program, recordings, flags. */
export function performanceAnswer(ctx: ReadContext, p: PerformanceRow): Performance {
  const recordings = recordingsOf(ctx, p.id);
  return ANSWER_SHAPES.performance.build(p, {
    program: p.program_id === null ? null : programRef(ctx, p.program_id),
    conductor: optionalPersonRef(ctx, p.conductor_id),
    featured_artists: featuredArtists(ctx, p.id),
    has_video: recordings.some((r) => r.type === 'V'),
    has_audio: recordings.some((r) => r.type === 'A'),
    recordings: recordings.map(recordingAnswer),
    rights: resolvedRights(p, ctx.s.compositionsById.get(p.composition_id)?.public_domain === 1, ctx.unrecorded),
  });
}
