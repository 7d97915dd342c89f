// Must stay the first import: it configures zod before any schema is built.
import '#lib/api/zod-jitless.ts';

/**
 * What reads the live-stream list (the API's answer and the cached copy), validating each record with
 * the contract's zod schema. The page's store imports it only once the browser is idle after the
 * islands have drawn from the build's streams (src/features/live/stores/live-streams.ts), so neither
 * zod nor the validation is part of their first draw.
 */
export { fetchLiveFeed } from './fetch-live-feed.ts';
export { cacheCovers, readLiveFeed, saveLiveFeed } from './live-feed-cache.ts';
export { readLiveStreamRecords } from './live-feed-records.ts';
