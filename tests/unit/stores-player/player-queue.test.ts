import '../stores/support/storage-stub.ts';
import { allTasks, cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_ITEM_STORAGE_KEY, QUEUE_STORAGE_KEY } from '../../../src/lib/player/queue-persistence.ts';
import { memoryLocalStorage } from '../stores/support/storage-stub.ts';
import { makeItem } from '../player/support/queue-items.ts';

type QueueStore = typeof import('../../../src/stores/player/queue.ts');

/** A fresh copy of the queue store, as a new page gets. */
async function freshStore(): Promise<QueueStore> {
  vi.resetModules();
  return import('../../../src/stores/player/queue.ts');
}

const saved = () => ({
  queue: JSON.parse(memoryLocalStorage.getItem(QUEUE_STORAGE_KEY) ?? 'null') as { performance_id: number }[] | null,
  current: JSON.parse(memoryLocalStorage.getItem(CURRENT_ITEM_STORAGE_KEY) ?? 'null') as number | null,
});

let store: QueueStore;

beforeEach(async () => {
  memoryLocalStorage.clear();
  store = await freshStore();
});

afterEach(async () => {
  await allTasks();
  cleanStores(store.$queue, store.$currentItem, store.$canNext, store.$canPrevious);
});

describe('the queue store', () => {
  it('starts empty and stopped', () => {
    expect(store.$queue.get()).toEqual({ items: [], current: -1, status: 'stopped' });
    expect(store.$currentItem.get()).toBeNull();
  });

  it('plays now, adds to the queue and moves with next and previous, by the spec rules', () => {
    store.enqueueItem(makeItem(1));
    expect(store.$queue.get()).toMatchObject({ current: 0, status: 'paused' });
    store.playItemNow(makeItem(2));
    expect(store.$queue.get()).toMatchObject({ current: 1, status: 'playing' });
    expect(store.$canNext.get()).toBe(false);
    expect(store.$canPrevious.get()).toBe(true);
    store.previous();
    expect(store.$currentItem.get()?.performance_id).toBe(201);
    store.next();
    store.next();
    expect(store.$queue.get().current).toBe(1);
    store.pause();
    expect(store.$queue.get().status).toBe('paused');
    store.resume();
    expect(store.$queue.get().status).toBe('playing');
  });

  it('jumps to an item and plays it; removing the current item pauses; emptying stops', () => {
    store.enqueueItem(makeItem(1));
    store.enqueueItem(makeItem(2));
    store.jumpTo(1);
    expect(store.$queue.get()).toMatchObject({ current: 1, status: 'playing' });
    store.remove(1);
    expect(store.$queue.get()).toMatchObject({ current: 0, status: 'paused' });
    store.remove(0);
    expect(store.$queue.get()).toEqual({ items: [], current: -1, status: 'stopped' });
  });

  it('advances when an item finishes and pauses after the last one', () => {
    store.playItemNow(makeItem(1));
    store.enqueueItem(makeItem(2));
    store.itemFinished();
    expect(store.$queue.get()).toMatchObject({ current: 1, status: 'playing' });
    store.itemFinished();
    expect(store.$queue.get()).toMatchObject({ current: 1, status: 'paused' });
    store.playerPlayed();
    expect(store.$queue.get().status).toBe('playing');
    store.playerFinished();
    expect(store.$queue.get().status).toBe('paused');
  });

  it('keeps the queue and the current item under `queue` and `current-item`', () => {
    store.enqueueItem(makeItem(1));
    store.playItemNow(makeItem(2));
    expect(saved().queue?.map((item) => item.performance_id)).toEqual([201, 202]);
    expect(saved().current).toBe(1);
    store.remove(0);
    expect(saved()).toMatchObject({ current: 0 });
  });

  it('puts fresh links on every item of a recording', () => {
    store.enqueueItem(makeItem(1));
    const links = { broadband_standard_dynamics: 'https://media.test/new.m4a' };
    store.refreshItemLinks(makeItem(1).recording_uuid, { stream_links: links, expires: '2026-11-22T00:00:00.000Z' });
    expect(store.$currentItem.get()).toMatchObject({
      stream_links: links,
      stream_links_expires: '2026-11-22T00:00:00.000Z',
    });
  });
});

describe('restoring the saved queue at start-up', () => {
  function saveQueue(items: ReturnType<typeof makeItem>[], current: number): void {
    memoryLocalStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify(items));
    memoryLocalStorage.setItem(CURRENT_ITEM_STORAGE_KEY, JSON.stringify(current));
  }

  it('restores the queue and current item, paused, and drops compositions that now answer 404', async () => {
    saveQueue([makeItem(1), makeItem(2), makeItem(3)], 2);
    const exists = vi.fn((identifier: string) => Promise.resolve(identifier !== 'composition-1'));
    const restoring = store.restoreSavedQueue(exists);
    expect(store.$queue.get()).toMatchObject({ current: 2, status: 'paused' });
    await restoring;
    expect(store.$queue.get().items.map((item) => item.composition_identifier)).toEqual([
      'composition-2',
      'composition-3',
    ]);
    expect(store.$queue.get().current).toBe(1);
    expect(saved().queue?.map((item) => item.performance_id)).toEqual([202, 203]);
    expect(exists.mock.calls.map(([identifier]) => identifier).sort()).toEqual([
      'composition-1',
      'composition-2',
      'composition-3',
    ]);
  });

  it('keeps every item when the check cannot tell (network error or server error)', async () => {
    saveQueue([makeItem(1), makeItem(2)], 0);
    await store.restoreSavedQueue((identifier) =>
      identifier === 'composition-1' ? Promise.reject(new TypeError('offline')) : Promise.resolve(true),
    );
    expect(store.$queue.get().items).toHaveLength(2);
  });

  it('applies the drop to what the visitor did while the check ran', async () => {
    saveQueue([makeItem(1)], 0);
    let answer: (value: boolean) => void = () => undefined;
    const restoring = store.restoreSavedQueue(() => new Promise((resolve) => (answer = resolve)));
    store.playItemNow(makeItem(2));
    answer(false);
    await restoring;
    expect(store.$queue.get()).toMatchObject({ current: 0, status: 'playing' });
    expect(store.$currentItem.get()?.performance_id).toBe(202);
  });

  it('starts empty when nothing (or garbage) was saved, and runs once', async () => {
    memoryLocalStorage.setItem(QUEUE_STORAGE_KEY, '{not json');
    const exists = vi.fn(() => Promise.resolve(true));
    await store.restoreSavedQueue(exists);
    await store.restoreSavedQueue(exists);
    expect(store.$queue.get().items).toEqual([]);
    expect(exists).not.toHaveBeenCalled();
  });
});
