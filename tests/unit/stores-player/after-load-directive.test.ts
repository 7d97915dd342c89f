import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import afterLoad from '../../../src/islands/player/after-load-directive.ts';

/** A window and document for the directive: events, idle callbacks and the ready state. */
function fakePage(readyState: DocumentReadyState) {
  const events = new EventTarget();
  const idle: (() => void)[] = [];
  vi.stubGlobal('window', Object.assign(events, { requestIdleCallback: (callback: () => void) => idle.push(callback) }));
  vi.stubGlobal('document', { readyState });
  return { events, idle };
}

function island() {
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  afterLoad(load, { name: 'PlayerBar', value: '' }, {} as HTMLElement);
  return { load, hydrate };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => vi.useRealTimers());
afterEach(() => vi.unstubAllGlobals());

describe('client:after-load', () => {
  it('waits for the load event, then for an idle moment', async () => {
    const page = fakePage('interactive');
    const { load, hydrate } = island();
    expect(page.idle).toHaveLength(0);
    page.events.dispatchEvent(new Event('load'));
    expect(load).not.toHaveBeenCalled();
    page.idle[0]?.();
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('hydrates at the first interaction, once', async () => {
    const page = fakePage('interactive');
    const { load, hydrate } = island();
    page.events.dispatchEvent(new Event('pointerdown'));
    page.events.dispatchEvent(new Event('keydown'));
    page.events.dispatchEvent(new Event('load'));
    page.idle[0]?.();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('asks for an idle moment at once when the page has already loaded', () => {
    const page = fakePage('complete');
    island();
    expect(page.idle).toHaveLength(1);
  });
});
