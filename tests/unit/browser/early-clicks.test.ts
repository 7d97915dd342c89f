import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  EARLY_CLICKS_GLOBAL,
  EARLY_CLICK_IDLE_WAIT_MS,
  giveUpEarlyClicks,
  PAGE_SCRIPTS_PENDING_EVENT,
  PAGE_SCRIPTS_SETTLED_EVENT,
  replayEarlyClicks,
  SEARCH_KEY_KIND,
  type EarlyClickKind,
  type EarlyClickState,
} from '../../../src/lib/browser/early-clicks.ts';
import { isSearchShortcut } from '../../../src/features/search/lib/trigger-conditions.ts';
import {
  captureEarlyClicks,
  type CaptureDocument,
  type CaptureWindow,
} from '../../../src/page-scripts/head/early-click-capture.ts';

/** An `<astro-island>`: `ssr` until it hydrates, then it says so with `astro:hydrate` (not bubbling). */
class FakeIsland {
  ssr = true;
  private readonly hydrated: (() => void)[] = [];
  addEventListener(type: string, listener: () => void) {
    if (type === 'astro:hydrate') this.hydrated.push(listener);
  }
  hydrate() {
    this.ssr = false;
    for (const listener of this.hydrated.splice(0)) listener();
  }
}

/** A control, enough for the capture script and the replay. */
class FakeControl {
  /** The island the control was drawn by, if any. */
  island: FakeIsland | null = null;
  readonly attributes = new Map<string, string>();
  readonly tagName: string;
  readonly id: number;
  /** A link's absolute address, as the DOM gives it. */
  readonly href: string;
  constructor(tagName: string, attributes: Record<string, string>, id = 0) {
    this.tagName = tagName;
    this.id = id;
    this.href = tagName === 'A' ? `https://example.org/search#${id}` : '';
    for (const [name, value] of Object.entries(attributes)) this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  closest(selector: string) {
    if (selector === 'astro-island[ssr]') return this.island?.ssr === true ? this.island : null;
    return selector === '[data-early-click]' && this.attributes.has('data-early-click') ? this : null;
  }
}

interface FakeClick {
  target: unknown;
  button?: number;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
}

/**
 * Runs the head script's click capture against a fake window and document (still loading unless
 * told otherwise) with a clock of its own; answers a click dispatcher, the window and the clock.
 */
function page({ loaded = false } = {}) {
  const listeners: { type: string; listener: (event: unknown) => void; capture: unknown }[] = [];
  let now = 0;
  const timers: { at: number; run: () => void }[] = [];
  const assign = vi.fn<(href: string) => void>();
  const opened = vi.fn<(href: string, target: string, features: string) => void>();
  let observed: (() => void) | undefined;
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: (event: unknown) => void, capture: unknown) =>
      listeners.push({ type, listener, capture }),
    setTimeout: (run: () => void, delay: number) => {
      const timer = { at: now + delay, run };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (timer: unknown) => {
      const index = timers.indexOf(timer as (typeof timers)[number]);
      if (index >= 0) timers.splice(index, 1);
    },
    // The browser's list of files the page finished loading, as the head script watches it.
    PerformanceObserver: class {
      constructor(callback: () => void) {
        observed = callback;
      }
      observe(options: { type: string }) {
        if (options.type !== 'resource') throw new Error(`unexpected ${options.type}`);
      }
    },
    location: { assign },
    open: opened,
  };
  const documentListeners: { type: string; listener: (event: unknown) => void; capture: unknown }[] = [];
  const document: Record<string, unknown> & { readyState: string; activeElement: unknown } = {
    readyState: loaded ? 'complete' : 'loading',
    activeElement: null,
    addEventListener: (type: string, listener: (event: unknown) => void, capture: unknown) =>
      documentListeners.push({ type, listener, capture }),
  };
  captureEarlyClicks(window as unknown as CaptureWindow, document as unknown as CaptureDocument);
  const fire = (eventType: string, event: Record<string, unknown> = {}) => {
    for (const { type, listener } of listeners) if (type === eventType) listener(event);
  };
  /** Dispatches an event on the document (the page scripts' progress, an island's hydration error). */
  const fireOnDocument = (eventType: string, event: Record<string, unknown> = {}) => {
    for (const { type, listener } of documentListeners) if (type === eventType) listener(event);
  };
  /** The page's module scripts are put in and on their way, then have all run or failed. */
  /** A file of the page (a script, an image) finished loading. */
  const fileArrived = () => observed?.();
  const scriptsPending = () => fireOnDocument(PAGE_SCRIPTS_PENDING_EVENT);
  const scriptsSettled = () => fireOnDocument(PAGE_SCRIPTS_SETTLED_EVENT);
  /** Dispatches a click; answers whether the capture kept it from its default. */
  const click = (event: FakeClick): boolean => {
    const preventDefault = vi.fn();
    fire('click', { button: 0, ...event, preventDefault });
    return preventDefault.mock.calls.length > 0;
  };
  /** The page's load event. */
  const load = () => {
    document.readyState = 'complete';
    fire('load');
  };
  /** Moves the clock on by `ms`, running the timers that fall due, in order. */
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const due = timers.filter((timer) => timer.at <= until).sort((a, b) => a.at - b.at)[0];
      if (due === undefined) break;
      timers.splice(timers.indexOf(due), 1);
      now = due.at;
      due.run();
    }
    now = until;
  };
  const state = () => window[EARLY_CLICKS_GLOBAL] as EarlyClickState<FakeControl>;
  /** Presses a key with `focused` focused; answers whether the capture kept it from its default. */
  const press = (event: Record<string, unknown>, focused: unknown): boolean => {
    document.activeElement = focused;
    const preventDefault = vi.fn();
    fire('keydown', { ctrlKey: false, metaKey: false, altKey: false, isComposing: false, ...event, preventDefault });
    return preventDefault.mock.calls.length > 0;
  };
  return {
    click,
    press,
    fire,
    fireOnDocument,
    fileArrived,
    scriptsPending,
    scriptsSettled,
    load,
    advance,
    assign,
    opened,
    window,
    listeners,
    documentListeners,
    state,
  };
}

