import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { combined } from '../../tests/e2e/support/catalog.ts';
import globalSetup from '../../tests/e2e/support/global-setup.ts';
import { createVerifiedListener, signInPage } from '../../tests/e2e/support/player-listener.ts';

/**
 * `npm run bench:js`: the JavaScript each page type loads (issue 4's budget), written to
 * bench/results/js.json. It starts the demo API and builds the site exactly as the e2e suite
 * does (tests/e2e/support/global-setup.ts), then, per page type, in a fresh browser context
 * (an empty cache), sums the gzip size (level 6, a web server's usual) of every script:
 *
 * - `beforeLoad`: what arrives before the page's load event, the page without the player bar;
 * - `beforeInteraction`: everything loaded once the page is idle, before the visitor does
 *   anything: the player bar hydrated (with its React runtime), the user menu and flashes.
 *
 * The player bar's own cost is the chunks its hydration adds, measured on a page with no
 * other island that needs them; video.js is checked absent until 'Watch Performance' is
 * pressed, and its size after. Chunks are named by their file names, which Astro hashes.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const OUTPUT = join(ROOT, 'bench/results/js.json');
const CHROMIUM = { executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] };
const AIM_PLAYER_KB = 70;

const PAGE_TYPES: Readonly<Record<string, string>> = {
  home: '/',
  'compositions list': '/compositions',
  'composition detail': '/composition/beethoven-symphony-3',
  'person (composer)': '/compositions/composer/ludwig-van-beethoven',
  'concerts list': '/concerts',
  'concert detail': '/concert/beethovens-eroica',
  'features list': '/features',
  'collections list': '/collections',
  'live streams list': '/live-streams',
  'sign in': '/sign-in',
  search: '/search',
};

interface Script {
  readonly url: string;
  readonly gzipBytes: number;
}

interface Loaded {
  readonly beforeLoad: Script[];
  readonly all: Script[];
}

function siteUrl(path: string): string {
  const site = process.env['E2E_SITE'];
  if (!site) throw new Error('E2E_SITE is not set: global setup did not run.');
  return `${site}${path === '/' ? '/' : path}`;
}

function sum(scripts: readonly Script[]): number {
  return scripts.reduce((total, script) => total + script.gzipBytes, 0);
}

function kb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

function chunkName(url: string): string {
  return new URL(url).pathname.split('/').pop() ?? url;
}

/** Records every script a page loads, and which came before its load event. */
function recordScripts(page: Page): { loaded: Promise<Script>[]; beforeLoad: Promise<Script>[] } {
  const loaded: Promise<Script>[] = [];
  const beforeLoad: Promise<Script>[] = [];
  let afterLoad = false;
  page.on('load', () => {
    afterLoad = true;
  });
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const script = response.body().then(
      (body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 6 }).length }),
      () => ({ url: response.url(), gzipBytes: 0 }),
    );
    loaded.push(script);
    if (!afterLoad) beforeLoad.push(script);
  });
  return { loaded, beforeLoad };
}

/** Inline scripts (the layout's small ones), counted once per page. */
async function inlineScripts(page: Page): Promise<Script> {
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map((s) => s.textContent ?? ''),
  );
  return { url: 'inline', gzipBytes: gzipSync(inline.join(''), { level: 6 }).length };
}

