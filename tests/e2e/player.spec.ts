import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import { DEMO_MARKERS } from '../../server/seed/demo-markers.ts';
import { NOTICES } from '../../src/lib/errors/notice-table.ts';
import { performanceAnchor } from '../../src/lib/catalog/routes.ts';
import { stripEmphasis } from '../../src/lib/text/emphasis.ts';
import { combined, compositionDetail } from './support/catalog.ts';
import { siteUrl } from './support/e2e-env.ts';
import { createVerifiedListener, nextMail, signInPage } from './support/accounts.ts';
import { RECORD_MEDIA, audioState } from './support/media-recorder.ts';
import {
  expectAudioAdvancing,
  expectAudioPast,
  playables,
  playButton,
  PLAYER_APPEARS_MS,
  playerBar,
  queueButton,
  savedQueueOf,
  withMovements,
  withSavedQueue,
} from './support/playback.ts';
import { hydrated } from './support/islands.ts';
import { playerBarMounted } from './support/script-loads.ts';

/**
 * The player in the real browser against the demo API: the persistent player bar and queue,
 * stream links with sign-in and region rules, the Media Session and the video player.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(RECORD_MEDIA);
});

test('Play Performance plays the audio: currentTime grows, the bar shows the work and the Media Session names it', async ({
  page,
}) => {
  const [first] = await playables();
  if (first === undefined) throw new Error('no playable composition');
  const listener = await createVerifiedListener('play');
  await signInPage(page, listener);
  await page.goto(siteUrl(`/composition/${first.identifier}`));
  await playButton(page, first.title).click();

  await expect(playerBar(page)).toBeVisible();
  await expect(playerBar(page).locator('.player-bar__title')).toHaveText(first.title);
  await expect(playerBar(page).getByRole('button', { name: 'Pause' })).toBeVisible();
  await expectAudioAdvancing(page);
  const state = await audioState(page);
  expect(state.count).toBe(1);
  expect(state.paused).toBe(false);
  expect(state.src).toContain('/media/s/');

  // Media Session: the title starts with the composition (a movement may follow after ' — ').
  await expect
    .poll(() => page.evaluate(() => navigator.mediaSession.metadata?.title ?? null))
    .toMatch(new RegExp(`^${first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( — .+)?$`));
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.artist)).toBe(
    first.detail.combined_composer_arranger_credit,
  );
  expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');
});

test('Add to queue, next, previous, and removing the current item pauses', async ({ page }) => {
  const [a, b] = await playables();
  if (a === undefined || b === undefined) throw new Error('no playable compositions');
  const listener = await createVerifiedListener('queue');
  await signInPage(page, listener);
  await page.goto(siteUrl(`/composition/${a.identifier}`));
  await playButton(page, a.title).click();
  await expect(playerBar(page).locator('.player-bar__title')).toHaveText(a.title);
  await expectAudioPast(page, 0.2);
  const bar = playerBar(page);
  // One item: neither previous nor next.
  await expect(bar.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(bar.getByRole('button', { name: 'Next' })).toBeDisabled();

  // On b's page (a full load: the restored queue is paused, playing is not kept), Add to queue: current stays a.
  await page.goto(siteUrl(`/composition/${b.identifier}`));
  await queueButton(page, b.title).click();
  await expect(bar.getByRole('button', { name: 'Queue, 2 items' })).toBeVisible();
  await expect(bar.locator('.player-bar__title')).toHaveText(a.title);
  await expect(bar.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await bar.getByRole('button', { name: 'Play', exact: true }).click();
  await expectAudioPast(page, 0.2);

  await bar.getByRole('button', { name: 'Next' }).click();
  await expect(bar.locator('.player-bar__title')).toHaveText(b.title);
  await expect(bar.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(bar.getByRole('button', { name: 'Previous' })).toBeEnabled();
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);

  await bar.getByRole('button', { name: 'Previous' }).click();
  await expect(bar.locator('.player-bar__title')).toHaveText(a.title);
  await expect(bar.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(bar.getByRole('button', { name: 'Next' })).toBeEnabled();
  await expect.poll(async () => (await audioState(page)).paused).toBe(false);

  // Remove the current item (a) from the queue popup: b is left, current, and playback pauses.
  await bar.getByRole('button', { name: 'Queue, 2 items' }).click();
  const popup = page.getByRole('dialog', { name: /queue/i });
  await popup.getByRole('button', { name: `Remove ${a.title} from the queue` }).click();
  await expect(bar.getByRole('button', { name: 'Queue, 1 item' })).toBeVisible();
  await expect(bar.locator('.player-bar__title')).toHaveText(b.title);
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
});

test('playback survives three client-router navigations through the site links without stopping', async ({ page }) => {
  const [a] = await playables();
  if (a === undefined) throw new Error('no playable composition');
  const listener = await createVerifiedListener('navigate');
  await signInPage(page, listener);
  await page.goto(siteUrl(`/composition/${a.identifier}`));
  await playButton(page, a.title).click();
  await expectAudioPast(page, 0.5);
  await page.evaluate(() => {
    window.__marker = 'same-document';
  });
  const start = await audioState(page);
  const main = page.getByRole('navigation', { name: 'Main' });

  await main.getByRole('link', { name: 'Concerts', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('/concerts'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.locator('main a[href*="/concert/"]').first().click();
  await expect(page).toHaveURL(/\/concert\//);
  await main.getByRole('link', { name: 'Features', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('/features'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const end = await audioState(page);
  // The same window (no full load), the same single element, never paused, emptied, aborted or reloaded.
  expect(await page.evaluate(() => [window.__marker, window.__pageLoads])).toEqual(['same-document', 1]);
  expect(end.count).toBe(1);
  expect(end.src).toBe(start.src);
  expect(end.paused).toBe(false);
  expect(end.events).toEqual(start.events);
  expect(end.events['pause']).toBe(0);
  expect(end.currentTime).toBeGreaterThan(start.currentTime);
  await expect(playerBar(page).locator('.player-bar__title')).toHaveText(a.title);
});

test('the bar is one React island for the visit: a client-router page change keeps its element, its state and the audio', async ({
  page,
}) => {
  const [a] = await playables();
  if (a === undefined) throw new Error('no playable composition');
  await signInPage(page, await createVerifiedListener('island'));
  await page.goto(siteUrl(`/composition/${a.identifier}`));
  await playButton(page, a.title).click();
  await expectAudioPast(page, 0.5);
  const bar = playerBar(page);
  // State that lives in React alone: the queue popup is open.
  await bar.getByRole('button', { name: 'Queue, 1 item' }).click();
  const popup = page.getByRole('dialog', { name: 'Queue' });
  await expect(popup).toBeVisible();
  await page.evaluate(() => {
    const kept = window as unknown as { __bar?: Element | null; __island?: Element | null };
    kept.__bar = document.querySelector('section.player-bar');
    kept.__island = kept.__bar?.closest('astro-island') ?? null;
  });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Concerts', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('/concerts'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The same elements, the React root still in its island, the popup still open, the audio going on.
  expect(
    await page.evaluate(() => {
      const kept = window as unknown as { __bar?: Element | null; __island?: Element | null };
      const island = kept.__island;
      return {
        sameBar: kept.__bar !== null && kept.__bar === document.querySelector('section.player-bar'),
        sameIsland: island !== null && island !== undefined && island.isConnected,
        reactRoot:
          island !== null &&
          island !== undefined &&
          Object.keys(island).some((key) => key.startsWith('__reactContainer')),
        hydrated: island?.hasAttribute('ssr') === false,
      };
    }),
  ).toEqual({ sameBar: true, sameIsland: true, reactRoot: true, hydrated: true });
  await expect(popup).toBeVisible();
  const playing = await audioState(page);
  expect(playing.paused).toBe(false);
  // Its handlers still answer: pausing from the bar pauses the audio.
  await bar.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  // `paused` turns true at once; the 'pause' event comes in a task of its own after it.
  await expect.poll(async () => (await audioState(page)).events['pause']).toBe((playing.events['pause'] ?? 0) + 1);
});

test('with a saved queue the bar holds its box from the first frame, and hydrating it moves nothing', async ({
  page,
}) => {
  const [a] = await playables();
  if (a === undefined) throw new Error('no playable composition');
  await withSavedQueue(page, savedQueueOf(a));
  // Where the bar is when the page has parsed, long before its island hydrates (after the load event).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const section = document.querySelector('section.player-bar');
      const box = section?.getBoundingClientRect();
      (window as unknown as { __firstBox: unknown }).__firstBox = {
        top: box?.top,
        height: box?.height,
        hydrated: section?.closest('astro-island')?.hasAttribute('ssr') === false,
      };
    });
  });
  await page.goto(siteUrl('/sign-in'));
  await playerBarMounted(page);
  const bar = playerBar(page);
  await expect(bar.locator('.player-bar__title')).toHaveText(a.title);
  const first = await page.evaluate(() => (window as unknown as { __firstBox: unknown }).__firstBox);
  const drawn = await bar.boundingBox();
  expect(first).toEqual({ top: drawn?.y, height: drawn?.height, hydrated: false });
  expect(drawn?.height).toBeGreaterThan(40);
});

test('after a reload the queue and the current item are restored', async ({ page }) => {
  const [a, b, c] = await playables();
  if (a === undefined || b === undefined || c === undefined) throw new Error('no playable compositions');
  const listener = await createVerifiedListener('reload');
  await signInPage(page, listener);
  const bar = playerBar(page);
  // Each page is a full load; each add is awaited (the links are fetched first) before leaving the page.
  for (const [index, item] of [a, b, c].entries()) {
    await page.goto(siteUrl(`/composition/${item.identifier}`));
    await queueButton(page, item.title).click();
    await expect(
      bar.getByRole('button', { name: `Queue, ${index + 1} ${index === 0 ? 'item' : 'items'}` }),
    ).toBeVisible();
  }
  // The first item added became current, paused.
  await expect(bar.locator('.player-bar__title')).toHaveText(a.title);
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await bar.getByRole('button', { name: 'Next' }).click();
  await expect(bar.locator('.player-bar__title')).toHaveText(b.title);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('current-item'))).toBe('1');

  await page.reload();
  await expect(bar.getByRole('button', { name: 'Queue, 3 items' })).toBeVisible();
  await expect(bar.locator('.player-bar__title')).toHaveText(b.title);
  await bar.getByRole('button', { name: 'Queue, 3 items' }).click();
  const popup = page.getByRole('dialog', { name: /queue/i });
  await expect(popup.getByRole('button', { name: /^Remove .* from the queue$/ })).toHaveCount(3);
  for (const item of [a, b, c])
    await expect(popup.getByRole('button', { name: `Remove ${item.title} from the queue` })).toBeVisible();
  await expect(
    popup.getByRole('button', {
      name: new RegExp(`^Play ${b.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, current item$`),
    }),
  ).toBeVisible();
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('queue') ?? '[]') as { composition_identifier: string }[],
  );
  expect(stored.map((item) => item.composition_identifier)).toEqual([a.identifier, b.identifier, c.identifier]);
});

test('a queued composition that the server no longer has (404) is dropped on reload', async ({ page }) => {
  const [a] = await playables();
  if (a === undefined) throw new Error('no playable composition');
  const listener = await createVerifiedListener('dropped');
  await signInPage(page, listener);
  await page.goto(siteUrl(`/composition/${a.identifier}`));
  await queueButton(page, a.title).click();
  const bar = playerBar(page);
  await expect(bar.getByRole('button', { name: 'Queue, 1 item' })).toBeVisible();
  // A second item queued earlier whose composition has since been deleted on the server (its identifier
  // answers 404 from the real API); it is the current item.
  const gone = `deleted-since-queued-${Date.now()}`;
  await page.evaluate((identifier) => {
    const items = JSON.parse(localStorage.getItem('queue') ?? '[]') as Record<string, unknown>[];
    const first = items[0];
    if (first === undefined) throw new Error('nothing stored under queue');
    localStorage.setItem(
      'queue',
      JSON.stringify([
        first,
        { ...first, composition_identifier: identifier, composition_id: 987654, title: 'Gone Work' },
      ]),
    );
    localStorage.setItem('current-item', '1');
  }, gone);
  const check = page.waitForResponse((r) => r.url().includes(`/compositions/${gone}`));
  await page.reload();
  expect((await check).status()).toBe(404);
  await expect(bar.getByRole('button', { name: 'Queue, 1 item' })).toBeVisible();
  await expect(bar.locator('.player-bar__title')).toHaveText(a.title);
  await expect
    .poll(() =>
      page.evaluate(() =>
        (JSON.parse(localStorage.getItem('queue') ?? '[]') as { composition_identifier: string }[]).map(
          (i) => i.composition_identifier,
        ),
      ),
    )
    .toEqual([a.identifier]);
  expect(await page.evaluate(() => localStorage.getItem('current-item'))).toBe('0');
});

test('signed out, Play asks to sign in; the magic link brings the listener back to the page', async ({ page }) => {
  const [a] = await playables();
  if (a === undefined) throw new Error('no playable composition');
  const listener = await createVerifiedListener('signin');
  await page.goto(siteUrl(`/composition/${a.identifier}`));
  await playButton(page, a.title).click();
  await expect(page.getByText(NOTICES['stream-sign-in-required'].message)).toBeVisible();
  expect(NOTICES['stream-sign-in-required'].message).toBe('You need to be signed in to play that performance.');
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('redirectTo')))
    .toContain(`/composition/${a.identifier}`);
  expect((await audioState(page)).count).toBe(0);

  await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel('Email').fill(listener.email);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Check your email for a sign-in link.')).toBeVisible();
  const mail = await nextMail(listener.email, 0, '/magic/');
  await page.goto(mail.link ?? '');
  await expect(page).toHaveURL(siteUrl(`/composition/${a.identifier}`));
  await expect(page.getByText("You're signed in.")).toBeVisible();

  // Signed in now, Play works.
  await playButton(page, a.title).click();
  await expectAudioPast(page, 0.2);
});

test('the sign-in flash stays on the page it was shown on: not on /sign-up, not after a link is followed', async ({
  page,
}) => {
  const [a] = await playables();
  if (a === undefined) throw new Error('no playable composition');
  const message = NOTICES['stream-sign-in-required'].message;
  const flashes = page.locator('[data-flash-region]');
  await page.goto(siteUrl(`/composition/${a.identifier}`));
  await playButton(page, a.title).click();
  await expect(flashes).toContainText(message);

  // A link the visitor follows (the client router keeps the flash region across pages).
  await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(flashes).not.toContainText(message);

  // A new page load within the flash's time.
  await page.goto(siteUrl(`/composition/${a.identifier}`));
  await playButton(page, a.title).click();
  await expect(flashes).toContainText(message);
  await page.goto(siteUrl('/sign-up'));
  await hydrated(page);
  await expect(flashes).not.toContainText(message);
});

test('the sign-in prompt is for signed-out visitors: hidden from the first paint once signed in, back after signing out', async ({
  page,
}) => {
  const [a] = await playables();
  if (a === undefined) throw new Error('no playable composition');
  const prompt = page.locator('[data-signed-out-only]').first();
  await page.goto(siteUrl(`/composition/${a.identifier}`));
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('create a free account');

  await signInPage(page, await createVerifiedListener('prompt'));
  // Before any island hydrates: the head script marks the page from the stored session.
  await page.goto(siteUrl(`/composition/${a.identifier}`), { waitUntil: 'domcontentloaded' });
  expect(await prompt.isVisible()).toBe(false);
  await expect(page.getByRole('button', { name: 'Pat Listener' })).toBeVisible();
  await expect(prompt).toBeHidden();

  await page.getByRole('button', { name: 'Pat Listener' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText("You're signed out.")).toBeVisible();
  await expect(prompt).toBeVisible();
});

test('a region-restricted recording shows the region message outside its countries', async ({ page }) => {
  const listener = await createVerifiedListener('region');
  await signInPage(page, listener);
  // The trusted proxy's country header (COUNTRY_HEADER, default x-country-code) cannot come from the page (CORS
  // does not allow it, rightly): the route adds it to the stream request on the way, as the proxy would. France is
  // not in the recording's ['US']. The API itself answers; nothing is mocked.
  let streamStatus = 0;
  await page.route('**/api/2/stream/**', async (route) => {
    const headers = { ...route.request().headers(), 'x-country-code': 'FR' };
    await route.continue({ headers });
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/2/stream/') && response.request().method() === 'GET')
      streamStatus = response.status();
  });
  const detail = await compositionDetail(DEMO_MARKERS.regionRestrictedComposition);
  const title = stripEmphasis(detail.title);
  await page.goto(siteUrl(`/composition/${DEMO_MARKERS.regionRestrictedComposition}`));
  await playButton(page, title).click();
  await expect(
    page.getByText('We’re sorry, but this performance is not currently available in your location.'),
  ).toBeVisible();
  expect(streamStatus).toBe(403);
  expect((await audioState(page)).count).toBe(0);
  await expect(playerBar(page)).toBeHidden();
});

test('each movement plays from its cue point and the playing movement is marked', async ({ page }) => {
  const work = await withMovements();
  const [, second, third] = work.cues;
  if (second === undefined || third === undefined) throw new Error('fewer than three movements');
  const listener = await createVerifiedListener('movements');
  await signInPage(page, listener);
  await page.goto(siteUrl(`/composition/${work.identifier}`));
  const movements = page.getByRole('list', { name: 'Movements' }).first();
  const movement = (title: string) => movements.getByRole('button', { name: `Play from ${title}` });
  await expect(movements.getByRole('button')).toHaveCount(work.cues.length);
  await expect(movements.locator('[aria-current="true"]')).toHaveCount(0);

  await movement(second.title).click();
  const bar = playerBar(page);
  await expect(bar.locator('.player-bar__title')).toHaveText(work.title);
  await expectAudioPast(page, second.start + 0.2);
  expect((await audioState(page)).currentTime).toBeLessThan(third.start);
  await expect(bar.locator('.player-bar__movement')).toContainText(second.title);
  await expect(movement(second.title)).toHaveAttribute('aria-current', 'true');
  await expect(movements.locator('[aria-current="true"]')).toHaveCount(1);

  // Another movement of the same performance seeks the same audio; the queue keeps one item.
  await movement(third.title).click();
  await expectAudioPast(page, third.start + 0.2);
  await expect(movement(third.title)).toHaveAttribute('aria-current', 'true');
  await expect(movement(second.title)).not.toHaveAttribute('aria-current', 'true');
  await expect(bar.locator('.player-bar__movement')).toContainText(third.title);
  await expect(bar.getByRole('button', { name: 'Queue, 1 item' })).toBeVisible();
  expect((await audioState(page)).count).toBe(1);
});

test('on a phone the playing bar keeps to two rows and the page leaves room for it', async ({ page }) => {
  const work = await withMovements();
  const [, second] = work.cues;
  if (second === undefined) throw new Error('fewer than two movements');
  await page.setViewportSize({ width: 375, height: 812 });
  await signInPage(page, await createVerifiedListener('phone-bar'));
  await page.goto(siteUrl(`/composition/${work.identifier}`));
  await page
    .getByRole('list', { name: 'Movements' })
    .first()
    .getByRole('button', { name: `Play from ${second.title}` })
    .click();
  const bar = playerBar(page);
  await expectAudioPast(page, second.start + 0.2);
  await expect(bar.locator('.player-bar__movement')).toContainText(second.title);

  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (found === null) throw new Error('not laid out');
    return found;
  };
  const whole = await box(bar);
  expect(whole.height).toBeLessThanOrEqual(120);
  // Row one: the title beside the transport; row two: the seek bar beside mute and the queue.
  const title = await box(bar.locator('.player-bar__title'));
  const pause = await box(bar.getByRole('button', { name: 'Pause' }));
  const seek = await box(bar.getByRole('slider', { name: 'Seek' }));
  const queue = await box(bar.getByRole('button', { name: 'Queue, 1 item' }));
  expect(pause.x).toBeGreaterThan(title.x + title.width - 1);
  expect(Math.abs(pause.y + pause.height / 2 - (title.y + title.height / 2))).toBeLessThan(pause.height);
  expect(seek.y).toBeGreaterThanOrEqual(pause.y + pause.height - 12);
  expect(Math.abs(queue.y + queue.height / 2 - (seek.y + seek.height / 2))).toBeLessThan(queue.height / 2);
  // The seek bar grows into the second row: two fifths of the screen at least.
  expect(seek.width).toBeGreaterThan(375 * 0.4);
  for (const button of await bar.getByRole('button').all()) {
    const target = await box(button);
    expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
  }
  // The end of the page scrolls clear of the bar.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const end = await box(page.locator('.site-footer a').last());
  expect(end.y + end.height).toBeLessThanOrEqual(whole.y);
  const axe = await new AxeBuilder({ page })
    .include('.player-bar')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations).toEqual([]);
});

test('an audio error shows the spec message and pauses the player', async ({ page }) => {
  const [a] = await playables();
  if (a === undefined) throw new Error('no playable composition');
  const listener = await createVerifiedListener('audio-error');
  await signInPage(page, listener);
  // The signed media links answer, but the media host fails: every audio request gets a 500.
  await page.route('**/media/s/**', (route) => route.fulfill({ status: 500, body: 'media host down' }));
  await page.goto(siteUrl(`/composition/${a.identifier}`));
  // The spec shows this one as the browser's alert.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await playButton(page, a.title).click();
  await expect
    .poll(() => alerts, { timeout: 15_000 })
    .toEqual(["alert: Sorry, we're having a problem playing the audio for this composition."]);
  const bar = playerBar(page);
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
});

test('the bar by keyboard and pointer: the announcement, seek keys, volume, and the queue popup keeping focus', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const [a, b] = await playables();
  if (a === undefined || b === undefined) throw new Error('no playable compositions');
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const listener = await createVerifiedListener('controls');
  await signInPage(page, listener);
  // The bar is static HTML, empty and hidden, until its script draws it after the page's load.
  const html = await (await page.request.get(siteUrl(`/composition/${b.identifier}`))).text();
  expect(/<section[^>]*class="player-bar"[^>]*>/.exec(html)?.[0]).toMatch(/\shidden(=""|[\s>])/);
  await page.goto(siteUrl(`/composition/${b.identifier}`));
  // With nothing queued its island waits (src/lib/browser/page-marks.ts); the first item wakes it.
  await expect(page.locator('astro-island[data-awaits-mark="data-player-queued"]')).toBeAttached();
  const bar = playerBar(page);
  await expect(bar).toBeHidden();
  await queueButton(page, b.title).click();
  await expect(page.locator('[data-player-bar="mounted"]')).toBeAttached();
  await expect(bar.getByRole('button', { name: 'Queue, 1 item' })).toBeVisible();
  // A full load restores b, paused and unannounced; playing a announces it.
  await page.goto(siteUrl(`/composition/${a.identifier}`));
  await expect(bar.locator('.player-bar__title')).toHaveText(b.title);
  await expect(bar.locator('[aria-live="polite"]')).toHaveText('');
  await playButton(page, a.title).click();
  const composer = a.detail.combined_composer_arranger_credit;
  await expect(bar.locator('[aria-live="polite"]')).toHaveText(
    `Now playing: ${a.title}${composer === '' ? '' : `, ${composer}`}.`,
  );
  await expectAudioPast(page, 0.5);

  // Seek: an arrow key moves 5 s (not the slider's own 1 s step), Home goes back to the start.
  const seek = bar.getByRole('slider', { name: 'Seek' });
  await seek.focus();
  const before = (await audioState(page)).currentTime;
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await audioState(page)).currentTime).toBeGreaterThan(before + 4);
  await expect(seek).toHaveAttribute('aria-valuetext', /^\d+:\d\d of \d+:\d\d$/);
  await page.keyboard.press('Home');
  await expect.poll(async () => (await audioState(page)).currentTime).toBeLessThan(before + 1);

  // Volume: mute and unmute, and the slider by keyboard.
  const volume = bar.getByRole('slider', { name: 'Volume' });
  await bar.getByRole('button', { name: 'Mute' }).click();
  await expect(volume).toHaveAttribute('aria-valuetext', '0%');
  await expect.poll(async () => (await audioState(page)).muted).toBe(true);
  await bar.getByRole('button', { name: 'Unmute' }).click();
  await expect(volume).toHaveAttribute('aria-valuetext', '100%');
  await volume.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(volume).toHaveAttribute('aria-valuetext', '95%');
  await expect.poll(async () => (await audioState(page)).volume).toBeCloseTo(0.95);
  expect((await audioState(page)).muted).toBe(false);

  // The queue popup: opening focuses the current item; Escape closes it and gives focus back.
  const queue = bar.getByRole('button', { name: 'Queue, 2 items' });
  await queue.click();
  const popup = page.getByRole('dialog', { name: 'Queue' });
  await expect(queue).toHaveAttribute('aria-expanded', 'true');
  await expect(popup.getByRole('button', { name: `Play ${a.title}, now playing` })).toBeFocused();
  const axe = await new AxeBuilder({ page })
    .include('.player-bar')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(
    axe.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    ),
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(queue).toBeFocused();
  await expect(queue).toHaveAttribute('aria-expanded', 'false');

  // Jumping to an item plays it and keeps focus on its row, now named as playing.
  await page.keyboard.press('Enter');
  await popup.getByRole('button', { name: `Play ${b.title}`, exact: true }).click();
  await expect(bar.locator('.player-bar__title')).toHaveText(b.title);
  await expect(popup.getByRole('button', { name: `Play ${b.title}, now playing` })).toBeFocused();
  await expect(bar.locator('[aria-live="polite"]')).toContainText(`Now playing: ${b.title}`);

  // Removing the current item by keyboard pauses, and focus goes to the row that took its place.
  await page.keyboard.press('Tab');
  await expect(popup.getByRole('button', { name: `Remove ${b.title} from the queue` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(popup.getByRole('button', { name: `Play ${a.title}, current item` })).toBeFocused();
  await expect(bar.getByRole('button', { name: 'Queue, 1 item' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  // Removing the last one hides the bar, and focus goes to the page's content.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(bar).toBeHidden();
  await expect(page.locator('#main')).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});

/** The first composition with a listed, playable performance whose video has `path` (its captions, its chapters). */
async function videoWith(
  path: 'captions_url' | 'cuepoint_webvtt',
): Promise<{ identifier: string; anchor: string; file: string }> {
  const catalog = await combined();
  for (const summary of catalog.compositions) {
    const detail = await compositionDetail(summary.identifier);
    for (const performance of detail.performances) {
      if (performance.unlisted || performance.program?.identifier === DEMO_MARKERS.regionRestrictedProgram) continue;
      const file = performance.recordings.find((r) => r.type === 'V')?.[path];
      if (typeof file === 'string') {
        return { identifier: summary.identifier, anchor: performanceAnchor(performance.id), file };
      }
    }
  }
  throw new Error(`The demo has no video with ${path}`);
}

