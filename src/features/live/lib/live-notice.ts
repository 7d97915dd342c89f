import type { LiveStream } from '#lib/api/live-stream.ts';
import type { LiveDisplayState } from './live-state.ts';
import { startsAt } from './live-timing.ts';

/**
 * How live-stream times read. The site passes the Central-time formatter of `src/lib/time/`
 * (America/Chicago, ' (h:mm a Central)' after the time for visitors in another zone); taking it
 * as a parameter keeps these rules free of the visitor's zone and testable with any clock.
 */
export interface LiveTimeFormat {
  /** A time of day, e.g. '7:30 pm'. */
  time(instant: Date): string;
  /**
   * A date with its time in the spec's 'dddd, MMMM D, [at] h:mm a', e.g. 'Saturday, November 21,
   * at 7:30 pm'.
   */
  dateTime(instant: Date): string;
}

/** The notice after a stream has ended (rules §2, exact). */
export const ENDED_NOTICE = 'This livestream has ended.';

/**
 * The line a live-stream page shows instead of a player: the start time inside the notice
 * window, the start date before it, the ended notice once complete or ended; null when the page
 * shows the live player or the replay.
 */
export function liveNotice(
  state: LiveDisplayState,
  stream: Pick<LiveStream, 'identifier' | 'start_date_time'>,
  format: LiveTimeFormat,
): string | null {
  switch (state) {
    case 'soon':
      return `This live stream will start at ${format.time(startsAt(stream))}`;
    case 'future':
      return `This live stream will start ${format.dateTime(startsAt(stream))}`;
    case 'complete':
    case 'ended':
      return ENDED_NOTICE;
    case 'live':
    case 'complete-replay':
      return null;
  }
}
