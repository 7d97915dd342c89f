import { stripEmphasis } from '#lib/text/emphasis.ts';
import type { LiveStreamInput } from './catalog-inputs.ts';
import { LIVE_STREAMS, type LiveStreamPlan, type StartRule } from './data/live-streams.ts';
import { UNDERWRITERS } from './data/underwriters.ts';
import { centralTimeAfter } from './central-time.ts';
import { demoImage } from './demo-images.ts';
import { UnknownDemoReferenceError, type PerformanceContext } from './demo-performances.ts';
import { buildProgram, type BuiltProgram } from './demo-programs.ts';
import { LIVE_MEDIA, VIDEO_MEDIA } from './media-plan.ts';
import { stableUuid } from './stable-uuid.ts';

const MINUTE = 60_000;
const REPLAY_WINDOW_MS = 48 * 60 * MINUTE;

/** A live stream whose start rule needs an archive program that does not exist. */
export class LiveStreamProgramError extends Error {
  constructor(stream: string, options?: ErrorOptions) {
    super(`The demo live stream '${stream}' needs an archive program to take its start from.`, options);
    this.name = 'LiveStreamProgramError';
  }
}

function startOf(rule: StartRule, plan: LiveStreamPlan, now: Date, archive: ReadonlyMap<string, Date>): Date {
  if (rule.kind === 'day') return centralTimeAfter(now, rule.days, rule.hour, rule.minute);
  if (rule.kind === 'program') {
    const start = plan.program.kind === 'archive' ? archive.get(plan.program.identifier) : undefined;
    if (!start) throw new LiveStreamProgramError(plan.identifier);
    return start;
  }
  // Past starts round down and future ones up, so a stream never crosses from one state to another.
  const step = rule.round * MINUTE;
  const at = now.getTime() + rule.minutes * MINUTE;
  return new Date((rule.minutes < 0 ? Math.floor(at / step) : Math.ceil(at / step)) * step);
}

function underwriters(identifiers: readonly string[]): NonNullable<LiveStreamInput['media_underwriters']> {
  return identifiers.map((id) => {
    const found = UNDERWRITERS[id];
    if (!found) throw new UnknownDemoReferenceError('underwriter', id);
    return { name: found.name, link: found.link, logo: demoImage('logos', found.logo, `${found.name} logo`, '') };
  });
}

function liveStream(plan: LiveStreamPlan, start: Date): LiveStreamInput {
  const programId =
    plan.program.kind === 'none'
      ? null
      : plan.program.kind === 'new'
        ? plan.program.plan.identifier
        : plan.program.identifier;
  return {
    uuid: stableUuid(`live-stream:${plan.identifier}`),
    identifier: plan.identifier,
    title: plan.title,
    description: plan.description,
    short_description: plan.short_description,
    status: plan.status,
    is_sample_stream: plan.is_sample_stream,
    start_date_time: start.toISOString(),
    open_date_time:
      plan.opensEarly === null ? null : new Date(start.getTime() - plan.opensEarly * MINUTE).toISOString(),
    replay_end_time: plan.explicitReplayEnd ? new Date(start.getTime() + REPLAY_WINDOW_MS).toISOString() : null,
    can_replay: plan.can_replay,
    chat_code: plan.chat_code,
    stream_error_message: plan.stream_error_message,
    show_link_to_program: plan.show_link_to_program,
    image:
      plan.image === null ? null : demoImage('programs', plan.image, stripEmphasis(plan.title), 'Photo: Dana Whitlock'),
    grant_sponsor_notes: plan.grant_sponsor_notes,
    program: programId,
    print_program_url: plan.print_program && programId ? `https://example.org/concert-programs/${programId}.pdf` : null,
    live_media: plan.playable ? LIVE_MEDIA : null,
    replay_media: plan.replay === null ? null : (VIDEO_MEDIA[plan.replay - 1]?.media ?? null),
    media_underwriters: underwriters(plan.underwriters),
  };
}

/** The live streams and the programs written for them. */
export interface BuiltLiveStreams {
  liveStreams: LiveStreamInput[];
  programs: BuiltProgram[];
}

/**
 * Anchors every demo live stream to `now` and builds the programs they broadcast; streams of
 * archive concerts take their start from `archiveStarts`.
 */
export function demoLiveStreams(
  now: Date,
  archiveStarts: ReadonlyMap<string, Date>,
  shared: Pick<PerformanceContext, 'works' | 'roles'>,
): BuiltLiveStreams {
  const liveStreams: LiveStreamInput[] = [];
  const programs: BuiltProgram[] = [];
  for (const plan of LIVE_STREAMS) {
    const start = startOf(plan.start, plan, now, archiveStarts);
    liveStreams.push(liveStream(plan, start));
    if (plan.program.kind === 'new') programs.push(buildProgram(plan.program.plan, start, shared));
  }
  return { liveStreams, programs };
}
