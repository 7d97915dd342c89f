/**
 * A live stream's replay window (rules §4 and §9): the replay is available while
 * can_replay holds and the replay end has not passed, the end being the stream's own replay end
 * or 48 hours after its start. Like every live-stream window it is half-open: at the replay end
 * instant the replay is gone (docs/decisions.md: "Replay is available while now < replay end").
 *
 * The site's live-stream states and the server's replay links both read this module, so a page
 * never offers a replay that the server then refuses, nor the other way round.
 */
import { LIVE_TIMING, readInstant, startsAt, type LiveStreamTiming } from './live-timing.ts';

/** The fields the replay window reads: a stream from the contract or a server row. */
export type ReplayWindowFields = Pick<LiveStreamTiming, 'identifier' | 'start_date_time' | 'replay_end_time'>;

/**
 * When the replay closes: the stream's replay end, or 48 elapsed hours after the start.
 * Throws `InvalidLiveStreamTimeError` when either field is no valid instant.
 */
export function replayEndsAt(stream: ReplayWindowFields): Date {
  const end = stream.replay_end_time;
  if (end !== null) return new Date(readInstant(stream, 'replay_end_time', end));
  return new Date(startsAt(stream).getTime() + LIVE_TIMING.replayWindowMs);
}

/** True while `now` is before the replay end; false from the end instant on. */
export function isBeforeReplayEnd(stream: ReplayWindowFields, now: Date): boolean {
  return now.getTime() < replayEndsAt(stream).getTime();
}
