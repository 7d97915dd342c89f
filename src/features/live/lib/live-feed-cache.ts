import { readLiveStreamRecords, type LiveFeedRecords } from './live-feed-records.ts';

/** Rules §9: media list caches (live streams among them) last 15 minutes. */
export const LIVE_FEED_CACHE_MS = 15 * 60_000;

/** The localStorage key of the cached list. */
export const LIVE_FEED_CACHE_KEY = 'live-streams';

/** Bumped when the stored shape changes, so an older shape is ignored instead of misread. */
const CACHE_VERSION = 1;

/** The part of localStorage the cache needs, so tests can pass a plain object. */
export interface LiveFeedStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A cached list, read and validated. */
export interface CachedLiveFeed extends LiveFeedRecords {
  /** When the list was fetched, in epoch ms. */
  readonly savedAt: number;
}

interface StoredFeed {
  version: number;
  savedAt: number;
  records: unknown[];
}

function isStoredFeed(value: unknown): value is StoredFeed {
  if (typeof value !== 'object' || value === null) return false;
  const { version, savedAt, records } = value as Partial<StoredFeed>;
  return version === CACHE_VERSION && typeof savedAt === 'number' && Number.isFinite(savedAt) && Array.isArray(records);
}

/**
 * Stores the raw records the API answered, stamped with `now`. Storage that is full or
 * blocked only costs the cache, so its errors are swallowed.
 */
export function saveLiveFeed(storage: LiveFeedStorage, records: readonly unknown[], now: Date): void {
  const stored: StoredFeed = { version: CACHE_VERSION, savedAt: now.getTime(), records: [...records] };
  try {
    storage.setItem(LIVE_FEED_CACHE_KEY, JSON.stringify(stored));
  } catch {
    // A full or blocked storage means the next page load asks the API again; nothing worse.
  }
}

function readRaw(storage: LiveFeedStorage): string | null {
  try {
    return storage.getItem(LIVE_FEED_CACHE_KEY);
  } catch {
    return null;
  }
}

/**
 * The cached list while it is fresh: fetched less than 15 minutes before `now`. An expired,
 * corrupt or foreign value answers null, and so does one stamped in the future (the visitor's
 * clock went back), since its age cannot be told. Records are validated again on reading:
 * storage is not trusted.
 */
export function readLiveFeed(storage: LiveFeedStorage, now: Date): CachedLiveFeed | null {
  const raw = readRaw(storage);
  if (raw === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isStoredFeed(value)) return null;
  const age = now.getTime() - value.savedAt;
  if (age < 0 || age >= LIVE_FEED_CACHE_MS) return null;
  return { savedAt: value.savedAt, ...readLiveStreamRecords(value.records) };
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
