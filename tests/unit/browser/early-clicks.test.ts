import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  EARLY_CLICKS_GLOBAL,
  replayEarlyClicks,
  type EarlyClickKind,
  type EarlyClickState,
} from '../../../src/lib/browser/early-clicks.ts';
import { earlyClickCapture } from '../../../src/page-scripts/early-click-capture.ts';

/** A control, enough for the capture script and the replay. */
class FakeControl {
  readonly attributes = new Map<string, string>();
  readonly tagName: string;
  readonly id: number;
  constructor(tagName: string, attributes: Record<string, string>, id = 0) {
    this.tagName = tagName;
    this.id = id;
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

/** Runs the head script's capture text against a fake window; answers a click dispatcher and the window. */
function page() {
  const listeners: { type: string; listener: (event: unknown) => void; capture: unknown }[] = [];
  const window: Record<string, unknown> = {
    addEventListener: (type: string, listener: (event: unknown) => void, capture: unknown) =>
      listeners.push({ type, listener, capture }),
  };
  // The inline script is text the page runs as it is; the test runs that same text against the fakes.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the script's text is what is tested.
  const capture = new Function('window', earlyClickCapture()) as (window: unknown) => void;
  capture(window);
  /** Dispatches a click; answers whether the capture kept it from its default. */
  const click = (event: FakeClick): boolean => {
    const preventDefault = vi.fn();
    for (const { type, listener } of listeners) if (type === 'click') listener({ button: 0, ...event, preventDefault });
    return preventDefault.mock.calls.length > 0;
  };
  const state = () => window[EARLY_CLICKS_GLOBAL] as EarlyClickState<FakeControl>;
  return { click, window, listeners, state };
}

const control = (kind: string, tagName = 'BUTTON', id = 0) =>
  new FakeControl(tagName, { 'data-early-click': kind }, id);

describe('early clicks: the head script keeps them', () => {
  it('listens on the window in the capture phase, before any other listener hears the click', () => {
    const { listeners } = page();
    expect(listeners).toEqual([{ type: 'click', listener: expect.any(Function) as unknown, capture: true }]);
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
  );

  it('property: each kept click replays exactly once, in order, and no click after ready is kept', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const { click, window } = page();
        const waiting = new Map<string, number[]>(kinds.map((kind) => [kind, []]));
        const ready = new Set<string>();
        const replayCount = new Map<number, number>();
        steps.forEach((next, id) => {
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
