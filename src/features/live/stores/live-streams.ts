import { atom, computed, task, type ReadableAtom } from 'nanostores';
import { site } from '../../../config/site.ts';
import type { LiveStream } from '#lib/api/live-stream.ts';
import { loadSchemasAfter } from '#lib/api/schemas-after.ts';
import { whenIdle } from '#lib/browser/when-idle.ts';
import type { LiveFeedStorage } from '../lib/live-feed-cache.ts';
import type { LiveFeedRecords } from '../lib/live-feed-records.ts';
import { mergeLiveStreams, streamsByIdentifier } from '../lib/merge-live-streams.ts';

/** The code that reads and validates the list (with zod), loaded only when the list is to be read. */
type FeedReading = typeof import('../lib/live-feed-reading.ts');

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

async function fetchFromNetwork({ fetchLiveFeed, saveLiveFeed, readLiveStreamRecords }: FeedReading): Promise<void> {
  networkAsked = true;
  $feed.set({ status: 'loading', records: null });
  try {
    const records = await fetchLiveFeed({
      fetch: (input, init) => globalThis.fetch(input, init),
      apiBase: site.apiBase,
    });
    const store = storage();
    if (store !== null) saveLiveFeed(store, records, new Date());
    $feed.set({ status: 'fresh', source: 'network', records: readLiveStreamRecords(records) });
  } catch {
    // The build's list stays: it is what the page was made from, and a failed refresh is not news to the visitor.
    $feed.set({ status: 'failed', records: null });
  }
}

/**
 * Makes sure the page has a list that covers every required stream: the cached one while
 * it is under 15 minutes old and knows them all, else one fetch from the API. The API is
 * asked at most once per page load (rules §7: "fetched once").
 */
function checkFeed(reading: FeedReading): void {
  checkQueued = false;
  if (networkAsked) return;
  const store = storage();
  const cached = store === null ? null : reading.readLiveFeed(store, new Date());
  if (cached !== null && reading.cacheCovers(cached, required)) {
    $feed.set({ status: 'fresh', source: 'cache', records: cached });
    return;
  }
  // A nanostores task, so tests (and `allTasks`) can wait for the refresh.
  void task(() => fetchFromNetwork(reading));
}

/**
 * The reading code, loaded one part per idle moment: zod, the contract's shared schemas built with it,
 * then the live stream's, so that no part makes one long task with the others.
 */
async function loadFeedReading(): Promise<FeedReading> {
  await loadSchemasAfter(whenIdle);
  await whenIdle();
  return import('../lib/live-feed-reading.ts');
}

/**
 * Checks the list once the browser is idle: the islands have drawn from the build's streams by then,
 * and those of one page have all seeded. Only then is the reading code (zod, the contract's schema)
 * loaded, so it is neither in the islands' first draw nor in the task that draws it. A nanostores task,
 * so tests (and `allTasks`) can wait for it.
 */
function queueCheck(): void {
  if (checkQueued) return;
  checkQueued = true;
  void task(async () => {
    let reading: FeedReading;
    try {
      reading = await loadFeedReading();
    } catch {
      // The page keeps the build's list, as when the API cannot be reached.
      checkQueued = false;
      $feed.set({ status: 'failed', records: null });
      return;
    }
    checkFeed(reading);
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

/**
 * Asks for a stream the page was not built with (a stream page served by a shell): the
 * cached list is used only if it holds the stream, else the API is asked.
 */
export function requireLiveStream(identifier: string): void {
  required.add(identifier);
  queueCheck();
}

/** Whether the trusted list says a stream is not there (only the network's answer can say so). */
export function isFeedAuthoritative(feed: LiveFeedState): feed is Extract<LiveFeedState, { status: 'fresh' }> {
  return feed.status === 'fresh' && feed.source === 'network';
}
