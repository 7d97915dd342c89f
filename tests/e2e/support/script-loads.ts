import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { SavedQueue } from '../../../src/lib/player/queue-persistence.ts';
import { CURRENT_USER_KEY } from '../../../src/lib/session/stored-session.ts';
import { PENDING_ISLAND } from './islands.ts';

/**
 * What scripts a page loads, and which of them the player bar brings, for its budget.
 * Used by tests/e2e/quality.spec.ts and `npm run bench:js` (scripts/bench/bench-js.ts).
 */

/** A script the page loaded: its address, its gzip size (level 6, a web server's usual) and its text. */
export interface Script {
  readonly url: string;
  readonly gzipBytes: number;
  readonly body: string;
}

/** Every script a page loads, those that arrived before its load event, and the addresses its workers started from. */
export interface ScriptRecord {
  readonly all: Promise<Script>[];
  readonly beforeLoad: Promise<Script>[];
  readonly workerUrls: ReadonlySet<string>;
}

/** The player bar island's module (src/islands/player/PlayerBar.tsx), as Astro names its chunk. */
export const PLAYER_BAR_MODULE = /\/PlayerBar\.[\w-]+\.js$/;

/** The player bar's island in a page. */
const PLAYER_BAR_ISLAND = 'astro-island[component-url*="/PlayerBar."]';

/** Text that only React's client runtime holds (its production error links). */
const REACT_SIGNATURE = 'react.dev/errors';

/** Text that only zod's core holds (its class names survive minification as strings). */
const ZOD_SIGNATURE = '$ZodObject';

/** Sums gzip sizes. */
export function gzipTotal(scripts: readonly Script[]): number {
  return scripts.reduce((total, script) => total + script.gzipBytes, 0);
}

/** The file name of a script (Astro hashes it). */
export function chunkName(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? url;
}

/** The scripts that are React's client runtime, and those that are zod (by their file names). */
export function runtimesIn(scripts: readonly Script[]): { react: string[]; zod: string[] } {
  const named = (signature: string) =>
    scripts.filter((script) => script.body.includes(signature)).map((script) => chunkName(script.url));
  return { react: named(REACT_SIGNATURE), zod: named(ZOD_SIGNATURE) };
}

/** Starts recording the scripts of a page, before it navigates. */
export function recordScripts(page: Page): ScriptRecord {
  const all: Promise<Script>[] = [];
  const beforeLoad: Promise<Script>[] = [];
  const workerUrls = new Set<string>();
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  page.on('worker', (worker) => workerUrls.add(worker.url()));
  page.on('response', (response) => {
    // A blob: script (video.js's transmuxer worker) is code from a script already counted.
    if (response.request().resourceType() !== 'script' || response.url().startsWith('blob:')) return;
    const script = response.body().then(
      (body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 6 }).length, body: body.toString('utf8') }),
      () => ({ url: response.url(), gzipBytes: 0, body: '' }),
    );
    all.push(script);
    if (!loaded) beforeLoad.push(script);
  });
  return { all, beforeLoad, workerUrls };
}

/** The page's inline scripts (the layout's small ones), as one script. */
export async function inlineScripts(page: Page): Promise<Script> {
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map((s) => s.textContent),
  );
  const body = inline.join('');
  return { url: 'inline', gzipBytes: gzipSync(body, { level: 6 }).length, body };
}

/** A script's address without its query: Astro retries a failed island import with `?astro-retry=…`. */
export function withoutQuery(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/**
 * The entry modules of a page's Astro islands, from its HTML, without query: by default every one
 * (component, renderer, before-hydration); `kinds` narrows it, e.g. to the framework renderers.
 */
export function islandModules(
  html: string,
  pageUrl: string,
  kinds: readonly string[] = ['component', 'renderer', 'before-hydration'],
): Set<string> {
  const urls = new Set<string>();
  const attributes = new RegExp(`\\b(?:${kinds.join('|')})-url="([^"]+)"`, 'g');
  for (const match of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const attribute of match[0].matchAll(attributes)) {
      if (attribute[1]) urls.add(withoutQuery(new URL(attribute[1].replaceAll('&amp;', '&'), pageUrl).href));
    }
  }
  return urls;
}

/** Keeps a context from loading the given scripts (they fail, as on a network error). */
export async function blockScripts(context: BrowserContext, block: (url: string) => boolean): Promise<void> {
  await context.route(
    (url) => block(url.href),
    (route) => route.abort('blockedbyclient'),
  );
}

/** Whether a script is the player bar island's module (Astro may retry it with a query). */
const isPlayerBarModule = (url: string): boolean => PLAYER_BAR_MODULE.test(withoutQuery(url));

/**
 * Keeps the player bar from loading in a context: its island's module fails to load, so it never
 * hydrates and nothing it imports is fetched (a module's imports are fetched only once it is).
 */
export async function withoutPlayerBar(context: BrowserContext): Promise<void> {
  await blockScripts(context, isPlayerBarModule);
}

