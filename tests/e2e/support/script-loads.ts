import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from '@playwright/test';

/**
 * What scripts a page loads, and which of them the player bar brings (issue 4's budget).
 * Used by tests/e2e/quality.spec.ts and `npm run bench:js` (scripts/bench/bench-js.ts).
 */

/** A script the page loaded: its address, its gzip size (level 6, a web server's usual) and its text. */
export interface Script {
  readonly url: string;
  readonly gzipBytes: number;
  readonly body: string;
}

/** Every script a page loads, and those that arrived before its load event. */
export interface ScriptRecord {
  readonly all: Promise<Script>[];
  readonly beforeLoad: Promise<Script>[];
}

/**
 * The file that holds the player bar's module, as its loader imports it (src/page-scripts/player-bar-loader.ts):
 * its own, or the file of what the layout's scripts draw after load (src/integrations/script-chunks.ts).
 */
export const PLAYER_BAR_MODULE = /\/(?:player-bar|after-load)\.[\w-]+\.js$/;

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
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
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
  return { all, beforeLoad };
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

/** The entry modules of a page's Astro islands (component, renderer, before-hydration), from its HTML, without query. */
export function islandModules(html: string, pageUrl: string): Set<string> {
  const urls = new Set<string>();
  for (const match of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const attribute of match[0].matchAll(/\b(?:component|renderer|before-hydration)-url="([^"]+)"/g)) {
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

/**
 * Keeps the player bar from loading in a context: its loader finds no container (the
 * `data-player-bar` mark is gone by the time the page has parsed) and imports nothing. Blocking
 * the bar's module instead would not do: the loader preloads the module's imports beside it.
 */
export async function withoutPlayerBar(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () =>
      document.querySelector('[data-player-bar]')?.removeAttribute('data-player-bar'),
    );
  });
}

/** Waits until the player bar is drawn (player-bar.ts marks its container) and the network is quiet. */
export async function playerBarMounted(page: Page): Promise<void> {
  await page.locator('[data-player-bar="mounted"]').waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/** The modules a script imports statically, as absolute URLs. */
function staticImports(script: Script): string[] {
  const specifiers = script.body.matchAll(
    /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g,
  );
  return [...specifiers].flatMap((match) => (match[1] ? [new URL(match[1], script.url).href] : []));
}

/** What the player bar's loading brings on one page. */
export interface PlayerBarLoad {
  /** Scripts its hydration fetched after the page's load event (the other islands kept from loading). */
  readonly afterLoad: Script[];
  /** Scripts the page had already loaded that the bar's code imports (its loader, shared chunks). */
  readonly alreadyLoaded: Script[];
  /** Scripts fetched after load with the bar kept from loading too: must be none, or the figure is not the bar's alone. */
  readonly withoutBar: Script[];
}

async function loadsAfterLoad(browser: Browser, url: string, block: (url: string) => boolean, withBar: boolean) {
  const context = await browser.newContext();
  await blockScripts(context, block);
  if (!withBar) await withoutPlayerBar(context);
  const page = await context.newPage();
  const record = recordScripts(page);
  await page.goto(url, { waitUntil: 'load' });
  if (withBar) await playerBarMounted(page);
  else {
    // The bar's loader asked for an idle moment at load, before this: once this one comes, it has run.
    await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5000 })));
    await page.waitForLoadState('networkidle');
  }
  const all = await Promise.all(record.all);
  const before = new Set((await Promise.all(record.beforeLoad)).map((script) => script.url));
  await context.close();
  return { all, after: all.filter((script) => !before.has(script.url) && script.gzipBytes > 0) };
}

/**
 * Exactly what the player bar brings on a page: in a fresh context (an empty cache) whose
 * other islands are kept from loading, every script fetched after the load event (the bar
 * loads only then), plus the scripts loaded before it that the bar's code imports. A second
 * run with the bar kept from loading too must fetch nothing after load.
 */
export async function playerBarLoad(browser: Browser, url: string): Promise<PlayerBarLoad> {
  const html = await (await fetch(url)).text();
  const islands = islandModules(html, url);
  const isIsland = (address: string): boolean => islands.has(withoutQuery(address));
  const bar = await loadsAfterLoad(browser, url, isIsland, true);
  const control = await loadsAfterLoad(browser, url, isIsland, false);
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
  for (const script of bar.after) visit(script);
  // The loader is the page's own module that imports the bar's (dynamically).
  const loader = bar.all.find(
    (script) => !bar.after.includes(script) && /(?:player-bar|after-load)\.[\w-]+\.js/.test(script.body),
  );
  if (loader !== undefined) visit(loader);
  const afterUrls = new Set(bar.after.map((script) => script.url));
  const alreadyLoaded = [...reached]
    .filter((address) => !afterUrls.has(address))
    .flatMap((address) => byUrl.get(address) ?? []);
  return { afterLoad: bar.after, alreadyLoaded, withoutBar: control.after };
}