const control = (kind: string, tagName = 'BUTTON', id = 0) =>
  new FakeControl(tagName, { 'data-early-click': kind }, id);

describe('early clicks: the head script keeps them', () => {
  it("keeps '/' pressed outside a field exactly when the search script would open the modal for it", () => {
    const tags = fc.constantFrom('INPUT', 'TEXTAREA', 'SELECT', 'A', 'BUTTON', 'DIV');
    const types = fc.constantFrom(undefined, 'text', 'search', 'checkbox', 'button', 'email', 'RADIO');
    const roles = fc.constantFrom(undefined, 'textbox', 'combobox', 'button', 'searchbox');
    fc.assert(
      fc.property(
        fc.record({
          key: fc.constantFrom('/', 'a', '?'),
          ctrlKey: fc.boolean(),
          metaKey: fc.boolean(),
          altKey: fc.boolean(),
          isComposing: fc.boolean(),
          defaultPrevented: fc.boolean(),
        }),
        fc.option(fc.record({ tag: tags, type: types, role: roles, editable: fc.boolean() }), { nil: null }),
        (event, element) => {
          const { press, state } = page();
          const focused =
            element === null
              ? null
              : Object.assign(
                  new FakeControl(element.tag, {
                    ...(element.type === undefined ? {} : { type: element.type }),
                    ...(element.role === undefined ? {} : { role: element.role }),
                  }),
                  { isContentEditable: element.editable },
                );
          const kept = press(event, focused);
          expect(kept).toBe(isSearchShortcut(event, focused));
          expect(state().queue).toHaveLength(kept ? 1 : 0);
          if (kept) expect(state().queue[0]?.kind).toBe(SEARCH_KEY_KIND);
        },
      ),
    );
  });

  it('gives up a kept click on a link that opens a new tab by opening its href in a new tab', () => {
    const { click, advance, assign, opened } = page();
    const share = Object.assign(control('share', 'A'), { target: '_blank' });
    expect(click({ target: share })).toBe(true);
    advance(EARLY_CLICK_IDLE_WAIT_MS);
    expect(opened).toHaveBeenCalledWith(share.href, '_blank', 'noopener');
    expect(assign).not.toHaveBeenCalled();
  });

  it("gives up a kept '/' by dropping it: the focused link is neither busy nor followed", () => {
    const { press, advance, assign, state } = page();
    const link = new FakeControl('A', {});
    expect(press({ key: '/' }, link)).toBe(true);
    expect(link.getAttribute('aria-busy')).toBeNull();
    advance(EARLY_CLICK_IDLE_WAIT_MS);
    expect(state().queue).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it("lets '/' through once the search script is ready", () => {
    const { press, state } = page();
    state().ready[SEARCH_KEY_KIND] = true;
    expect(press({ key: '/' }, null)).toBe(false);
  });

  it('listens on the window in the capture phase, before any other listener hears the click', () => {
    const { listeners } = page();
    expect(listeners).toEqual([
      { type: 'click', listener: expect.any(Function) as unknown, capture: true },
      { type: 'keydown', listener: expect.any(Function) as unknown, capture: true },
    ]);
  });

  it('keeps a click on a control whose script is not ready: no default, busy at once, queued', () => {
    const { click, state } = page();
    const play = control('player');
    expect(click({ target: play })).toBe(true);
    expect(play.getAttribute('aria-busy')).toBe('true');
    expect(state().queue).toEqual([{ kind: 'player', target: play }]);
  });

  it('leaves alone unmarked elements, ready kinds and modified clicks on links', () => {
    const { click, state } = page();
    expect(click({ target: new FakeControl('A', {}) })).toBe(false);
    expect(click({ target: null })).toBe(false);
    state().ready['search'] = true;
    expect(click({ target: control('search', 'A') })).toBe(false);
    const link = control('user-menu', 'A');
    for (const modifier of [
      { ctrlKey: true },
      { metaKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
    ]) {
      expect(click({ target: link, ...modifier })).toBe(false);
    }
    expect(link.getAttribute('aria-busy')).toBeNull();
    // A button does what it does with a modifier too: that click is kept.
    expect(click({ target: control('player'), ctrlKey: true })).toBe(true);
    expect(state().queue).toHaveLength(1);
  });
});

describe('early clicks: a kept click waits for its script while it is on its way', () => {
  const IDLE = EARLY_CLICK_IDLE_WAIT_MS;
  const islandControl = (kind: string, tagName = 'BUTTON', id = 0) =>
    Object.assign(control(kind, tagName, id), { island: new FakeIsland() });

  it('waits for the page scripts however long after load they come, and gives up a link they did not take', () => {
    const { click, load, advance, assign, state, scriptsPending, scriptsSettled, fileArrived } = page();
    const search = control('search', 'A', 7);
    load();
    click({ target: search });
    scriptsPending();
    // A slow network: files keep arriving, one every little while, long after the page loaded.
    for (let minute = 0; minute < 5; minute++) {
      advance(IDLE - 1);
      fileArrived();
    }
    expect(search.getAttribute('aria-busy')).toBe('true');
    expect(assign).not.toHaveBeenCalled();
    scriptsSettled();
    expect(search.getAttribute('aria-busy')).toBeNull();
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://example.org/search#7');
    expect(state().queue).toEqual([]);
  });

  it('gives up at once a click of a kind that no script of the page took, once they have all run', () => {
    const { click, load, assign, state, scriptsPending, scriptsSettled } = page();
    load();
    scriptsPending();
    scriptsSettled();
    click({ target: control('search', 'A', 2) });
    expect(assign).toHaveBeenCalledExactlyOnceWith('https://example.org/search#2');
    expect(state().queue).toEqual([]);
  });

  it('waits again while a swapped-in page brings scripts of its own', () => {
    const { click, assign, scriptsPending, scriptsSettled } = page({ loaded: true });
    scriptsPending();
    scriptsSettled();
    scriptsPending();
    const search = control('search', 'A', 4);
    click({ target: search });
    expect(search.getAttribute('aria-busy')).toBe('true');
    scriptsSettled();
    expect(assign).toHaveBeenCalledOnce();
  });

  it('keeps a click inside an island that has not hydrated until the island takes it, while files arrive', () => {
    const { click, load, advance, window, scriptsPending, scriptsSettled, fileArrived } = page();
    const menu = islandControl('user-menu');
    load();
    click({ target: menu });
    scriptsPending();
    scriptsSettled();
    for (let minute = 0; minute < 5; minute++) {
      advance(IDLE - 1);
      fileArrived();
    }
    expect(menu.getAttribute('aria-busy')).toBe('true');
    menu.island.hydrate();
    const replay = vi.fn();
    replayEarlyClicks('user-menu', replay, { ready: false, holder: window });
    expect(replay).toHaveBeenCalledExactlyOnceWith(menu);
  });

  it("gives up an island's click when the island says it will not take it", () => {
    const { click, window, state } = page({ loaded: true });
    const [menu, play] = [islandControl('user-menu'), control('player')];
    click({ target: menu });
    click({ target: play });
    menu.island.hydrate();
    giveUpEarlyClicks('user-menu', window);
    expect(menu.getAttribute('aria-busy')).toBeNull();
    expect(state().queue.map(({ target }) => target)).toEqual([play]);
  });

  it("gives up an island's click at once when that island fails to hydrate, and only that island's", () => {
    const { click, fireOnDocument, state } = page({ loaded: true });
    const [menu, other] = [islandControl('user-menu', 'BUTTON', 1), islandControl('player', 'BUTTON', 2)];
    click({ target: menu });
    click({ target: other });
    fireOnDocument('astro:hydration-error', { target: menu.island });
    expect(menu.getAttribute('aria-busy')).toBeNull();
    expect(state().queue.map(({ kind, target }) => ({ kind, target }))).toEqual([{ kind: 'player', target: other }]);
  });

  it('gives up every kept click once nothing has arrived for the idle wait (a request that hangs)', () => {
    const { click, advance, assign, scriptsPending, fileArrived, state } = page({ loaded: true });
    const [search, menu] = [control('search', 'A'), islandControl('user-menu')];
    click({ target: search });
    click({ target: menu });
    scriptsPending();
    advance(IDLE - 1);
    fileArrived();
    advance(IDLE - 1);
    expect(assign).not.toHaveBeenCalled();
    advance(1);
    expect(assign).toHaveBeenCalledOnce();
    expect(menu.getAttribute('aria-busy')).toBeNull();
    expect(state().queue).toEqual([]);
  });

  it('gives up a kept link that opens a new tab by opening its href in a new tab', () => {
    const { click, assign, opened, scriptsSettled } = page();
    const share = Object.assign(control('share', 'A'), { target: '_blank' });
    expect(click({ target: share })).toBe(true);
    scriptsSettled();
    expect(opened).toHaveBeenCalledWith(share.href, '_blank', 'noopener');
    expect(assign).not.toHaveBeenCalled();
  });

  it("drops a button's click: no longer busy, nothing followed, nothing replayed later", () => {
    const { click, assign, window, scriptsSettled } = page();
    const play = control('player');
    click({ target: play });
    scriptsSettled();
    expect(play.getAttribute('aria-busy')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    const replay = vi.fn();
    replayEarlyClicks('player', replay, { holder: window });
    expect(replay).not.toHaveBeenCalled();
  });

  it('leaves alone a click that was replayed in time', () => {
    const { click, load, advance, assign, window, scriptsSettled } = page();
    const search = control('search', 'A');
    click({ target: search });
    const replay = vi.fn(() => new Promise(() => {}));
    replayEarlyClicks('search', replay, { holder: window });
    load();
    scriptsSettled();
    advance(IDLE);
    expect(replay).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
    // Busy until the replayed work settles, which here it never does.
    expect(search.getAttribute('aria-busy')).toBe('true');
  });
});

describe('replayEarlyClicks', () => {
  it('replays each kept click of its kind once, in order, then lets the kind through', async () => {
    const { click, window, state } = page();
    const [first, search, second] = [
      control('player', 'BUTTON', 1),
      control('search', 'A', 2),
      control('player', 'BUTTON', 3),
    ];
    for (const target of [first, search, second]) click({ target });
    const replayed: number[] = [];
    let finish = () => {};
    const done = new Promise<void>((resolve) => (finish = resolve));
    replayEarlyClicks(
      'player',
      (target) => {
        replayed.push((target as unknown as FakeControl).id);
        return done;
      },
      { holder: window },
    );
    expect(replayed).toEqual([1, 3]);
    expect(state().queue).toEqual([{ kind: 'search', target: search }]);
    // Busy until the replayed work is done.
    await Promise.resolve();
    expect(first.getAttribute('aria-busy')).toBe('true');
    finish();
    await vi.waitFor(() => expect(first.getAttribute('aria-busy')).toBeNull());
    expect(second.getAttribute('aria-busy')).toBeNull();
    expect(search.getAttribute('aria-busy')).toBe('true');
    // From now on the player's own listener hears its clicks.
    expect(click({ target: control('player') })).toBe(false);
  });

  it('keeps capturing a kind replayed with { ready: false } (a stand-in drawn again on each page)', () => {
    const { click, window } = page();
    click({ target: control('user-menu') });
    const replay = vi.fn();
    replayEarlyClicks('user-menu', replay, { ready: false, holder: window });
    expect(replay).toHaveBeenCalledOnce();
    expect(click({ target: control('user-menu') })).toBe(true);
    replayEarlyClicks('user-menu', replay, { ready: false, holder: window });
    expect(replay).toHaveBeenCalledTimes(2);
  });

  it('survives a replay that throws: the control is no longer busy and the next click still replays', async () => {
    const { click, window } = page();
    const [broken, next] = [control('search', 'A', 1), control('search', 'A', 2)];
    click({ target: broken });
    click({ target: next });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const replayed: number[] = [];
    replayEarlyClicks(
      'search',
      (target) => {
        const id = (target as unknown as FakeControl).id;
        replayed.push(id);
        if (id === 1) throw new Error('no modal');
      },
      { holder: window },
    );
    expect(replayed).toEqual([1, 2]);
    await vi.waitFor(() => expect(broken.getAttribute('aria-busy')).toBeNull());
    expect(errors).toHaveBeenCalledOnce();
    errors.mockRestore();
  });

  it('on a page without the head script, the kind is simply ready and nothing replays', () => {
    const holder: Record<string, unknown> = {};
    const replay = vi.fn();
    replayEarlyClicks('watch', replay, { holder });
    expect(replay).not.toHaveBeenCalled();
    expect((holder[EARLY_CLICKS_GLOBAL] as EarlyClickState).ready['watch']).toBe(true);
  });

  const kinds: EarlyClickKind[] = ['player', 'search', 'user-menu', 'watch'];
  const step = fc.oneof(
    fc.record({ op: fc.constant('click' as const), kind: fc.constantFrom(...kinds) }),
    fc.record({ op: fc.constant('ready' as const), kind: fc.constantFrom(...kinds), markReady: fc.boolean() }),
    fc.record({ op: fc.constant('scripts-settled' as const) }),
  );

  it('property: each kept click replays once, in order, unless given up first; no click after ready is kept', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const { click, scriptsSettled, scriptsPending, window } = page();
        const waiting = new Map<string, number[]>(kinds.map((kind) => [kind, []]));
        const ready = new Set<string>();
        const replayCount = new Map<number, number>();
        steps.forEach((next, id) => {
          if (next.op === 'scripts-settled') {
            // The scripts on their way have all run: no click left waiting has a script to take it.
            scriptsSettled();
            for (const kind of kinds) waiting.set(kind, []);
            scriptsPending();
            return;
          }
          if (next.op === 'click') {
            const kept = click({ target: control(next.kind, 'BUTTON', id) });
            expect(kept).toBe(!ready.has(next.kind));
            if (kept) waiting.get(next.kind)?.push(id);
            return;
          }
          const replayed: number[] = [];
          replayEarlyClicks(
            next.kind,
            (target) => {
              const clickId = (target as unknown as FakeControl).id;
              replayed.push(clickId);
              replayCount.set(clickId, (replayCount.get(clickId) ?? 0) + 1);
            },
            { ready: next.markReady, holder: window },
          );
          expect(replayed).toEqual(waiting.get(next.kind));
          waiting.set(next.kind, []);
          if (next.markReady) ready.add(next.kind);
        });
        for (const count of replayCount.values()) expect(count).toBe(1);
      }),
    );
  });
});
