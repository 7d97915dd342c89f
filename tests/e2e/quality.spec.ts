import { gzipSync } from 'node:zlib';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_MARKERS } from '../../server/seed/demo-markers.ts';
import { siteServer, siteUrl } from './support/e2e-env.ts';
import {
  chunkName,
  gzipTotal,
  PLAYER_BAR_MODULE,
  playerBarLoad,
  playerBarMounted,
  recordScripts,
  runtimesIn,
} from './support/script-loads.ts';
import { createVerifiedListener } from './support/accounts.ts';
import { hydrated } from './support/islands.ts';
import { firstPlayable, savedQueueOf, withSavedQueue } from './support/playback.ts';

/** One page of every kind of route. */
const ROUTES = [
  '/',
  '/compositions/by/premieres',
  '/compositions/by/composer',
  '/compositions/by/nationality',
  '/compositions/composer/ludwig-van-beethoven',
  `/compositions/conductor/${DEMO_MARKERS.bareArtist}`,
  '/compositions/genre/symphony',
  '/composition/beethoven-symphony-3',
  `/composition/${DEMO_MARKERS.notStreamable}`,
  '/concerts',
  '/concert/beethovens-eroica',
  '/live-streams',
  `/live-stream/${DEMO_MARKERS.liveStreams.inProgress}`,
  '/features',
  '/feature/tobias-rennquist-on-the-eroica',
  '/collections',
  `/collections/${DEMO_MARKERS.collectionStartsByDefault}`,
  '/search',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password/MQ/token',
  '/email-confirm/key',
  '/nothing-here',
];

// WCAG 2.2 AA, plus axe's best practices, which check heading order and landmarks.
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Failed answers a page asks for on purpose, which Chromium logs as errors: a signed-out
 * visitor's live-stream links (401, turned into the sign-in message) and an unknown email
 * confirmation key (404, turned into the failure message).
 */
