import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import afterLoadDirective from '../../../src/islands/after-load-directive.ts';
import { afterLoad } from '../../../src/lib/browser/after-load.ts';

/** A window and document: events, idle callbacks and the ready state. */
function fakePage(readyState: DocumentReadyState) {
  const events = new EventTarget();
  const idle: (() => void)[] = [];
  vi.stubGlobal(
    'window',
    Object.assign(events, { requestIdleCallback: (callback: () => void) => idle.push(callback) }),
  );
  vi.stubGlobal('document', { readyState });
  return { events, idle };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => vi.useRealTimers());
afterEach(() => vi.unstubAllGlobals());

describe('afterLoad (the player bar, and client:after-load islands)', () => {
  it('waits for the load event, then for an idle moment', () => {
    const page = fakePage('interactive');
    const start = vi.fn();
    afterLoad(start);
    expect(page.idle).toHaveLength(0);
    page.events.dispatchEvent(new Event('load'));
    expect(start).not.toHaveBeenCalled();
    page.idle[0]?.();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the first interaction, once', () => {
    const page = fakePage('interactive');
    const start = vi.fn();
    afterLoad(start);
    page.events.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
    page.events.dispatchEvent(new Event('keydown'));
    page.events.dispatchEvent(new Event('load'));
    page.idle[0]?.();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('asks for an idle moment at once when the page has already loaded', () => {
    const page = fakePage('complete');
    afterLoad(vi.fn());
    expect(page.idle).toHaveLength(1);
  });
});

describe('client:after-load', () => {
  it('loads and hydrates its island once, after load and an idle moment', async () => {
    const page = fakePage('interactive');
    const hydrate = vi.fn(() => Promise.resolve());
    const load = vi.fn(() => Promise.resolve(hydrate));
    afterLoadDirective(load, { name: 'UserMenu', value: '' }, {} as HTMLElement);
    page.events.dispatchEvent(new Event('load'));
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
