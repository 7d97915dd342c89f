import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  compiledHeadScript,
  HEAD_SCRIPT_BROWSERS,
  headScript,
  inlineHeadScript,
} from '../../../src/page-scripts/head-script.ts';
import { scriptHash } from '../../../src/lib/html/script-hash.ts';
import { FakeElement } from './head/fake-page.ts';

const BASE = '/music/concert-library';

/** The compiled code, as every page inlines it (compiled once for the whole file, as for a build). */
let code = '';
beforeAll(async () => {
  code = await compiledHeadScript();
});

interface Setup {
  stored?: string | null;
  /** The live banner's spans the page was built with. */
  windows?: [number, number][];
  /** What `currentuser` holds. */
  session?: string | null;
  hash?: string;
  storageThrows?: boolean;
  /** What `queue` (the player's saved queue) holds. */
  queue?: string | null;
  /** An Android build (`data-android-mode`), and its wrapper's storage bridge when given. */
  android?: { bridge?: (message: string) => unknown };
}

function run({
  stored = null,
  session = null,
  hash = '',
  storageThrows = false,
  windows = [],
  queue = null,
  android,
}: Setup = {}) {
  const html = new FakeElement(android === undefined ? {} : { 'data-android-mode': '' });
  const toggles = [new FakeElement({ 'data-viewby-set': 'list' }), new FakeElement({ 'data-viewby-set': 'grid' })];
  const listeners = new Map<string, (event: unknown) => void>();
  const storage = new Map<string, string>([
    ...(stored === null ? [] : [['viewby', stored] as const]),
    ...(session === null ? [] : [['currentuser', session] as const]),
    ...(queue === null ? [] : [['queue', queue] as const]),
  ]);
  const localStorage = {
    getItem: (key: string) => {
      if (storageThrows) throw new Error('denied');
      return storage.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (storageThrows) throw new Error('denied');
      storage.set(key, value);
    },
  };
  /** Adds a listener to a map that keeps, per event type, one function calling every listener in order. */
  const listen =
    (map: Map<string, (event: unknown) => void>) =>
    (type: string, listener: (event: unknown) => void): void => {
      const before = map.get(type);
      map.set(
        type,
        before === undefined
          ? listener
          : (event) => {
              before(event);
              listener(event);
            },
      );
    };
  const document = {
    documentElement: html,
    querySelectorAll: () => toggles,
    addEventListener: listen(listeners),
  };
  const replaceState = vi.fn();
  const windowListeners = new Map<string, (event: unknown) => void>();
  const window = {
    localStorage,
    location: { hash },
    history: { state: null, replaceState },
    addEventListener: listen(windowListeners),
    ...(android?.bridge === undefined ? {} : { ConcertLibraryAndroid: { postMessage: android.bridge } }),
  };
  // The inline script is text the page runs as it is; the test runs that same text against the fakes.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the script's text is what is tested.
  const run = new Function('document', 'window', inlineHeadScript(code, BASE, windows)) as (
    document: unknown,
    window: unknown,
  ) => void;
  run(document, window);
  return { html, toggles, listeners, storage, replaceState, window, windowListeners };
}

