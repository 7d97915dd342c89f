import { readLiveStreamRecords, type LiveFeedRecords } from './live-feed-records.ts';

/** Rules §9: media list caches (live streams among them) last 15 minutes. */
const LIVE_FEED_CACHE_MS = 15 * 60_000;

/** Bumped when the stored shape changes, so an older shape is ignored instead of misread. */
const CACHE_VERSION = 1;

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

/** The text to store for the raw records the API answered, stamped with `now` (src/features/live/lib/live-feed-storage.ts). */
export function storedFeedText(records: readonly unknown[], now: Date): string {
  const stored: StoredFeed = { version: CACHE_VERSION, savedAt: now.getTime(), records: [...records] };
  return JSON.stringify(stored);
}

/**
 * The cached list in a stored text while it is fresh: fetched less than 15 minutes before `now`.
 * An expired, corrupt or foreign value answers null, and so does one stamped in the future (the
 * visitor's clock went back), since its age cannot be told. Records are validated again on
 * reading: storage is not trusted.
 */
export function readStoredFeed(text: string, now: Date): CachedLiveFeed | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isStoredFeed(value)) return null;
  const age = now.getTime() - value.savedAt;
  if (age < 0 || age >= LIVE_FEED_CACHE_MS) return null;
  return { savedAt: value.savedAt, ...readLiveStreamRecords(value.records) };
}
