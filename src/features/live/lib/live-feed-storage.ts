import type { LiveFeedRecords } from './live-feed-records.ts';

/**
 * Where the page keeps the live-stream list between loads (localStorage): the stored text only.
 * Reading what it says (parsing, checking its age, validating its records) is the reader's work
 * (src/features/live/lib/live-feed-cache.ts), done off the main thread where the browser can, so
 * this module imports no schema.
 */

/** The localStorage key of the cached list. */
export const LIVE_FEED_CACHE_KEY = 'live-streams';

/** The part of localStorage the cache needs, so tests can pass a plain object. */
export interface LiveFeedStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The stored list's text, or null when there is none or the browser blocks storage. */
export function readStoredFeedText(storage: LiveFeedStorage): string | null {
  try {
    return storage.getItem(LIVE_FEED_CACHE_KEY);
  } catch {
    return null;
  }
}

/** Stores a list's text. Storage that is full or blocked only costs the cache, so its errors are swallowed. */
export function saveStoredFeedText(storage: LiveFeedStorage, text: string): void {
  try {
    storage.setItem(LIVE_FEED_CACHE_KEY, text);
  } catch {
    // A full or blocked storage means the next page load asks the API again; nothing worse.
  }
}

/**
 * Whether a cached list knows every stream the page was built with. A cache that lacks one
 * is older than the build (the stream was added since it was saved), so the API must be
 * asked: otherwise the page would call a new stream gone.
 */
export function cacheCovers(cached: LiveFeedRecords, identifiers: Iterable<string>): boolean {
  const known = new Set([...cached.streams.map((stream) => stream.identifier), ...cached.unreadable]);
  for (const identifier of identifiers) if (!known.has(identifier)) return false;
  return true;
}