/** Waits until the player bar has hydrated and started (PlayerBar.tsx marks its section) and the network is quiet. */
export async function playerBarMounted(page: Page): Promise<void> {
  await page.locator('[data-player-bar="mounted"]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/** Waits until every island but the player bar that is going to hydrate has (Astro drops `ssr`) and the network is quiet. */
export async function otherIslandsHydrated(page: Page): Promise<void> {
  await page
    .locator(`${PENDING_ISLAND}:not(${PLAYER_BAR_ISLAND})`)
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/** The modules a script imports statically, as absolute URLs. */
function staticImports(script: Script): string[] {
  const specifiers = script.body.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
  );
  return [...specifiers].flatMap((match) => (match[1] ? [new URL(match[1], script.url).href] : []));
}

/** What the player bar's code is on one page, and how much of it the page's other islands share. */
export interface PlayerBarLoad {
  /**
   * Every script of the bar: those its hydration fetched after the page's load event, in a context
   * whose other islands are kept from loading (less what the page fetches after load without any
   * island), and the scripts loaded before that its code imports.
   */
  readonly scripts: Script[];
  /**
   * Of those, the ones a page without the bar loads anyway, for its other islands and page scripts:
   * React's runtime and renderer, the player's stores.
   */
  readonly shared: Script[];
  /** The rest: what the bar adds to a page that has the other islands. */
  readonly own: Script[];
}

/** Every script a fresh context loads from `url` until `settled`, and those that came after the load event. */
async function loads(
  browser: Browser,
  url: string,
  block: (url: string) => boolean,
  settled: (page: Page) => Promise<void>,
  visitor: BarVisitor,
) {
  const context = await browser.newContext();
  await blockScripts(context, block);
  await context.addInitScript(
    ({ saved, session }) => {
      localStorage.setItem('queue', saved.queue);
      localStorage.setItem('current-item', saved.currentItem);
      if (session !== null) localStorage.setItem(session.key, session.text);
    },
    {
      saved: visitor.queue,
      session: visitor.session === undefined ? null : { key: CURRENT_USER_KEY, text: JSON.stringify(visitor.session) },
    },
  );
  const page = await context.newPage();
  const record = recordScripts(page);
  await page.goto(url, { waitUntil: 'load' });
  await settled(page);
  // The page's own scripts: a worker's (the live-stream list's, started at an idle moment once the live banner is
  // drawn) is nobody's island, and whether it has started by the time the page settles depends on the machine.
  const all = (await Promise.all(record.all)).filter((script) => !record.workerUrls.has(script.url));
  const before = new Set((await Promise.all(record.beforeLoad)).map((script) => script.url));
  await context.close();
  return { all, after: all.filter((script) => !before.has(script.url) && script.gzipBytes > 0) };
}

/**
 * Once the work a page starts after load without an interaction has started (src/lib/browser/after-load.ts: two
 * frames, a task, then an idle moment: islands hydrating, a video preview that starts by itself becoming its
 * player). Asked for after the page's own, the idle moment comes after theirs.
 */
export async function afterLoadWorkStarted(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(() => requestIdleCallback(() => done(), { timeout: 5000 }), 0)),
        );
      }),
  );
}

/** Once the page's after-load work has run (it asked for an idle moment at load), and the network is quiet. */
async function idleAfterLoad(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5000 })));
  await page.waitForLoadState('networkidle');
}

/** Who loads the page in `playerBarLoad`: their saved queue, and their stored session when signed in. */
export interface BarVisitor {
  readonly queue: SavedQueue;
  /** The session JSON as the API gave it (`Listener.session`): the user menu then hydrates too. */
  readonly session?: Record<string, unknown>;
}

/**
 * Exactly what the player bar is made of on a page, in fresh contexts (an empty cache) for `visitor`,
 * with a queue saved (the bar hydrates only for a visitor with a queue, src/lib/browser/page-marks.ts): with
 * every other island kept from loading, the scripts fetched after the load event (the bar
 * hydrates only then) that a run with the bar kept from loading too does not fetch, plus the
 * scripts loaded before that its code imports. A third run, with the other islands and without
 * the bar, says which of them the page loads anyway.
 */
export async function playerBarLoad(browser: Browser, url: string, visitor: BarVisitor): Promise<PlayerBarLoad> {
  const html = await (await fetch(url)).text();
  const islands = islandModules(html, url);
  const isIsland = (address: string): boolean => islands.has(withoutQuery(address));
  const renderers = islandModules(html, url, ['renderer']);
  // The bar alone: the other islands' modules blocked, but not the React renderer they share with it.
  const isOtherIsland = (address: string): boolean =>
    isIsland(address) && !isPlayerBarModule(address) && !renderers.has(withoutQuery(address));
  const bar = await loads(browser, url, isOtherIsland, playerBarMounted, visitor);
  const none = await loads(browser, url, isIsland, idleAfterLoad, visitor);
  const withoutBar = await loads(browser, url, isPlayerBarModule, otherIslandsHydrated, visitor);
  const notBars = new Set(none.after.map((script) => script.url));
  const after = bar.after.filter((script) => !notBars.has(script.url));
  const byUrl = new Map(bar.all.map((script) => [script.url, script]));
  const reached = new Set<string>();
  const visit = (script: Script): void => {
    if (reached.has(script.url)) return;
    reached.add(script.url);
    for (const imported of staticImports(script)) {
      const found = byUrl.get(imported);
      if (found !== undefined) visit(found);
    }
  };
  for (const script of after) visit(script);
  const scripts = [...reached].flatMap((address) => byUrl.get(address) ?? []);
  const anyway = new Set(withoutBar.all.map((script) => script.url));
  return {
    scripts,
    shared: scripts.filter((script) => anyway.has(script.url)),
    own: scripts.filter((script) => !anyway.has(script.url)),
  };
}
