import { expect, test, type Page } from '@playwright/test';
import { DEMO_MARKERS } from '../../server/seed/demo-markers.ts';
import { NOTICES } from '../../src/lib/errors/notice-table.ts';
import { createVerifiedListener, signInPage } from './support/accounts.ts';
import { siteUrl } from './support/e2e-env.ts';
import { hydrated, PENDING_ISLAND } from './support/islands.ts';
import { playables, playerBar, queueButton } from './support/playback.ts';
import { recordScripts, runtimesIn, type ScriptRecord } from './support/script-loads.ts';

/**
 * The islands every page carries (user menu, flash messages, player bar) hydrate only when the page has something
 * for them to draw: a session, a flash, a queue (each a mark on `<html>`, src/lib/browser/page-marks.ts). A visitor
 * with none of these loads no React at all, even with the live banner showing (the layout's script draws it, and
 * loads its drawing only inside a banner's span); what the visitor then does on the page wakes the island it
 * concerns.
 */

/** The layout's islands still waiting for their marks, by component. */
const waiting = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('astro-island[data-awaits-mark]')]
      .map((island) => `${/\/(\w+)\.[\w-]+\.js$/.exec(island.getAttribute('component-url') ?? '')?.[1]}`)
      .sort(),
  );

/** The live banner's spans the build put in every page's head script (src/features/live/lib/banner-windows.ts). */
async function bannerSpans(): Promise<[number, number][]> {
  const html = await (await fetch(siteUrl('/compositions'))).text();
  const spans = /"bannerWindows":(\[\[[\d,[\]]*\]\])/.exec(html)?.[1];
  return JSON.parse(spans ?? '[]') as [number, number][];
}

/** Once the page's after-load work has had its idle moment and the network is quiet. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5000 })));
  await page.waitForLoadState('networkidle');
}

test('with nothing to draw the layout islands wait, no React loads and no banner shows; a flash wakes its island', async ({
  page,
}) => {
  const [a] = await playables();
  if (a === undefined) throw new Error('no playable composition');
  // A day before the demo's first live banner span opens: no banner to show, none opening while the page is open.
  const [first] = await bannerSpans();
  if (first === undefined) throw new Error('the demo build has no live banner span');
  await page.clock.setFixedTime(first[0] - 24 * 3600_000);
  const scripts = recordScripts(page);
  await page.goto(siteUrl(`/composition/${a.identifier}`));
  await settled(page);
  expect(await waiting(page)).toEqual(['FlashMessages', 'PlayerBar', 'UserMenu']);
  await expect(page.locator(PENDING_ISLAND)).toHaveCount(0);
  expect(runtimesIn(await Promise.all(scripts.all)).react).toEqual([]);
  await expect(page.getByRole('complementary', { name: 'Live stream' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-live-banner'))).toBe(false);
  // The user menu's server-drawn 'Sign in' works without its island.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();

  // Signed out, 'Add to queue' answers with a flash, which wakes the flash island (and nothing else).
  await queueButton(page, a.title).click();
  await expect(page.locator('[data-flash-region]')).toContainText(NOTICES['stream-sign-in-required'].message);
  expect(await waiting(page)).toEqual(['PlayerBar', 'UserMenu']);
  expect(runtimesIn(await Promise.all(scripts.all)).react).toHaveLength(1);
});

test('signed in with an empty queue, the user menu hydrates and the bar waits; Add to queue wakes the bar', async ({
  page,
}) => {
  const [a] = await playables();
  if (a === undefined) throw new Error('no playable composition');
  await signInPage(page, await createVerifiedListener('islands', { first: 'Ines', last: 'Marked' }));
  await page.goto(siteUrl(`/composition/${a.identifier}`));
  await settled(page);
  await expect(page.getByRole('button', { name: /Ines/ })).toBeVisible();
  expect(await waiting(page)).toEqual(['FlashMessages', 'PlayerBar']);

  await queueButton(page, a.title).click();
  await expect(page.locator('[data-player-bar="mounted"]')).toBeAttached();
  await expect(playerBar(page).locator('.player-bar__title')).toHaveText(a.title);
  expect(await waiting(page)).toEqual(['FlashMessages']);
});

test('the live banner is drawn when its span opens while the page is open', async ({ page }) => {
  // The first span opens ten seconds after the page loads.
  const [first] = await bannerSpans();
  if (first === undefined) throw new Error('the demo build has no live banner span');
  await page.clock.install({ time: first[0] - 10_000 });
  await page.goto(siteUrl('/compositions'));
  await page.clock.runFor(2_000);
  const banner = page.getByRole('complementary', { name: 'Live stream' });
  await expect(banner).toHaveCount(0);
  await page.clock.runFor(10_000);
  await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-live-banner'))).toBe(true);
  await page.clock.runFor(5_000);
  await expect(banner).toBeVisible();
});

test("with only the live banner to draw, no React loads and no island's code runs: the session is never read", async ({
  page,
}) => {
  // Inside the demo's first banner span, signed out, no queue, no flash: the banner is drawn, no island hydrates.
  const [first] = await bannerSpans();
  if (first === undefined) throw new Error('the demo build has no live banner span');
  await page.clock.setFixedTime(first[0] + 60_000);
  // The stored session's reads after load: the head script reads it before, to mark a signed-in visitor.
  await page.addInitScript(() => {
    const reads: string[] = [];
    Object.assign(window, { storageReadsAfterLoad: reads });
    let loaded = false;
    window.addEventListener('load', () => {
      loaded = true;
    });
    const { value: getItem } = Object.getOwnPropertyDescriptor(Storage.prototype, 'getItem') as {
      value: (this: Storage, key: string) => string | null;
    };
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (loaded) reads.push(key);
      return getItem.call(this, key);
    };
  });
  const scripts = recordScripts(page);
  await page.goto(siteUrl('/compositions'));
  await settled(page);
  await expect(page.getByRole('complementary', { name: 'Live stream' })).toBeVisible();
  expect(await waiting(page)).toEqual(['FlashMessages', 'PlayerBar', 'UserMenu']);
  expect(runtimesIn(await Promise.all(scripts.all)).react).toEqual([]);
  // The session store reads it as soon as its module runs: the banner's drawing shares a file with it (the
  // player bar's), but only the banner's code ran.
  const reads = await page.evaluate(
    () => (window as unknown as { storageReadsAfterLoad: string[] }).storageReadsAfterLoad,
  );
  expect(reads).not.toContain('currentuser');

  // A page the client router swaps in carries the banner's box empty: the banner is drawn on it too.
  const banner = page.getByRole('complementary', { name: 'Live stream' });
  const message = await banner.textContent();
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Concerts', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('/concerts'));
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await expect(banner).toBeVisible();
  await expect(banner).toHaveText(message ?? '');
  expect(runtimesIn(await Promise.all(scripts.all)).react).toEqual([]);
});

test("the live banner draws from the build's streams; a worker started when the browser is idle reads its list", async ({
  page,
}) => {
  // The demo always has a stream in progress, so its banner span is open now. Idle callbacks are held until the
  // test runs them.
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    Object.assign(window, { heldIdleCallbacks: held });
    window.requestIdleCallback = (callback: IdleRequestCallback) =>
      held.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
  });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (url.includes('/live_streams/') || /\/live-feed-(?:reading|worker)[.-][\w-]+\.js/.test(url)) asked.push(url);
  });
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(siteUrl('/compositions'));
  // The layout's script draws the banner once the page has loaded and painted, without an idle moment.
  const banner = page.getByRole('complementary', { name: 'Live stream' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Live stream now!');
  expect(asked).toEqual([]);
  // At the next idle moment the list's worker starts and asks the API.
  await expect
    .poll(async () => {
      await page.evaluate(() => {
        for (const run of (window as unknown as { heldIdleCallbacks: (() => void)[] }).heldIdleCallbacks.splice(0))
          run();
      });
      return asked.some((url) => url.includes('/live_streams/'));
    })
    .toBe(true);
  expect(workers).toEqual([expect.stringMatching(/\/live-feed-worker[.-][\w-]+\.js$/)]);
  // The reading (zod, the contract's schemas) ran in the worker: the page never loaded it.
  expect(asked.filter((url) => url.includes('/live-feed-reading'))).toEqual([]);
  await expect(banner).toBeVisible();
});

/** The files of zod the page's own main thread loaded (its workers' left out). */
async function zodOnThePage(record: ScriptRecord): Promise<string[]> {
  const loaded = await Promise.all(record.all);
  return runtimesIn(loaded.filter((script) => !record.workerUrls.has(script.url))).zod;
}

