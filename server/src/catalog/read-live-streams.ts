import type { LiveStream } from '../../../src/lib/api/contract.ts';
import type { LiveStreamRow } from './catalog-rows.ts';
import { imageAnswer } from './image-answer.ts';
import type { ReadContext } from './read-context.ts';
import { featuredArtists } from './read-performances.ts';
import { listedProgramPerformances } from './read-programs.ts';
import { compositionRef, optionalPersonRef, rowOf } from './read-refs.ts';

/** The program a live stream plays, with its works in order; null when it has none. */
function liveStreamProgram(ctx: ReadContext, s: LiveStreamRow): LiveStream['program'] {
  if (s.program_id === null) return null;
  const program = rowOf(ctx.s.programsById, s.program_id, 'program');
  return {
    identifier: program.identifier,
    print_program_url: s.print_program_url,
    composition_performances: listedProgramPerformances(ctx, program.id).map((p) => ({
      composition: compositionRef(ctx, p.composition_id),
      premiere: p.premiere,
      conductor: optionalPersonRef(ctx, p.conductor_id),
      featured_artists: featuredArtists(ctx, p.id),
    })),
  };
}

/** One live stream; its image falls back to its program's. */
export function liveStreamAnswer(ctx: ReadContext, s: LiveStreamRow): LiveStream {
  const program = s.program_id === null ? undefined : ctx.s.programsById.get(s.program_id);
  return {
    identifier: s.identifier,
    uuid: s.uuid,
    title: s.title,
    description: s.description,
    short_description: s.short_description,
    status: s.status,
    is_sample_stream: s.is_sample_stream === 1,
    start_date_time: s.start_date_time,
    open_date_time: s.open_date_time,
    banner_start_date_time: s.banner_start_date_time,
    replay_end_time: s.replay_end_time,
    can_replay: s.can_replay === 1,
    program_duration: s.program_duration,
    chat_code: s.chat_code,
    stream_error_message: s.stream_error_message,
    show_link_to_program: s.show_link_to_program === 1,
    preferred_image: imageAnswer(s.image_json) ?? imageAnswer(program?.image_json ?? null),
    media_underwriters: (ctx.s.underwritersByStream.get(s.id) ?? []).map((u) => ({
      name: u.name,
      link: u.link,
      media_underwriter_logo: imageAnswer(u.logo_json),
    })),
    grant_sponsor_notes: s.grant_sponsor_notes,
    program: liveStreamProgram(ctx, s),
  };
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
