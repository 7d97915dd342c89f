import '../../../stores/support/storage-stub.ts';
import { allTasks } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocalStorage } from '../../../stores/support/storage-stub.ts';
import { listPage, nextMicrotask, serveApi } from './support/live-api.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

vi.mock('../../../../../src/config/site.ts', () => import('../../../support/site-config.ts'));

const NOW = new Date('2026-11-21T12:00:00Z');

/** The clock and list stores as a new page load finds them. */
async function pageLoad() {
  vi.resetModules();
  const streams = await import('../../../../../src/features/live/stores/live-streams.ts');
  const clock = await import('../../../../../src/features/live/stores/live-clock.ts');
  return { ...streams, ...clock };
}

/** Subscribes to `$now` like an island does, recording every instant it announces. */
function watch($now: { subscribe: (listener: (now: Date | null) => void) => () => void }) {
  const seen: (number | null)[] = [];
  const stop = $now.subscribe((now) => seen.push(now === null ? null : now.getTime()));
  return { seen, stop };
}

async function settle(): Promise<void> {
  await nextMicrotask();
  await allTasks();
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
  // The list is read once the browser is idle (src/features/live/stores/live-streams.ts): at once here, so that
  // the fake timers count the clock's alone.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => queueMicrotask(callback));
});

afterEach(() => {
  vi.runOnlyPendingTimers();
  memoryLocalStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('$now', () => {
  it('starts null, as the server render and hydration read it: nothing is decided at build time', async () => {
    const { $now } = await pageLoad();
    expect($now.init).toBeNull();
    expect($now.value).toBeNull();
  });

  it('is set on load and every 5 seconds while any live stream exists', async () => {
    serveApi(() => listPage([buildLiveStream()]));
    const { $now, seedLiveStreams } = await pageLoad();
    seedLiveStreams([buildLiveStream()]);
    const { seen, stop } = watch($now);
    await settle();
    vi.advanceTimersByTime(4_999);
    expect(seen).toEqual([NOW.getTime()]);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual([0, 5_000, 10_000, 15_000].map((ms) => NOW.getTime() + ms));
    stop();
  });

  it('is set once on load and never ticks when there is no live stream', async () => {
    serveApi(() => listPage([]));
    const { $now, seedLiveStreams } = await pageLoad();
    seedLiveStreams([]);
    const { seen, stop } = watch($now);
    await settle();
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual([NOW.getTime()]);
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });

  it('stops ticking when the API answers that no stream is left', async () => {
    serveApi(() => listPage([]));
    const { $now, seedLiveStreams } = await pageLoad();
    seedLiveStreams([buildLiveStream()]);
    const { seen, stop } = watch($now);
    vi.advanceTimersByTime(5_000);
    expect(seen).toHaveLength(2);
    await settle();
    vi.advanceTimersByTime(30_000);
    expect(seen).toHaveLength(2);
    stop();
  });

  it('starts ticking when the API reveals a stream the build did not have', async () => {
    serveApi(() => listPage([buildLiveStream({ identifier: 'added-after-build' })]));
    const { $now, seedLiveStreams } = await pageLoad();
    seedLiveStreams([]);
    const { seen, stop } = watch($now);
    vi.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(1);
    await settle();
    vi.advanceTimersByTime(10_000);
    expect(seen).toHaveLength(3);
    stop();
  });

  it('stops its timer when the last island unsubscribes', async () => {
    serveApi(() => listPage([buildLiveStream()]));
    const { $now, seedLiveStreams } = await pageLoad();
    seedLiveStreams([buildLiveStream()]);
    const { stop } = watch($now);
    await settle();
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    stop();
    // nanostores waits a second before unmounting a store, then the list it followed.
    vi.advanceTimersByTime(2_000);
    expect(vi.getTimerCount()).toBe(0);
  });
});