test('a signed-out visitor loads no zod on the page, even where React draws; a stored session brings it to read', async ({
  page,
}) => {
  // Where the page draws with React for everyone: a collection's video turns into a player after load and, like a
  // live stream's stage, tells a signed-out visitor to sign in (the server's answer, known without asking); the
  // sign-in form waits for an answer to read.
  const collection = `/collections/${DEMO_MARKERS.collectionStartsByDefault}`;
  const signedOut = recordScripts(page);
  await page.goto(siteUrl(collection));
  await expect(page.getByText('You must be signed in to view this video.')).toBeVisible({ timeout: 30_000 });
  await page.goto(siteUrl(`/live-stream/${DEMO_MARKERS.liveStreams.inProgress}`));
  await expect(page.locator('[data-live-state]').getByRole('alert')).toContainText(
    'You must be signed in to view this video.',
  );
  await page.goto(siteUrl('/sign-in'));
  await hydrated(page);
  await settled(page);
  // React drew on each of the three pages (one file, loaded by each); zod on none of them.
  expect(new Set(runtimesIn(await Promise.all(signedOut.all)).react).size).toBe(1);
  expect(await zodOnThePage(signedOut)).toEqual([]);

  // Signed in, the session store reads the stored session with the contract's schema when its module runs.
  const [a] = await playables();
  if (a === undefined) throw new Error('no playable composition');
  await signInPage(page, await createVerifiedListener('zod-on-use', { first: 'Zoe', last: 'Stored' }));
  const signedIn = recordScripts(page);
  await page.goto(siteUrl(`/composition/${a.identifier}`));
  await expect(page.getByRole('button', { name: /Zoe/ })).toBeVisible();
  expect(await zodOnThePage(signedIn)).toHaveLength(1);
});
