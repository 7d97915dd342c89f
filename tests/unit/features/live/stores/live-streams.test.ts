import '../../../stores/support/storage-stub.ts';
import { allTasks } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedFeedText } from '../../../../../src/features/live/lib/live-feed-cache.ts';
import { LIVE_FEED_CACHE_KEY } from '../../../../../src/features/live/lib/live-feed-storage.ts';
import { json } from '../../../auth-client/support/fake-fetch.ts';
import { memoryLocalStorage } from '../../../stores/support/storage-stub.ts';
import { LIVE_STREAMS_URL, listPage, nextMicrotask, serveApi } from './support/live-api.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

vi.mock('../../../../../src/config/site.ts', () => import('../../../support/site-config.ts'));

const NOW = new Date('2026-11-21T12:00:00Z');
const MINUTE = 60_000;

const built = buildLiveStream({ identifier: 'winter-serenade', description: '<p>Built <em>copy</em>.</p>' });
const other = buildLiveStream({ identifier: 'spring-gala', start_date_time: '2027-03-20T00:30:00Z' });
const rescheduled = buildLiveStream({
  identifier: 'winter-serenade',
  start_date_time: '2026-12-06T01:30:00Z',
  description: '<p>Unsanitised <img src=x onerror=alert(1)></p>',
});

/** The store modules as a new page load finds them: nothing seeded, the API not asked yet. */
async function pageLoad() {
  vi.resetModules();
  return import('../../../../../src/features/live/stores/live-streams.ts');
}

/** Waits until the stores have decided how to refresh and any fetch has finished. */
async function settle(): Promise<void> {
  await nextMicrotask();
  await allTasks();
}

function cacheAt(savedAt: Date, streams = [built, other]): void {
  memoryLocalStorage.setItem(LIVE_FEED_CACHE_KEY, storedFeedText(streams, savedAt));
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});

