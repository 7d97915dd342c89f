import type { LiveStream } from '#lib/api/contract.ts';
import type { LiveStreamRow } from './catalog-rows.ts';
import { ANSWER_SHAPES } from './entities/answer-shapes.ts';
import { imageAnswer } from './image-answer.ts';
import type { ReadContext } from './read-context.ts';
import { featuredArtists } from './read-performances.ts';
import { listedProgramPerformances } from './read-programs.ts';
import { compositionRef, optionalPersonRef, rowOf } from './read-refs.ts';

/** The program a live stream plays, with its works in order; null when it has none. */
function liveStreamProgram(ctx: ReadContext, s: LiveStreamRow): LiveStream['program'] {
  if (s.program_id === null) return null;
  const program = rowOf(ctx.s.programsById, s.program_id, 'program');
  return ANSWER_SHAPES.liveStreamProgram.build(program, {
    // The stream's own link to its printed program, carried inside the program it plays.
    print_program_url: s.print_program_url,
    composition_performances: listedProgramPerformances(ctx, program.id).map((p) =>
      ANSWER_SHAPES.liveStreamPerformance.build(p, {
        composition: compositionRef(ctx, p.composition_id),
        conductor: optionalPersonRef(ctx, p.conductor_id),
        featured_artists: featuredArtists(ctx, p.id),
      }),
    ),
  });
}

/** One live stream; its image falls back to its program's. */
export function liveStreamAnswer(ctx: ReadContext, s: LiveStreamRow): LiveStream {
  const program = s.program_id === null ? undefined : ctx.s.programsById.get(s.program_id);
  return ANSWER_SHAPES.liveStream.build(s, {
    preferred_image: imageAnswer(s.image_json) ?? imageAnswer(program?.image_json ?? null),
    media_underwriters: (ctx.s.underwritersByStream.get(s.id) ?? []).map((u) =>
      ANSWER_SHAPES.mediaUnderwriter.build(u, {}),
    ),
    program: liveStreamProgram(ctx, s),
  });
}

/**
 * `/live_streams/`: every live stream, unlisted and sample ones included (the site filters, as
 * their state depends on the visitor's clock), by start time.
 */
export function liveStreamsAnswer(ctx: ReadContext): LiveStream[] {
  return [...ctx.s.liveStreams]
    .sort((a, b) => Date.parse(a.start_date_time) - Date.parse(b.start_date_time) || a.id - b.id)
    .map((s) => liveStreamAnswer(ctx, s));
}