test('a video plays with English captions selectable', async ({ page }) => {
  const { identifier, file: captions } = await videoWith('captions_url');
  const found = { identifier, captions };
  const listener = await createVerifiedListener('video');
  await signInPage(page, listener);
  await page.goto(siteUrl(`/composition/${found.identifier}`));
  // The captions file as the player loads it, for the cue texts it may draw.
  const captionsFile = found.captions.split('/').slice(-2).join('/');
  const captionsBody = page.waitForResponse((r) => r.url().endsWith(captionsFile) && r.ok()).then((r) => r.text());
  await page.getByRole('button', { name: 'Watch Performance' }).first().click();
  const video = page.locator('video').first();
  await expect(video).toBeAttached({ timeout: PLAYER_APPEARS_MS });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0.5);
  expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

  // The captions menu of video.js offers English; choosing it shows the track.
  const captionsButton = page.locator('.vjs-subs-caps-button button, .vjs-captions-button button').first();
  await captionsButton.click();
  await expect(page.locator('.vjs-text-track-display')).toHaveText('');
  const english = page.getByRole('menuitemradio', { name: /English/ });
  await expect(english).toHaveAttribute('aria-checked', 'false');
  await english.click();
  // The menu closes on a choice; its item stays in the DOM, now checked.
  await expect(
    page
      .locator('.vjs-subs-caps-button .vjs-menu-item, .vjs-captions-button .vjs-menu-item', { hasText: 'English' })
      .first(),
  ).toHaveAttribute('aria-checked', 'true');
  // While it plays, one of the captions file's cues is drawn over the video.
  const cues = (await captionsBody)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && line !== 'WEBVTT' && !line.includes('-->') && !/^\d+$/.test(line));
  expect(cues.length).toBeGreaterThan(0);
  await expect
    .poll(() => page.locator('.vjs-text-track-display').innerText(), { timeout: 15_000 })
    .toMatch(new RegExp(`^(${cues.map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`));
});

test('a video’s chapter menu lists its movements, from its chapters file', async ({ page }) => {
  const { identifier, anchor, file } = await videoWith('cuepoint_webvtt');
  const listener = await createVerifiedListener('chapters');
  await signInPage(page, listener);
  await page.goto(siteUrl(`/composition/${identifier}`));
  const chaptersBody = page
    .waitForResponse((r) => r.url().endsWith(file.split('/').slice(-2).join('/')) && r.ok())
    .then((r) => r.text());
  const block = page.locator(`#${anchor}`);
  await block.getByRole('button', { name: 'Watch Performance' }).click();
  await expect(block.locator('video')).toBeAttached({ timeout: PLAYER_APPEARS_MS });
  const titles = (await chaptersBody)
    .split(/\r?\n\r?\n/)
    .map((block) => block.split(/\r?\n/).slice(1).join(' ').trim())
    .filter((title) => title !== '');
  expect(titles.length).toBeGreaterThan(1);
  await block.locator('.vjs-chapters-button button').click();
  await expect(block.locator('.vjs-chapters-button .vjs-menu-item-text')).toHaveText(titles);
});
