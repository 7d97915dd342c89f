import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { combined } from '../../tests/e2e/support/catalog.ts';
import { siteUrl } from '../../tests/e2e/support/e2e-env.ts';
import globalSetup from '../../tests/e2e/support/global-setup.ts';
import { createVerifiedListener, signInPage } from '../../tests/e2e/support/accounts.ts';
import {
  chunkName,
  gzipTotal,
  inlineScripts,
  otherIslandsHydrated,
  playerBarLoad,
  playerBarMounted,
  recordScripts,
  runtimesIn,
  withoutPlayerBar,
  type Script,
} from '../../tests/e2e/support/script-loads.ts';
import { firstPlayable, savedQueueOf } from '../../tests/e2e/support/playback.ts';
import { chromiumLaunchOptions } from '../../tests/support/chromium-launch.ts';

/**
 * `npm run bench:js`: the JavaScript each page type loads, against the player bar's budget, written to
 * bench/results/js.json. It starts the demo API and builds the site exactly as the e2e suite
 * does (tests/e2e/support/global-setup.ts), then, per page type, in a fresh browser context
 * (an empty cache), sums the gzip size (level 6, a web server's usual) of every script:
 *
 * - `beforeLoad`: what arrives before the page's load event (the player bar comes after);
 * - `beforeInteraction`: everything loaded once the page is idle, before the visitor does
 *   anything: the player bar drawn, the React islands (user menu, flashes, live banner) hydrated;
 * - `beforeInteractionWithoutPlayerBar`: the same with the bar kept from loading (`withoutPlayerBar`).
 *
 * The player bar's code (tests/e2e/support/script-loads.ts, `playerBarLoad`) is every script its
 * island's hydration fetches after the load event on pages whose other islands are kept from
 * loading (less what such a page fetches after load without the bar too), plus the scripts loaded
 * before it that its code imports; of that, what a page without the bar loads anyway (React's
 * runtime, which the islands share, and the player's stores) is `sharedKb`, the rest the bar's
 * own, `ownKb`. video.js is checked absent until 'Watch Performance' is pressed, and its size after.
 * Chunks are named by their file names, which Astro hashes.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const OUTPUT = join(ROOT, 'bench/results/js.json');
/** The aim for the bar with everything it loads, set before React came with every page's islands. */
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

/** The pages the player bar is measured on: a list and a page with play buttons. */
const PLAYER_BAR_PAGES = ['/concerts', '/composition/beethoven-symphony-3'];

interface Loaded {
  readonly beforeLoad: Script[];
  readonly all: Script[];
}