describe('head script', () => {
  it('defaults to the table and marks the page as scripted', () => {
    const { html } = run();
    expect(html.getAttribute('data-viewby')).toBe('list');
    expect(html.getAttribute('data-js')).toBe('');
  });

  it('applies a remembered grid, and ignores foreign values', () => {
    expect(run({ stored: 'grid' }).html.getAttribute('data-viewby')).toBe('grid');
    expect(run({ stored: '"grid"' }).html.getAttribute('data-viewby')).toBe('list');
    expect(run({ storageThrows: true }).html.getAttribute('data-viewby')).toBe('list');
  });

  it('switches, remembers and syncs aria-pressed on a toggle click', () => {
    const { html, toggles, listeners, storage } = run();
    listeners.get('DOMContentLoaded')?.({});
    expect(toggles.map((t) => t.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
    listeners.get('click')?.({ target: toggles[1] });
    expect(html.getAttribute('data-viewby')).toBe('grid');
    expect(storage.get('viewby')).toBe('grid');
    expect(toggles.map((t) => t.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    listeners.get('click')?.({ target: new FakeElement() });
    expect(html.getAttribute('data-viewby')).toBe('grid');
  });

  it('marks the page the client router swaps in as the first one was: the layout and the session', () => {
    const session = JSON.stringify({ refreshExpires: new Date(Date.now() + 60_000).toISOString() });
    const { html, toggles, listeners } = run({ stored: 'grid', session });
    // The client router gives <html> the next page's attributes, which carry none of the marks.
    html.attributes.clear();
    listeners.get('astro:after-swap')?.({});
    expect(html.getAttribute('data-viewby')).toBe('grid');
    expect(html.getAttribute('data-js')).toBe('');
    expect(html.getAttribute('data-signed-in')).toBe('');
    expect(toggles.map((t) => t.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
  });

  it('restores a shell route handed over by the 404 page', () => {
    const path = `${BASE}/magic/token-123`;
    const { replaceState } = run({ hash: `#from=${encodeURIComponent(path)}` });
    expect(replaceState).toHaveBeenCalledWith(null, '', path);
  });

  it.each([
    '#from=https%3A%2F%2Fevil.example%2F',
    '#from=%2Fother%2Fpath',
    `#from=${encodeURIComponent(`${BASE}//evil.example`)}`,
    '#from=%E0%A4%A',
    '#other',
  ])('leaves the address alone for %s', (hash) => {
    expect(run({ hash }).replaceState).not.toHaveBeenCalled();
  });

  it('marks a signed-in visitor while the refresh token lasts, so sign-in prompts never flash', () => {
    const session = (refreshExpires: string) =>
      JSON.stringify({ token: 't', refresh: 'r', expires: refreshExpires, refreshExpires, user: {} });
    const hour = 3_600_000;
    expect(
      run({ session: session(new Date(Date.now() + hour).toISOString()) }).html.getAttribute('data-signed-in'),
    ).toBe('');
    expect(
      run({ session: session(new Date(Date.now() - hour).toISOString()) }).html.getAttribute('data-signed-in'),
    ).toBeNull();
    expect(run().html.getAttribute('data-signed-in')).toBeNull();
    expect(run({ session: '{not json' }).html.getAttribute('data-signed-in')).toBeNull();
    expect(run({ session: '{"refreshExpires": 5}' }).html.getAttribute('data-signed-in')).toBeNull();
    // A broken session never costs the remembered layout.
    expect(run({ session: '{not json', stored: 'grid' }).html.getAttribute('data-viewby')).toBe('grid');
  });

  it("in Android mode, reads the session from the wrapper's storage bridge, as the session store does", () => {
    const live = { refreshExpires: new Date(Date.now() + 3_600_000).toISOString() };
    const asked: string[] = [];
    const bridge = (answer: unknown) => (message: string) => (asked.push(message), answer);
    expect(run({ android: { bridge: bridge(JSON.stringify(live)) } }).html.getAttribute('data-signed-in')).toBe('');
    expect(asked).toEqual(['{"type":"storage.get","key":"currentuser"}']);
    // A bridge that hands over parsed JSON, or nothing.
    expect(run({ android: { bridge: bridge(live) } }).html.getAttribute('data-signed-in')).toBe('');
    expect(run({ android: { bridge: bridge(null) } }).html.getAttribute('data-signed-in')).toBeNull();
    expect(run({ android: { bridge: bridge(undefined) } }).html.getAttribute('data-signed-in')).toBeNull();
    // The web view's own storage is not where an Android build keeps the session.
    const inWebStorage = JSON.stringify(live);
    expect(
      run({ session: inWebStorage, android: { bridge: bridge(null) } }).html.getAttribute('data-signed-in'),
    ).toBeNull();
    // Without the wrapper's bridge (the build opened in a browser), local storage, as the session store falls back to.
    expect(run({ session: inWebStorage, android: {} }).html.getAttribute('data-signed-in')).toBe('');
    // A failing bridge reads as signed out and costs nothing else.
    const failing = () => {
      throw new Error('bridge gone');
    };
    const page = run({ stored: 'grid', android: { bridge: failing } }).html;
    expect(page.getAttribute('data-signed-in')).toBeNull();
    expect(page.getAttribute('data-viewby')).toBe('grid');
  });

  it('reserves the live banner when the clock is inside one of its spans, and again after a page swap', () => {
    const now = Date.now();
    const hour = 3_600_000;
    expect(run({ windows: [[now - hour, now + hour]] }).html.getAttribute('data-live-banner')).toBe('');
    expect(run({ windows: [[now + hour, now + 2 * hour]] }).html.getAttribute('data-live-banner')).toBeNull();
    expect(run({ windows: [[now - 2 * hour, now - hour]] }).html.getAttribute('data-live-banner')).toBeNull();
    expect(run().html.getAttribute('data-live-banner')).toBeNull();
    // The client router replaces <html>'s attributes on a swap; the script marks the page again.
    const { html, listeners } = run({ windows: [[now - hour, now + hour]] });
    html.attributes.delete('data-live-banner');
    listeners.get('astro:after-swap')?.({});
    expect(html.getAttribute('data-live-banner')).toBe('');
  });

  it("keeps the player bar's box from the first frame when a queue is saved, and again after a page swap", () => {
    expect(run({ queue: '[{"title":"Symphony"}]' }).html.getAttribute('data-player-queued')).toBe('');
    expect(run({ queue: '[]' }).html.getAttribute('data-player-queued')).toBeNull();
    expect(run().html.getAttribute('data-player-queued')).toBeNull();
    expect(run({ queue: '[{}]', storageThrows: true }).html.getAttribute('data-player-queued')).toBeNull();
    const { html, listeners, storage } = run({ queue: '[{"title":"Symphony"}]' });
    html.attributes.clear();
    listeners.get('astro:after-swap')?.({});
    expect(html.getAttribute('data-player-queued')).toBe('');
    // The queue was emptied meanwhile: the next page keeps no box.
    storage.set('queue', '[]');
    html.attributes.clear();
    listeners.get('astro:after-swap')?.({});
    expect(html.getAttribute('data-player-queued')).toBeNull();
  });

  it('keeps clicks on controls whose scripts are not ready (src/lib/browser/early-clicks.ts)', () => {
    const { window, windowListeners } = run();
    expect(window).toHaveProperty('__earlyClicks', { queue: [], ready: {}, giveUp: expect.any(Function) as unknown });
    expect(windowListeners.has('click')).toBe(true);
  });

  it('hashes the exact text for the CSP', async () => {
    const source = await headScript(BASE);
    expect(scriptHash(source)).toBe(`sha256-${createHash('sha256').update(source).digest('base64')}`);
  });
});

describe('head script, compiled', () => {
  it('is compiled once, and every page inlines the same code with its own values', async () => {
    expect(compiledHeadScript()).toBe(compiledHeadScript());
    const now = Date.now();
    const page = await headScript('/', [[now, now + 1]]);
    const other = await headScript(BASE);
    expect(page).toBe(`(function(headScriptValues){${code}})({"base":"/","bannerWindows":[[${now},${now + 1}]]})`);
    expect(other).toBe(`(function(headScriptValues){${code}})({"base":"${BASE}/","bannerWindows":[]})`);
  });

  it('keeps a value from closing the script element', () => {
    const text = inlineHeadScript(code, '/a</script><script>alert(1)//', []);
    expect(text).not.toContain('</script>');
    expect(text).toContain('"base":"/a\\u003c/script>');
  });

  it('stays small: it is fetched with every page and blocks its first paint', () => {
    // About the size of the hand-written script it replaced (docs/performance.md, 'The head script, compiled'),
    // with the marks that wake the layout's islands since (a flash, a span that opens, another tab's session).
    expect(code.length).toBeLessThan(5_250);
    expect(gzipSync(code, { level: 9 }).length).toBeLessThan(2_350);
  });

  it("is lowered for the browsers the page's module scripts are built for: Vite's default client target", () => {
    const vite = dirname(createRequire(import.meta.url).resolve('vite/package.json'));
    const source = readFileSync(join(vite, 'dist/node/chunks/node.js'), 'utf8');
    const defaults = /ESBUILD_BASELINE_WIDELY_AVAILABLE_TARGET = \[([^\]]*)\]/.exec(source)?.[1];
    expect(defaults, "Vite's default client target moved: find it again").toBeDefined();
    expect(HEAD_SCRIPT_BROWSERS).toEqual([...(defaults ?? '').matchAll(/"([^"]+)"/g)].map(([, name]) => name));
    const config = readFileSync(new URL('../../../astro.config.mjs', import.meta.url), 'utf8');
    expect(config, 'the site sets a build target of its own: lower the head script for it').not.toMatch(/\btarget\s*:/);
  });
});
