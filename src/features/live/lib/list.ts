import type { LiveStream } from '#lib/api/live-stream.ts';
import { isLive, isWatchable, type LiveStreamStateFields } from './live-state.ts';
import { LIVE_TIMING, endsAt } from './live-timing.ts';

/** One row of the /live-streams list. */
export interface LiveStreamListItem<T extends LiveStreamStateFields = LiveStream> {
  stream: T;
  /** start + program_duration: the `end_date_time` the list is sorted by. */
  end: Date;
  /** Whether the row shows 'Live now!'. */
  liveNow: boolean;
}

/**
 * Whether a stream belongs in lists: not unlisted and not a sample. Unlisted is read from the
 * stored status, so an unlisted stream stays out of lists even while it plays.
 */
export function isListedLiveStream(stream: Pick<LiveStream, 'status' | 'is_sample_stream'>): boolean {
  return stream.status !== 'U' && !stream.is_sample_stream;
}

/**
 * The /live-streams list (rules §2): listed streams by end_date_time ascending, each with
 * its 'Live now!' flag at `now`. The contract has no end field, so the end is start +
 * program_duration; streams that end together keep the API's order. A stream that has ended and
 * cannot be replayed any more is left out (else the list opens with streams that ended months
 * ago, and the one live now is pushed down).
 */
export function liveStreamList<T extends LiveStreamStateFields>(
  streams: readonly T[],
  now: Date,
): LiveStreamListItem<T>[] {
  return streams
    .filter((stream) => isListedLiveStream(stream) && isWatchable(stream, now))
    .map((stream) => ({ stream, end: endsAt(stream), liveNow: isLive(stream, now) }))
    .sort((a, b) => a.end.getTime() - b.end.getTime());
}

/**
 * How long until the browser re-evaluates live states: every 5 seconds while any live stream
 * exists (listed or not, since a detail or banner may show it), and never (null) when there is none.
 */
export function nextCheckDelay(streams: readonly unknown[]): number | null {
  return streams.length > 0 ? LIVE_TIMING.checkIntervalMs : null;
}
