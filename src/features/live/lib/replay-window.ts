/**
 * A live stream's replay window (rules §4 and §9): the replay is available while
 * can_replay holds and the replay end has not passed, the end being the stream's own replay end
 * or 48 hours after its start. Like every live-stream window it is half-open: at the replay end
 * instant the replay is gone (docs/decisions.md: "Replay is available while now < replay end").
 *
 * The site's live-stream states and the server's replay links both read this module, so a page
 * never offers a replay that the server then refuses, nor the other way round.
 */
import { replayEndFor, replayOverridesOf, type RecordedReplayTerritory } from '#lib/rights/replay-rights.ts';
import { LIVE_TIMING, readInstant, startsAt, type LiveStreamTiming } from './live-timing.ts';

/**
 * The fields the replay window reads: a stream from the contract or a server row, and the territories
 * whose licence ends the replay elsewhen (docs/rights.md, "Replay windows per territory").
 */
export type ReplayWindowFields = Pick<LiveStreamTiming, 'identifier' | 'start_date_time' | 'replay_end_time'> & {
  readonly replay_territories?: readonly RecordedReplayTerritory[] | undefined;
};

/**
 * When the replay closes for a visitor in `country`: the stream's replay end, or 48 elapsed hours after
 * the start, unless a replay territory that covers the country ends it elsewhen. A page knows no country
 * (null) and gets the latest end of all, so it never hides a replay the API would give.
 * Throws `InvalidLiveStreamTimeError` when either field is no valid instant.
 */
export function replayEndsAt(stream: ReplayWindowFields, country: string | null = null): Date {
  const end = stream.replay_end_time;
  const own =
    end !== null
      ? new Date(readInstant(stream, 'replay_end_time', end))
      : new Date(startsAt(stream).getTime() + LIVE_TIMING.replayWindowMs);
  const overrides = replayOverridesOf(stream.replay_territories);
  return overrides.length === 0 ? own : replayEndFor(overrides, country, own);
}

/** True while `now` is before the replay end (for `country`); false from the end instant on. */
export function isBeforeReplayEnd(stream: ReplayWindowFields, now: Date, country: string | null = null): boolean {
  return now.getTime() < replayEndsAt(stream, country).getTime();
}
