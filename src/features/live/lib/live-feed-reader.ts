import type { CachedLiveFeed } from './live-feed-cache.ts';
import type { LiveFeedRecords } from './live-feed-records.ts';

/** The list as the API answered it: its records read, and the text that caches it. */
export interface FetchedLiveFeed {
  readonly records: LiveFeedRecords;
  /** What to keep in storage (src/features/live/lib/live-feed-storage.ts). */
  readonly storedText: string;
}

/**
 * What reads the live-stream list: fetches it and validates each record against the contract, or
 * reads a stored copy. The work that needs zod, so the page's store meets it only through this
 * interface: in a worker where the browser has one (src/features/live/lib/live-feed-worker-client.ts),
 * else on the page once the browser is idle (src/features/live/lib/live-feed-reading.ts).
 */
export interface LiveFeedReader {
  /** The cached list in a stored text while it is fresh at `now`, else null. */
  readCached(storedText: string, now: Date): Promise<CachedLiveFeed | null>;
  /**
   * Fetches the list from `apiBase`, stamping the text to store with `now`. Rejects when the API
   * cannot be reached or answers something that is not a list (src/features/live/lib/live-feed-errors.ts).
   */
  fetchFeed(apiBase: string, now: Date): Promise<FetchedLiveFeed>;
  /** Lets what the reader holds go: the page asks the API once, so nothing is read after it. */
  release(): void;
}

/** A question to the list's worker, by number. */
export type LiveFeedQuestion =
  | { readonly id: number; readonly kind: 'cached'; readonly storedText: string; readonly now: number }
  | { readonly id: number; readonly kind: 'fetch'; readonly apiBase: string; readonly now: number };

/** The worker's answer to the question of the same number. */
export type LiveFeedAnswer =
  | { readonly id: number; readonly kind: 'cached'; readonly cached: CachedLiveFeed | null }
  | { readonly id: number; readonly kind: 'fetched'; readonly fetched: FetchedLiveFeed }
  | { readonly id: number; readonly kind: 'failed'; readonly message: string };