const EXPECTED_FAILURES: [RegExp, number][] = [
  [/\/api\/2\/stream\//, 401],
  [/\/registration\/verify-email\//, 404],
];

/** Collects CSP violations and console errors from the first script on. */
async function watch(page: Page): Promise<{ problems: string[] }> {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The not-found page is itself a 404 answer, which Chromium reports as a failed load.
    const ownStatus = message.location().url === page.url() && message.text().includes('status of 404');
    const expected = EXPECTED_FAILURES.some(
      ([url, status]) => url.test(message.location().url) && message.text().includes(`status of ${status}`),
    );
    if (message.type() === 'error' && !ownStatus && !expected) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`error: ${error.message}`));
  await page.exposeFunction('__reportCsp', (text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return { problems };
}

async function axe(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
}

for (const path of ROUTES) {
  test(`${path} passes axe (WCAG 2.2 AA) with no CSP violation or console error`, async ({ page }) => {
    const { problems } = await watch(page);
    const answer = await page.goto(siteUrl(path));
    // Under Caddy the production HTTP policy applies on top of the page's own.
    if (siteServer() === 'caddy')
      expect(answer?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    const scriptSrc = /script-src ([^;]*)/.exec(csp ?? '')?.[1] ?? '';
    expect(scriptSrc).toContain("'sha256-");
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(await axe(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

for (const path of ['/', '/compositions/by/composer', '/composition/beethoven-symphony-3', '/features']) {
  test(`${path} in the grid layout on a phone-sized screen passes axe too`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.addInitScript(() => localStorage.setItem('viewby', 'grid'));
    await page.goto(siteUrl(path));
    expect(await axe(page), path).toEqual([]);
  });
}

test('/account sends a signed-out visitor home; a refused magic link goes to sign in', async ({ page }) => {
  await page.goto(siteUrl('/account'));
  await expect(page).toHaveURL(siteUrl('/'));
  await page.goto(siteUrl('/magic/not-a-real-token'));
  await expect(page).toHaveURL(siteUrl('/sign-in'));
  await expect(page.getByText("Sorry, we couldn't sign you in with that link; it might be expired.")).toBeVisible();
  expect(await axe(page)).toEqual([]);
});

test('a page loads at most 15 KB (gzip) of script before its load event; React and the player come after', async ({
  browser,
}) => {
  for (const path of ['/', '/compositions', '/composition/beethoven-symphony-3', '/concerts', '/features']) {
    // A fresh browser context per path (an empty cache): nothing from a previous page is
    // counted, and nothing arrives from cache in the instant after load.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    page.on('response', (response) => {
      if (!loaded && response.request().resourceType() === 'script') {
        scripts.push(
          response.body().then(
            (body) => gzipSync(body).length,
            () => 0,
          ),
        );
      }
    });
    await page.goto(siteUrl(path), { waitUntil: 'load' });
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map((s) => s.textContent),
    );
    const bytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0) + gzipSync(inline.join('')).length;
    expect(bytes, path).toBeLessThanOrEqual(15 * 1024);
    await context.close();
  }
});

test('the player bar shares the one React runtime of the islands, brings no zod of its own, and adds at most 10 KB (gzip)', async ({
  browser,
}) => {
  // The bar hydrates for a visitor with a queue (an empty one loads none of its code: see the test below), and only a
  // signed-in visitor can queue: their user menu is the island whose React the bar shares.
  const queue = savedQueueOf(await firstPlayable());
  const { session } = await createVerifiedListener('bar-runtime');
  for (const path of ['/concerts', '/composition/beethoven-symphony-3']) {
    const bar = await playerBarLoad(browser, siteUrl(path), { queue, session });
    const listed = bar.own.map((script) => `${chunkName(script.url)} ${(script.gzipBytes / 1024).toFixed(1)} KB`);
    expect(
      bar.own.some((script) => PLAYER_BAR_MODULE.test(script.url)),
      path,
    ).toBe(true);
    // React's runtime is among the bar's scripts, as the one file the page's other islands load too.
    expect(runtimesIn(bar.scripts).react, path).toHaveLength(1);
    expect(runtimesIn(bar.own), path).toEqual({ react: [], zod: [] });
    // zod may come only in a file the page loads anyway: the user menu's session store loads it to read the stored
    // session (src/stores/session.ts).
    expect(
      runtimesIn(bar.scripts).zod.every((name) => bar.shared.some((script) => script.url.endsWith(name))),
      path,
    ).toBe(true);
    // Its own code when it became a React island, with some headroom.
    expect(gzipTotal(bar.own), `${path}: ${listed.join(', ')}`).toBeLessThanOrEqual(10 * 1024);
  }
  // The same check finds both runtimes where they are, for a visitor with a queue who is not signed in: React in the
  // file of the page's islands, and zod only in the live-stream list's worker, which validates the list. The page's
  // own main thread evaluates no zod: nothing stored to read, no answer to validate.
  const page = await browser.newPage();
  await withSavedQueue(page, queue);
  const record = recordScripts(page);
  await page.goto(siteUrl('/concerts'));
  await playerBarMounted(page);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // The list's worker starts at an idle moment after the islands have drawn, which networkidle does not wait for.
  await expect
    .poll(async () => (await Promise.all(record.all)).some((script) => record.workerUrls.has(script.url)))
    .toBe(true);
  const loaded = await Promise.all(record.all);
  const runtimes = runtimesIn(loaded.filter((script) => !record.workerUrls.has(script.url)));
  expect(runtimes.react).toHaveLength(1);
  expect(runtimes.zod).toEqual([]);
  expect(runtimesIn(loaded.filter((script) => record.workerUrls.has(script.url)))).toEqual({
    react: [],
    zod: [expect.stringMatching(/^live-feed-worker[.-]/)],
  });
  await page.close();
});

test('every image declares its size; only the hero loads eagerly', async ({ page }) => {
  for (const path of [
    '/',
    '/composition/beethoven-symphony-3',
    '/compositions/composer/ludwig-van-beethoven',
    '/concert/beethovens-eroica',
  ]) {
    await page.goto(siteUrl(path));
    const images = await page.locator('img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
      })),
    );
    expect(images.length, path).toBeGreaterThan(0);
    for (const image of images) {
      expect(Number(image.width), path).toBeGreaterThan(0);
      expect(Number(image.height), path).toBeGreaterThan(0);
    }
    expect(images.filter((image) => image.loading !== 'lazy').length, path).toBeLessThanOrEqual(1);
  }
});

test('the keyboard reaches the skip link first, with a visible focus ring, and it leads to the content', async ({
  page,
}) => {
  await page.goto(siteUrl('/compositions'));
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).not.toBe('none');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
});
