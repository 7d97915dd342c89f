import type { LiveStream } from '#lib/api/live-stream.ts';
import { liveStreamEvent } from './calendar.ts';
import { icalDocument } from './ical-document.ts';
import { displayState } from './live-state.ts';
import { startsAt } from './live-timing.ts';
import { isListedLiveStream } from './list.ts';

/** What the feed needs to know about the site. */
export interface LiveStreamFeedOptions {
  /** When the feed is generated (the build). */
  now: Date;
  /** The calendar's name in subscribers' calendar lists. */
  name: string;
  /** The absolute URL of a stream's page. */
  pageUrl: (stream: LiveStream) => string;
  /** How often subscribers reload the feed; defaults to every hour. */
  refreshHours?: number;
}

/**
 * Whether a stream belongs in the feed of upcoming streams: listed, and live now, soon or in the
 * future. Complete and ended streams leave the feed at the next build.
 */
export function isUpcomingLiveStream(stream: LiveStream, now: Date): boolean {
  if (!isListedLiveStream(stream)) return false;
  const state = displayState(stream, now);
  return state === 'live' || state === 'soon' || state === 'future';
}

/** The subscribable iCalendar feed of upcoming live streams, soonest first. */
export function liveStreamsFeed(streams: readonly LiveStream[], options: LiveStreamFeedOptions): string {
  const events = streams
    .filter((stream) => isUpcomingLiveStream(stream, options.now))
    .sort((a, b) => startsAt(a).getTime() - startsAt(b).getTime())
    .map((stream) => liveStreamEvent(stream, options.pageUrl(stream)));
  const feed = { name: options.name, refreshHours: options.refreshHours ?? 1 };
  return icalDocument(events, { now: options.now, feed });
}

/** The '.ics' file of one live stream's page. */
export function liveStreamIcal(stream: LiveStream, pageUrl: string, now: Date): string {
  return icalDocument([liveStreamEvent(stream, pageUrl)], { now });
}

/** The download name of a live stream's '.ics' file. */
export function liveStreamIcalFileName(stream: Pick<LiveStream, 'identifier'>): string {
  return `${stream.identifier}.ics`;
}
