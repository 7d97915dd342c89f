import type { FeaturedArtist, Performance, Recording } from '../../../src/lib/api/contract.ts';
import type { PerformanceRow, RecordingRow } from './catalog-rows.ts';
import { imageAnswer } from './image-answer.ts';
import type { ReadContext } from './read-context.ts';
import { optionalPersonRef, personRef, programNote, programRef } from './read-refs.ts';

/** A recording as answers carry it. */
export function recordingAnswer(r: RecordingRow): Recording {
  return {
    uuid: r.uuid,
    type: r.type,
    duration_ms: r.duration_ms,
    movement_cuepoints: JSON.parse(r.cuepoints_json) as Recording['movement_cuepoints'],
    cuepoint_webvtt: r.cuepoint_webvtt,
    captions_url: r.captions_url,
    production_credits: r.production_credits,
    preferred_image: imageAnswer(r.image_json),
  };
}

/** A performance's featured artists, in display order (sequence, then id). */
export function featuredArtists(ctx: ReadContext, performanceId: number): FeaturedArtist[] {
  return (ctx.s.featuredByPerformance.get(performanceId) ?? []).map((a) => ({
    artist: personRef(ctx, a.person_id),
    roles: JSON.parse(a.roles_json) as string[],
    sequence: a.sequence,
  }));
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
  return {
    id: p.id,
    uuid: p.uuid,
    composition_id: p.composition_id,
    program: p.program_id === null ? null : programRef(ctx, p.program_id),
    conductor: optionalPersonRef(ctx, p.conductor_id),
    featured_artists: featuredArtists(ctx, p.id),
    position: p.position,
    unlisted: p.unlisted === 1,
    start_date_time: p.start_date_time,
    end_date_time: p.end_date_time,
    premiere: p.premiere,
    has_video: recordings.some((r) => r.type === 'V'),
    has_audio: recordings.some((r) => r.type === 'A'),
    program_note: programNote(p.program_note_text, p.program_note_credit),
    recordings: recordings.map(recordingAnswer),
    chapter_captions_url: p.chapter_captions_url,
  };
}
