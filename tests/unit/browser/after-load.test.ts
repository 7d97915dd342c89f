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

describe('client:after-load="<mark>"', () => {
  /** The page's `<html>` with its attributes, and the MutationObserver the directive watches it with. */
  function markablePage() {
    const attributes = new Set<string>();
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'MutationObserver',
      class {
        readonly changed: () => void;
        constructor(changed: () => void) {
          this.changed = changed;
        }
        observe() {
          observers.push(this.changed);
        }
        disconnect() {
          observers.splice(observers.indexOf(this.changed), 1);
        }
      },
    );
    const page = fakePage('complete');
    Object.assign(document, { documentElement: { hasAttribute: (name: string) => attributes.has(name) } });
    const mark = (name: string) => {
      attributes.add(name);
      for (const changed of [...observers]) changed();
    };
    return { ...page, mark, observers };
  }

  /** An island element that keeps its attributes. */
  function island() {
    const attributes = new Map<string, string>();
    const element = {
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      removeAttribute: (name: string) => attributes.delete(name),
    } as unknown as HTMLElement;
    return { element, attributes };
  }

  it('loads nothing while the page lacks the mark, says so on the island, and hydrates at once when it is set', async () => {
    const page = markablePage();
    const hydrate = vi.fn(() => Promise.resolve());
    const load = vi.fn(() => Promise.resolve(hydrate));
    const { element, attributes } = island();
    afterLoadDirective(load, { name: 'PlayerBar', value: 'data-player-queued' }, element);
    expect(attributes.get('data-awaits-mark')).toBe('data-player-queued');
    await page.paint();
    page.idle.splice(0).forEach((callback) => callback());
    page.events.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(load).not.toHaveBeenCalled();

    // Set later, by something the visitor did: hydrated at once, without waiting for an idle moment.
    page.mark('data-player-queued');
    expect(attributes.has('data-awaits-mark')).toBe(false);
    expect(page.observers).toHaveLength(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
    expect(page.idle).toHaveLength(0);
  });

  it('hydrates as without a mark when the page carries it from the start', async () => {
    const page = markablePage();
    page.mark('data-signed-in');
    const hydrate = vi.fn(() => Promise.resolve());
    const { element, attributes } = island();
    afterLoadDirective(() => Promise.resolve(hydrate), { name: 'UserMenu', value: 'data-signed-in' }, element);
    expect(attributes.has('data-awaits-mark')).toBe(false);
    await page.paint();
    page.idle.splice(0).forEach((callback) => callback());
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });
});
