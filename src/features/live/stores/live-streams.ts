import { atom, computed, task, type ReadableAtom } from 'nanostores';
import { site } from '../../../config/site.ts';
import type { LiveStream } from '#lib/api/live-stream.ts';
import { loadSchemasAfter } from '#lib/api/schemas-after.ts';
import { whenIdle } from '#lib/browser/when-idle.ts';
import type { LiveFeedReader } from '../lib/live-feed-reader.ts';
import type { LiveFeedRecords } from '../lib/live-feed-records.ts';
import { cacheCovers, readStoredFeedText, saveStoredFeedText, type LiveFeedStorage } from '../lib/live-feed-storage.ts';
import { liveFeedWorkerReader } from '../lib/live-feed-worker-client.ts';
import { mergeLiveStreams, streamsByIdentifier } from '../lib/merge-live-streams.ts';

/**
 * Where the API's live-stream list stands on this page: not asked yet, being fetched,
 * known (from the 15-minute cache or the network), or unavailable (the page keeps the
 * build's list).
 */
export type LiveFeedState =
  | { readonly status: 'idle' | 'loading' | 'failed'; readonly records: null }
  | { readonly status: 'fresh'; readonly source: 'cache' | 'network'; readonly records: LiveFeedRecords };

const $seeds = atom<readonly LiveStream[]>([]);
const $feed = atom<LiveFeedState>({ status: 'idle', records: null });

/** The API's list as this page knows it. Its HTML fields are untrusted: read streams through a merge. */
export const $liveFeed: ReadableAtom<LiveFeedState> = $feed;

/**
 * Every live stream the page knows: the build's (seeded by the islands) until the API's
 * list is known, then the API's with the build's sanitised HTML (see `mergeLiveStreams`).
 */
export const $liveStreams: ReadableAtom<readonly LiveStream[]> = computed([$seeds, $feed], (seeds, feed) =>
  mergeLiveStreams(seeds, feed.records),
);

/** Identifiers the page must find in the list it trusts (its built streams, a shell's stream). */
const required = new Set<string>();
let networkAsked = false;
let checkQueued = false;

function storage(): LiveFeedStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Reading localStorage throws when the browser blocks storage for the site.
    return null;
  }
}

async function fetchFromNetwork(reader: LiveFeedReader): Promise<void> {
  networkAsked = true;
  $feed.set({ status: 'loading', records: null });
  try {
    const fetched = await reader.fetchFeed(site.apiBase, new Date());
    const store = storage();
    if (store !== null) saveStoredFeedText(store, fetched.storedText);
    $feed.set({ status: 'fresh', source: 'network', records: fetched.records });
  } catch {
    // The build's list stays: it is what the page was made from, and a failed refresh is not news to the visitor.
    $feed.set({ status: 'failed', records: null });
  } finally {
    reader.release();
  }
}

/** The cached list while it is fresh; a copy that cannot be read is no copy. */
async function readCache(reader: LiveFeedReader): Promise<LiveFeedRecords | null> {
  const store = storage();
  const storedText = store === null ? null : readStoredFeedText(store);
  if (storedText === null) return null;
  try {
    return await reader.readCached(storedText, new Date());
  } catch {
    return null;
  }
}

/**
 * Makes sure the page has a list that covers every required stream: the cached one while
 * it is under 15 minutes old and knows them all, else one fetch from the API. The API is
 * asked at most once per page load (rules §7: "fetched once").
 */
async function checkFeed(reader: LiveFeedReader): Promise<void> {
  if (networkAsked) {
    checkQueued = false;
    return;
  }
  const cached = await readCache(reader);
  // Decided on what is required now: an island that seeded while the cache was read is counted.
  checkQueued = false;
  if (cached !== null && cacheCovers(cached, required)) {
    $feed.set({ status: 'fresh', source: 'cache', records: cached });
    return;
  }
  await fetchFromNetwork(reader);
}

/** The reading on the page itself, loaded one part per idle moment: zod, the contract's shared schemas, the list's own. */
async function readingOnThePage(): Promise<LiveFeedReader> {
  await loadSchemasAfter(whenIdle);
  await whenIdle();
  return (await import('../lib/live-feed-reading.ts')).liveFeedReading;
}

/** The reader once made: the page keeps one. */
let madeReader: LiveFeedReader | null = null;

/** The list's reader: a worker where the browser has them (zod never runs on the page), else the page itself. */
async function feedReader(): Promise<LiveFeedReader> {
  if (typeof Worker !== 'function') return (madeReader ??= await readingOnThePage());
  await whenIdle();
  return (madeReader ??= liveFeedWorkerReader(readingOnThePage));
}

/**
 * Checks the list once the browser is idle: the islands have drawn from the build's streams by then,
 * and those of one page have all seeded. Only then is the list read (by a worker, or by code loaded
 * then), so it is neither in the islands' first draw nor in the task that draws it. A nanostores task,
 * so tests (and `allTasks`) can wait for it.
 */
function queueCheck(): void {
  if (checkQueued) return;
  checkQueued = true;
  void task(async () => {
    let loaded: LiveFeedReader;
    try {
      loaded = await feedReader();
    } catch {
      // The page keeps the build's list, as when the API cannot be reached.
      checkQueued = false;
      $feed.set({ status: 'failed', records: null });
      return;
    }
    await checkFeed(loaded);
  });
}

/**
 * Adds the streams an island was built with (serialised into the page) and starts the API
 * refresh. A stream already seeded keeps its first copy; every seed is built from the same
 * data, so they agree.
 */
export function seedLiveStreams(streams: readonly LiveStream[]): void {
  const known = streamsByIdentifier($seeds.get());
  const added = [...streamsByIdentifier(streams).values()].filter((stream) => !known.has(stream.identifier));
  for (const stream of streams) required.add(stream.identifier);
  if (added.length > 0) $seeds.set([...$seeds.get(), ...added]);
  queueCheck();
}

/** Whether the trusted list says a stream is not there (only the network's answer can say so). */
export function isFeedAuthoritative(feed: LiveFeedState): feed is Extract<LiveFeedState, { status: 'fresh' }> {
  return feed.status === 'fresh' && feed.source === 'network';
}
