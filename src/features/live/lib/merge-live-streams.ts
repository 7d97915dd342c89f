import type { LiveStream } from '#lib/api/live-stream.ts';
import { inertHtml } from './inert-html.ts';
import type { LiveFeedRecords } from './live-feed-records.ts';

/**
 * The contract's HTML fields of a live stream. The build sanitises them with the site's
 * allow-list; the browser has no sanitiser, so fresh values of these never reach a page.
 */
const HTML_FIELDS = ['description', 'grant_sponsor_notes'] as const satisfies readonly (keyof LiveStream)[];

/** A fresh stream with the build's sanitised HTML, or inert HTML when the build did not know it. */
function withSafeHtml(fresh: LiveStream, built: LiveStream | undefined): LiveStream {
  const safe: LiveStream = { ...fresh };
  for (const field of HTML_FIELDS) safe[field] = built === undefined ? inertHtml(fresh[field]) : built[field];
  return safe;
}

/** The build's streams by identifier; the first of a repeated identifier wins. */
export function streamsByIdentifier(streams: readonly LiveStream[]): Map<string, LiveStream> {
  const byIdentifier = new Map<string, LiveStream>();
  for (const stream of streams) if (!byIdentifier.has(stream.identifier)) byIdentifier.set(stream.identifier, stream);
  return byIdentifier;
}

/**
 * The live streams a page shows: the build's (`built`, serialised into the page) until the
 * API's list (`feed`) is known, then the API's, so a stream added, rescheduled or removed
 * after the last build shows as it is now. Every field comes from the API except the HTML
 * ones, which keep the build's sanitised copy (inert text for a stream the build did not
 * have). A stream whose API record is unreadable keeps the build's copy rather than
 * disappearing. Order: the API's, then such kept streams.
 */
export function mergeLiveStreams(built: readonly LiveStream[], feed: LiveFeedRecords | null): LiveStream[] {
  const byIdentifier = streamsByIdentifier(built);
  if (feed === null) return [...byIdentifier.values()];
  const merged = feed.streams.map((fresh) => withSafeHtml(fresh, byIdentifier.get(fresh.identifier)));
  const present = new Set(merged.map((stream) => stream.identifier));
  for (const identifier of feed.unreadable) {
    const kept = byIdentifier.get(identifier);
    if (kept !== undefined && !present.has(identifier)) {
      merged.push(kept);
      present.add(identifier);
    }
  }
  return merged;
}

/**
 * Whether the API's list says a stream is gone: the list is known and neither holds the
 * stream nor names it among its unreadable records.
 */
export function isGone(identifier: string, feed: LiveFeedRecords | null): boolean {
  if (feed === null) return false;
  return !feed.streams.some((stream) => stream.identifier === identifier) && !feed.unreadable.includes(identifier);
}