/** Waits until the player bar has hydrated and the network has been quiet. */
async function settle(page: Page): Promise<void> {
  // Astro drops an island's `ssr` attribute once it has hydrated.
  await page.locator('astro-island[component-url*="PlayerBar"]:not([ssr])').waitFor({ state: 'attached', timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

async function measure(browser: Browser, path: string): Promise<Loaded> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const record = recordScripts(page);
  await page.goto(siteUrl(path), { waitUntil: 'load' });
  const inline = await inlineScripts(page);
  await settle(page);
  const result = { beforeLoad: [inline, ...(await Promise.all(record.beforeLoad))], all: [inline, ...(await Promise.all(record.loaded))] };
  await context.close();
  return result;
}

/** The chunks the player bar's hydration adds: everything after load on a page whose only islands are the bar's neighbours. */
async function playerBarChunks(browser: Browser): Promise<{ chunks: Script[]; hydrated: boolean }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const record = recordScripts(page);
  await page.goto(siteUrl('/concerts'), { waitUntil: 'load' });
  await settle(page);
  const hydrated = await page.evaluate(() => document.querySelector('astro-island[component-url*="PlayerBar"]:not([ssr])') !== null);
  const before = new Set((await Promise.all(record.beforeLoad)).map((s) => s.url));
  const chunks = (await Promise.all(record.loaded)).filter((s) => !before.has(s.url));
  await context.close();
  return { chunks, hydrated };
}

/** video.js: absent from a composition page with a video until 'Watch Performance' is pressed (signed in). */
async function videoJs(browser: Browser): Promise<{ loadedBeforeWatch: boolean; chunks: Script[] }> {
  const withVideo = (await combined()).compositions.find((composition) => composition.has_video);
  if (withVideo === undefined) throw new Error('The demo catalogue has no composition with a video');
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInPage(page, await createVerifiedListener('bench-js'));
  const record = recordScripts(page);
  await page.goto(siteUrl(`/composition/${withVideo.identifier}`), { waitUntil: 'load' });
  await settle(page);
  const isVideoJs = (script: Script) => /video/i.test(chunkName(script.url));
  const before = (await Promise.all(record.loaded)).filter(isVideoJs);
  const count = record.loaded.length;
  await page.getByRole('button', { name: 'Watch Performance' }).first().click();
  await page.locator('.video-js').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const after = (await Promise.all(record.loaded.slice(count))).filter((s) => s.gzipBytes > 0);
  await context.close();
  return { loadedBeforeWatch: before.length > 0, chunks: after };
}

const loadAtStart = loadavg();
const teardown = await globalSetup();
const browser = await chromium.launch(CHROMIUM);
try {
  const pages: Record<string, { beforeLoadKb: number; beforeInteractionKb: number; scripts: number }> = {};
  for (const [type, path] of Object.entries(PAGE_TYPES)) {
    const loaded = await measure(browser, path);
    pages[type] = { beforeLoadKb: kb(sum(loaded.beforeLoad)), beforeInteractionKb: kb(sum(loaded.all)), scripts: loaded.all.length - 1 };
    console.log(`${type.padEnd(22)} before load ${String(pages[type].beforeLoadKb).padStart(6)} KB   before interaction ${String(pages[type].beforeInteractionKb).padStart(6)} KB`);
  }
  const bar = await playerBarChunks(browser);
  const barKb = kb(sum(bar.chunks));
  console.log(`player bar and its runtime: ${barKb} KB gzip over ${bar.chunks.length} chunks (aim ≤ ${AIM_PLAYER_KB} KB)`);
  for (const chunk of [...bar.chunks].sort((a, b) => b.gzipBytes - a.gzipBytes)) console.log(`  ${chunkName(chunk.url).padEnd(48)} ${kb(chunk.gzipBytes)} KB`);
  const video = await videoJs(browser);
  console.log(`video.js before 'Watch Performance': ${video.loadedBeforeWatch ? 'LOADED' : 'absent'}; loaded on watch: ${kb(sum(video.chunks))} KB`);
  const result = {
    date: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, loadAtStart, loadAtEnd: loadavg() },
    method: 'gzip level 6 of each script body, fresh browser context per page; inline scripts included',
    pages,
    playerBar: {
      hydrated: bar.hydrated,
      totalKb: barKb,
      aimKb: AIM_PLAYER_KB,
      chunks: Object.fromEntries(bar.chunks.map((chunk) => [chunkName(chunk.url), kb(chunk.gzipBytes)])),
    },
    videoJs: { loadedBeforeWatch: video.loadedBeforeWatch, onWatchKb: kb(sum(video.chunks)), chunks: Object.fromEntries(video.chunks.map((c) => [chunkName(c.url), kb(c.gzipBytes)])) },
  };
  mkdirSync(dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Written to ${OUTPUT}`);
} finally {
  await browser.close();
  await teardown();
}
