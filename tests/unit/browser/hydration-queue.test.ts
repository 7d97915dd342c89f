import { describe, expect, it, vi } from 'vitest';
import { createHydrationQueue, type Hydrate } from '../../../src/lib/browser/hydration-queue.ts';

/** A yield the test releases by hand: each call waits until `release()` is called once. */
function manualYield() {
  const waiting: (() => void)[] = [];
  const yieldNow = () => new Promise<void>((resolve) => waiting.push(resolve));
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    yieldNow,
    waiting: () => waiting.length,
    release: async () => {
      waiting.shift()?.();
      await flush();
    },
    flush,
  };
}

describe('createHydrationQueue', () => {
  it('hydrates one island per turn, in order, yielding to the main thread before each', async () => {
    const turns = manualYield();
    const queue = createHydrationQueue(turns.yieldNow);
    const hydrated: string[] = [];
    const island = (name: string): Promise<Hydrate> => Promise.resolve(() => void hydrated.push(name));
    void queue(island('user menu'));
    void queue(island('flash messages'));
    void queue(island('live banner'));
    await turns.flush();
    expect(hydrated).toEqual([]);
    expect(turns.waiting()).toBe(1);
    await turns.release();
    expect(hydrated).toEqual(['user menu']);
    await turns.release();
    expect(hydrated).toEqual(['user menu', 'flash messages']);
    await turns.release();
    expect(hydrated).toEqual(['user menu', 'flash messages', 'live banner']);
  });

  it('lets the islands load in parallel: a slow first load holds back only the hydrations after it', async () => {
    const turns = manualYield();
    const queue = createHydrationQueue(turns.yieldNow);
    const second = vi.fn();
    let loadFirst: (hydrate: Hydrate) => void = () => undefined;
    const secondLoad = vi.fn(() => Promise.resolve(second));
    void queue(new Promise<Hydrate>((resolve) => (loadFirst = resolve)));
    void queue(secondLoad());
    expect(secondLoad).toHaveBeenCalled();
    await turns.flush();
    expect(turns.waiting()).toBe(0);
    loadFirst(() => undefined);
    await turns.flush();
    await turns.release();
    await turns.release();
    expect(second).toHaveBeenCalledOnce();
  });

  it('goes on to the next island when one fails to load', async () => {
    const turns = manualYield();
    const queue = createHydrationQueue(turns.yieldNow);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const next = vi.fn();
    void queue(Promise.reject(new Error('chunk gone')));
    void queue(Promise.resolve(next));
    await turns.flush();
    await turns.release();
    expect(next).toHaveBeenCalledOnce();
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });
});
