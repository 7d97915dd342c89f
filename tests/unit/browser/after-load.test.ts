import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import afterLoadDirective from '../../../src/islands/after-load-directive.ts';
import { afterLoad } from '../../../src/lib/browser/after-load.ts';

/** A window and document: events, frames, idle callbacks, the ready state and whether the page is seen. */
function fakePage(readyState: DocumentReadyState, visibilityState: DocumentVisibilityState = 'visible') {
  const events = new EventTarget();
  const idle: (() => void)[] = [];
  const frames: (() => void)[] = [];
  vi.stubGlobal(
    'window',
    Object.assign(events, {
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
    }),
  );
  vi.stubGlobal('document', { readyState, visibilityState });
  /** Runs the frames' callbacks, and those they ask for, then the tasks they queued (the frames are painted between). */
  const paint = async () => {
    while (frames.length > 0) for (const callback of frames.splice(0)) callback();
    await settle();
  };
  return { events, idle, frames, paint };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => vi.useRealTimers());
afterEach(() => vi.unstubAllGlobals());

describe('afterLoad (the player bar, and client:after-load islands)', () => {
  it('waits for the load event, then for the frames after it, then for an idle moment', async () => {
    const page = fakePage('interactive');
    const start = vi.fn();
    afterLoad(start);
    expect(page.frames).toHaveLength(0);
    page.events.dispatchEvent(new Event('load'));
    // The text of the page may only be drawn in the frame after load: nothing is asked for before it.
    expect(page.frames).toHaveLength(1);
    page.frames.shift()?.();
    await settle();
    // The first frame drawn: the task comes after the second.
    expect(page.idle).toHaveLength(0);
    await page.paint();
    expect(page.idle).toHaveLength(1);
    expect(start).not.toHaveBeenCalled();
    page.idle[0]?.();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the first interaction, once', async () => {
    const page = fakePage('interactive');
    const start = vi.fn();
    afterLoad(start);
    page.events.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
    page.events.dispatchEvent(new Event('keydown'));
    page.events.dispatchEvent(new Event('load'));
    await page.paint();
    page.idle[0]?.();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for the next frame at once when the page has already loaded', async () => {
    const page = fakePage('complete');
    afterLoad(vi.fn());
    expect(page.frames).toHaveLength(1);
    await page.paint();
    expect(page.idle).toHaveLength(1);
  });

  it('waits for no frame on a hidden page, which paints none', () => {
    const page = fakePage('complete', 'hidden');
    afterLoad(vi.fn());
    expect(page.frames).toHaveLength(0);
    expect(page.idle).toHaveLength(1);
  });
});

describe('client:after-load', () => {
  it('loads and hydrates its island once, after load, a painted frame and an idle moment', async () => {
    const page = fakePage('interactive');
    const hydrate = vi.fn(() => Promise.resolve());
    const load = vi.fn(() => Promise.resolve(hydrate));
    afterLoadDirective(load, { name: 'UserMenu', value: '' }, {} as HTMLElement);
    page.events.dispatchEvent(new Event('load'));
    await page.paint();
    expect(load).not.toHaveBeenCalled();
    page.idle[0]?.();
    page.events.dispatchEvent(new Event('touchstart'));
    // The hydration waits for its turn in the page's queue, one yield to the main thread away.
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });
});