afterEach(() => {
  memoryLocalStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('$liveStreams', () => {
  it("starts from the build's data, then shows the API's list with the build's sanitised HTML", async () => {
    const requests = serveApi(() => listPage([rescheduled, other]));
    const { $liveStreams, $liveFeed, seedLiveStreams } = await pageLoad();
    seedLiveStreams([built]);
    expect($liveStreams.get()).toEqual([built]);
    await settle();
    expect(requests.map((request) => request.url)).toEqual([LIVE_STREAMS_URL]);
    expect($liveFeed.get()).toMatchObject({ status: 'fresh', source: 'network' });
    expect($liveStreams.get().map((stream) => [stream.identifier, stream.start_date_time, stream.description])).toEqual(
      [
        ['winter-serenade', '2026-12-06T01:30:00Z', built.description],
        ['spring-gala', other.start_date_time, '<p>Strings by candlelight.</p>'],
      ],
    );
  });

  it('reads the list only once the browser is idle: the islands draw from the build first', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const requests = serveApi(() => listPage([rescheduled]));
    const { $liveStreams, $liveFeed, seedLiveStreams } = await pageLoad();
    seedLiveStreams([built]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(requests).toEqual([]);
    expect($liveFeed.get()).toEqual({ status: 'idle', records: null });
    expect($liveStreams.get()).toEqual([built]);
    expect(idle).toHaveLength(1);
    // zod and the schemas built with it, one part per idle moment: each asked for once the previous has run.
    for (let ran = 0; ran < idle.length; ran += 1) {
      expect(requests).toEqual([]);
      idle[ran]?.();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(idle.length).toBeGreaterThan(1);
    await allTasks();
    expect(requests.map((request) => request.url)).toEqual([LIVE_STREAMS_URL]);
    expect($liveFeed.get()).toMatchObject({ status: 'fresh', source: 'network' });
  });

  it('reads the list in a worker where the browser has one, then lets the worker go', async () => {
    const { answerLiveFeedQuestion } = await import('../../../../../src/features/live/lib/live-feed-reading.ts');
    const started: { url: string; options: WorkerOptions | undefined; terminated: boolean }[] = [];
    /** Stands in for the browser's Worker: answers each message through the worker's own code. */
    class InProcessWorker extends EventTarget {
      readonly #record: (typeof started)[number];
      constructor(url: URL, options?: WorkerOptions) {
        super();
        this.#record = { url: url.href, options, terminated: false };
        started.push(this.#record);
      }
      postMessage(question: Parameters<typeof answerLiveFeedQuestion>[0]): void {
        void answerLiveFeedQuestion(question).then((answer) =>
          this.dispatchEvent(new MessageEvent('message', { data: structuredClone(answer) })),
        );
      }
      terminate(): void {
        this.#record.terminated = true;
      }
    }
    vi.stubGlobal('Worker', InProcessWorker);
    const requests = serveApi(() => listPage([rescheduled, other]));
    const { $liveStreams, $liveFeed, seedLiveStreams } = await pageLoad();
    seedLiveStreams([built]);
    await settle();
    expect(started).toHaveLength(1);
    expect(started[0]?.url).toMatch(/\/live-feed-worker\.ts$/);
    expect(started[0]?.options).toEqual({ type: 'module', name: 'live-feed' });
    expect(started[0]?.terminated).toBe(true);
    expect(requests.map((request) => request.url)).toEqual([LIVE_STREAMS_URL]);
    expect($liveFeed.get()).toMatchObject({ status: 'fresh', source: 'network' });
    expect($liveStreams.get().map((stream) => stream.start_date_time)).toEqual([
      rescheduled.start_date_time,
      other.start_date_time,
    ]);
    expect(memoryLocalStorage.getItem(LIVE_FEED_CACHE_KEY)).not.toBeNull();
  });

  it('asks the API at most once per page load, however many islands seed', async () => {
    const requests = serveApi(() => listPage([built, other]));
    const { seedLiveStreams } = await pageLoad();
    seedLiveStreams([built]);
    seedLiveStreams([other]);
    await settle();
    seedLiveStreams([buildLiveStream({ identifier: 'late-island' })]);
    await settle();
    expect(requests).toHaveLength(1);
  });

  it('caches the answer in localStorage with the time it was fetched', async () => {
    serveApi(() => listPage([built]));
    const { seedLiveStreams } = await pageLoad();
    seedLiveStreams([built]);
    await settle();
    const stored = JSON.parse(memoryLocalStorage.getItem(LIVE_FEED_CACHE_KEY) ?? 'null') as {
      savedAt: number;
      records: unknown[];
    };
    expect(stored.savedAt).toBe(NOW.getTime());
    expect(stored.records).toEqual([JSON.parse(JSON.stringify(built))]);
  });

  it('uses a cache under 15 minutes old without asking the API', async () => {
    cacheAt(new Date(NOW.getTime() - 15 * MINUTE + 1), [rescheduled, other]);
    const requests = serveApi(() => listPage([]));
    const { $liveStreams, $liveFeed, seedLiveStreams } = await pageLoad();
    seedLiveStreams([built]);
    await settle();
    expect(requests).toEqual([]);
    expect($liveFeed.get()).toMatchObject({ status: 'fresh', source: 'cache' });
    expect($liveStreams.get()[0]?.start_date_time).toBe(rescheduled.start_date_time);
  });

  it('asks the API again once the cache is 15 minutes old', async () => {
    cacheAt(new Date(NOW.getTime() - 15 * MINUTE));
    const requests = serveApi(() => listPage([built]));
    const { seedLiveStreams } = await pageLoad();
    seedLiveStreams([built]);
    await settle();
    expect(requests).toHaveLength(1);
  });

  it('asks the API when the cache lacks a stream the page was built with (the cache predates the build)', async () => {
    cacheAt(new Date(NOW.getTime() - MINUTE), [other]);
    const requests = serveApi(() => listPage([built, other]));
    const { $liveFeed, seedLiveStreams } = await pageLoad();
    seedLiveStreams([built]);
    await settle();
    expect(requests).toHaveLength(1);
    expect($liveFeed.get()).toMatchObject({ status: 'fresh', source: 'network' });
  });

  it("keeps the build's list when the API fails", async () => {
    serveApi(() => json(503, { detail: 'Down for maintenance' }));
    const { $liveStreams, $liveFeed, seedLiveStreams } = await pageLoad();
    seedLiveStreams([built, other]);
    await settle();
    expect($liveFeed.get()).toEqual({ status: 'failed', records: null });
    expect($liveStreams.get()).toEqual([built, other]);
  });

  it('shows a stream removed since the build as gone only on the network answer', async () => {
    serveApi(() => listPage([other]));
    const { $liveStreams, $liveFeed, seedLiveStreams, isFeedAuthoritative } = await pageLoad();
    seedLiveStreams([built, other]);
    await settle();
    expect(isFeedAuthoritative($liveFeed.get())).toBe(true);
    expect($liveStreams.get()).toEqual([other]);
  });
});