function kb(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

/** Waits until the islands have hydrated (Astro drops `ssr`), the bar unless kept away, and the network has been quiet. */
async function settle(page: Page, withBar: boolean): Promise<void> {
  if (withBar) await playerBarMounted(page);
  await otherIslandsHydrated(page);
}

async function measure(browser: Browser, path: string, withBar: boolean): Promise<Loaded> {
  const context = await browser.newContext();
  if (!withBar) await withoutPlayerBar(context);
  const page = await context.newPage();
  const record = recordScripts(page);
  await page.goto(siteUrl(path), { waitUntil: 'load' });
  const inline = await inlineScripts(page);
  await settle(page, withBar);
  const result = {
    beforeLoad: [inline, ...(await Promise.all(record.beforeLoad))],
    all: [inline, ...(await Promise.all(record.all))],
  };
  await context.close();
  return result;
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
  await settle(page, true);
  const isVideoJs = (script: Script) => /video/i.test(chunkName(script.url));
  const before = (await Promise.all(record.all)).filter(isVideoJs);
  const count = record.all.length;
  await page.getByRole('button', { name: 'Watch Performance' }).first().click();
  await page.locator('.video-js').first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const after = (await Promise.all(record.all.slice(count))).filter((s) => s.gzipBytes > 0);
  await context.close();
  return { loadedBeforeWatch: before.length > 0, chunks: after };
}

const chunkSizes = (scripts: readonly Script[]) =>
  Object.fromEntries(scripts.map((script) => [chunkName(script.url), kb(script.gzipBytes)]));

/** The player bar on one page: all its code, what of it a page without the bar loads anyway, and its own. */
async function measurePlayerBar(browser: Browser, path: string) {
  // A signed-in visitor with a queue: the bar hydrates only for one with a queue (src/lib/browser/page-marks.ts), and
  // only a signed-in visitor can queue, whose user menu loads React anyway.
  const { session } = await createVerifiedListener('bench-js-bar');
  const bar = await playerBarLoad(browser, siteUrl(path), { queue: savedQueueOf(await firstPlayable()), session });
  const result = {
    totalKb: kb(gzipTotal(bar.scripts)),
    sharedKb: kb(gzipTotal(bar.shared)),
    ownKb: kb(gzipTotal(bar.own)),
    ...runtimesIn(bar.scripts),
    ownChunks: chunkSizes(bar.own),
    sharedChunks: chunkSizes(bar.shared),
  };
  const runtimes = (names: string[]) => (names.length === 0 ? 'absent' : names.join(', '));
  console.log(
    `player bar on ${path}: ${result.totalKb} KB gzip in all (aim ≤ ${AIM_PLAYER_KB} KB), ${result.sharedKb} KB of it loaded without the bar too, ${result.ownKb} KB its own; React ${runtimes(result.react)}, zod ${runtimes(result.zod)}`,
  );
  for (const [label, scripts] of [
    ['own', bar.own],
    ['shared', bar.shared],
  ] as const) {
    for (const script of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes))
      console.log(`  ${label.padEnd(7)} ${chunkName(script.url).padEnd(64)} ${kb(script.gzipBytes)} KB`);
  }
  return result;
}

const loadAtStart = loadavg();
const teardown = await globalSetup();
const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const pages: Record<
    string,
    { beforeLoadKb: number; beforeInteractionKb: number; beforeInteractionWithoutPlayerBarKb: number; scripts: number }
  > = {};
  for (const [type, path] of Object.entries(PAGE_TYPES)) {
    const loaded = await measure(browser, path, true);
    const withoutBar = await measure(browser, path, false);
    pages[type] = {
      beforeLoadKb: kb(gzipTotal(loaded.beforeLoad)),
      beforeInteractionKb: kb(gzipTotal(loaded.all)),
      beforeInteractionWithoutPlayerBarKb: kb(gzipTotal(withoutBar.all)),
      scripts: loaded.all.length - 1,
    };
    const figures = pages[type];
    console.log(
      `${type.padEnd(22)} before load ${String(figures.beforeLoadKb).padStart(6)} KB   before interaction ${String(figures.beforeInteractionKb).padStart(6)} KB   without the bar ${String(figures.beforeInteractionWithoutPlayerBarKb).padStart(6)} KB`,
    );
  }
  const playerBar: Record<string, Awaited<ReturnType<typeof measurePlayerBar>>> = {};
  for (const path of PLAYER_BAR_PAGES) playerBar[path] = await measurePlayerBar(browser, path);
  const video = await videoJs(browser);
  console.log(
    `video.js before 'Watch Performance': ${video.loadedBeforeWatch ? 'LOADED' : 'absent'}; loaded on watch: ${kb(gzipTotal(video.chunks))} KB`,
  );
  const result = {
    date: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, loadAtStart, loadAtEnd: loadavg() },
    method: 'gzip level 6 of each script body, fresh browser context per page; inline scripts included',
    pages,
    playerBar: { aimKb: AIM_PLAYER_KB, pages: playerBar },
    videoJs: {
      loadedBeforeWatch: video.loadedBeforeWatch,
      onWatchKb: kb(gzipTotal(video.chunks)),
      chunks: chunkSizes(video.chunks),
    },
  };
  mkdirSync(dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`Written to ${OUTPUT}`);
} finally {
  await browser.close();
  await teardown();
}
