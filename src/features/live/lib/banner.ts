import type { LiveStream } from '#lib/api/live-stream.ts';
import type { LiveTimeFormat } from './live-notice.ts';
import { displayState, type LiveStreamStateFields } from './live-state.ts';
import { bannerStartsAt, startsAt } from './live-timing.ts';
import { isListedLiveStream } from './list.ts';

/** What the live banner on every page shows. */
export interface LiveBanner<T extends LiveStreamStateFields = LiveStream> {
  stream: T;
  /** Whether the stream is live now (the banner then links to its player). */
  live: boolean;
  /** 'Live stream now!' or 'Live stream starts {time}.' (rules §4, exact). */
  message: string;
}

/**
 * Whether a stream may have the banner: not unlisted, not a sample, and not complete. A stream
 * whose time has gone by without the server marking it complete ('ended') counts as complete
 * here, so the banner never announces a stream that is over.
 */
function isBannerCandidate(stream: LiveStreamStateFields, now: Date): boolean {
  if (!isListedLiveStream(stream)) return false;
  const state = displayState(stream, now);
  return state === 'live' || state === 'soon' || state === 'future';
}

/**
 * The stream the banner is about: the earliest-starting candidate. The banner is that stream's
 * alone, so a later stream with an earlier banner start waits until the earlier stream is over.
 */
function earliestCandidate<T extends LiveStreamStateFields>(streams: readonly T[], now: Date): T | null {
  let earliest: T | null = null;
  for (const stream of streams) {
    if (!isBannerCandidate(stream, now)) continue;
    if (earliest === null || startsAt(stream).getTime() < startsAt(earliest).getTime()) earliest = stream;
  }
  return earliest;
}

/**
 * The live banner (rules §4): from its banner start (default 7 days before the start,
 * inclusive) the earliest stream that is not unlisted, not complete and not a sample shows
 * 'Live stream now!' while live, or 'Live stream starts {date and time}.' before; null when no
 * banner shows.
 */
export function liveBanner<T extends LiveStreamStateFields>(
  streams: readonly T[],
  now: Date,
  format: LiveTimeFormat,
): LiveBanner<T> | null {
  const stream = earliestCandidate(streams, now);
  if (stream === null || now.getTime() < bannerStartsAt(stream).getTime()) return null;
  const live = displayState(stream, now) === 'live';
  const message = live ? 'Live stream now!' : `Live stream starts ${format.dateTime(startsAt(stream))}.`;
  return { stream, live, message };
}
