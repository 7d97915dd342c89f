import { expect, test, type Page } from '@playwright/test';
import { QUEUE_STORAGE_KEY } from '../../src/lib/player/queue-persistence.ts';
import { createVerifiedListener, signInPage } from './support/accounts.ts';
import { siteUrl } from './support/e2e-env.ts';
import { RECORD_MEDIA } from './support/media-recorder.ts';
import { expectAudioPast, firstPlayable, playButton, queueButton } from './support/playback.ts';

/**
 * 'No click is lost': on a slow phone the visitor sees 'Play Performance', 'Add to
 * queue', 'Search', the view toggle and the user menu before the scripts behind them are ready. The
 * first click on each, as soon as it is visible, has its effect, and the control shows at once
 * that it is busy (src/lib/browser/early-clicks.ts).
 *
 * The phone: Chromium's CPU four times slower and a slow 4G network (CDP), and the site's module
 * scripts held back until the click has happened, so the click lands in that window every time
 * rather than by chance; then they arrive and the test waits for the click's effect.
 *
 * When a control's script never comes (offline, blocked, a 404), its kept click still ends: a link
 * follows its href, a button is no longer busy.
 */

/** How a test's slow phone treats the site's module scripts. */
interface ScriptsOptions {
  /** Fails (as offline or blocked would) every script file whose text contains this. */
  failing?: string;
  /** Holds the scripts back until `release()` (the default). */
  held?: boolean;
}

// A held script's route handler may still be waiting when its test ends; Playwright's own advice is to let it go quietly.
test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

/** Makes the page a slow phone whose module scripts wait for `release()`. */
async function slowPhone(page: Page, { failing, held = true }: ScriptsOptions = {}): Promise<{ release: () => void }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  // Chromium DevTools' 'Slow 4G' preset: 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up (bytes per second here).
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  let release = (): void => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.includes('/_astro/') && url.pathname.endsWith('.js'),
    async (route) => {
      if (held) await released;
      if (failing === undefined) {
        await route.continue();
        return;
      }
      try {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes(failing)) await route.abort('failed');
        else await route.fulfill({ response, body });
      } catch (error) {
        // The page this script was on its way to is gone (a given-up click led elsewhere, or the test ended):
        // Playwright disposed of its response, or closed the connection of the fetch still under way. Nothing is
        // left to serve; anything else is a failure.
        if (!/has been disposed|has been closed|ECONNRESET/.test(String(error))) throw error;
      }
    },
  );
  return { release };
}

/** Opens `path` on a slow phone, signed in unless told otherwise; `release` lets the scripts in. */
async function openOnSlowPhone(
  page: Page,
  path: string,
  signedIn = true,
  scripts: ScriptsOptions = {},
): Promise<{ release: () => void }> {
  await page.addInitScript(RECORD_MEDIA);
  if (signedIn) await signInPage(page, await createVerifiedListener('early-click'));
  const phone = await slowPhone(page, scripts);
  await page.goto(siteUrl(path), { waitUntil: 'commit' });
  return phone;
}

/** How long the slowest network of these tests holds the scripts back after a click. */
const SLOW_NETWORK_MS = 12_000;

/**
 * How long a kept click may take to show. The module scripts are held back, so only the head script can
 * mark a control busy, and it does so in the click's own task: without it the mark never comes. The bound
 * is for Playwright's polling on a loaded 2-core machine with the CPU slowed four times (a second was
 * missed there), and stays well inside the time the scripts are held.
 */
const AT_ONCE = { timeout: 5_000 };

test.describe('the first click on a control whose script is not ready yet has its effect', () => {
  // A slow phone on two shared cores: the page, its scripts and the audio take several times longer.
  test.describe.configure({ timeout: 120_000 });
  const effect = { timeout: 60_000 };

  test("'Play Performance' starts playback", async ({ page }) => {
    const playable = await firstPlayable();
    const { release } = await openOnSlowPhone(page, `/composition/${playable.identifier}`);
    try {
      const button = playButton(page, playable.title);
      await button.click();
      await expect(button).toHaveAttribute('aria-busy', 'true', AT_ONCE);
    } finally {
      release();
    }
    // The slow phone's page, its scripts and the audio all share the loaded cores: as long as any effect.
    await expectAudioPast(page, 0.2, effect.timeout);
    await expect(playButton(page, playable.title)).not.toHaveAttribute('aria-busy', 'true', effect);
  });

  test("'Add to queue' adds the performance to the queue", async ({ page }) => {
    const playable = await firstPlayable();
    const { release } = await openOnSlowPhone(page, `/composition/${playable.identifier}`);
    try {
      const button = queueButton(page, playable.title);
      await button.click();
      await expect(button).toHaveAttribute('aria-busy', 'true', AT_ONCE);
    } finally {
      release();
    }
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', QUEUE_STORAGE_KEY), effect)
      .toContain(`"performance_id":${JSON.stringify(playable.performance.id)}`);
  });

  test("'Share' opens the 550x400 share window, and the page stays", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { __opened: calls, open: (...args: unknown[]) => (calls.push(args), null) });
      Object.defineProperty(navigator, 'share', { value: undefined });
    });
    const { release } = await openOnSlowPhone(page, '/composition/beethoven-symphony-3', false);
    const share = page.getByRole('link', { name: 'Share' });
    try {
      await share.click();
      await expect(share).toHaveAttribute('aria-busy', 'true', AT_ONCE);
    } finally {
      release();
    }
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened.length), effect)
      .toBe(1);
    const [call] = await page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened);
    expect(call?.[0]).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=http/);
    expect(call?.[1]).toBe('share');
    expect(new URL(page.url()).pathname).toMatch(/\/composition\/beethoven-symphony-3$/);
  });

  test("'Search' opens the search modal on the page, not the full-text page, however slow its script", async ({
    page,
  }) => {
    const { release } = await openOnSlowPhone(page, '/compositions', false);
    const search = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search', exact: true });
    try {
      await search.click();
      await expect(search).toHaveAttribute('aria-busy', 'true', AT_ONCE);
      await page.waitForTimeout(SLOW_NETWORK_MS);
      await expect(search).toHaveAttribute('aria-busy', 'true', AT_ONCE);
    } finally {
      release();
    }
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible(effect);
    await expect(page.getByRole('combobox', { name: 'Search the library' })).toBeFocused();
    expect(new URL(page.url()).pathname).toMatch(/\/compositions$/);
  });

  test('the view toggle switches the layout', async ({ page }) => {
    const { release } = await openOnSlowPhone(page, '/compositions', false);
    try {
      await page.getByRole('button', { name: 'Grid' }).click();
      // The head script handles the toggle: no module script is needed for it.
      await expect(page.locator('html')).toHaveAttribute('data-viewby', 'grid', AT_ONCE);
    } finally {
      release();
    }
    await expect(page.locator('.listing__items')).toHaveCSS('display', 'grid');
  });

  test('the user menu opens, however long its scripts take to arrive', async ({ page }) => {
    const { release } = await openOnSlowPhone(page, '/compositions');
    const menu = page.locator('[data-user-menu]');
    try {
      // Before the island hydrates, a signed-in visitor's menu is its server-rendered stand-in.
      const toggle = menu.getByRole('button');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-busy', 'true', AT_ONCE);
      // A network slower than any fixed wait after the page's load: the island's scripts are still on
      // their way 12 s after a click on a page that has loaded, and the click is kept all that time.
      await page.waitForTimeout(SLOW_NETWORK_MS);
      await expect(toggle).toHaveAttribute('aria-busy', 'true', AT_ONCE);
    } finally {
      release();
    }
    await expect(menu.getByRole('link', { name: 'My Account' })).toBeVisible(effect);
    await expect(menu.getByRole('button', { expanded: true })).toBeFocused();
  });
});

test.describe("a kept click whose control's script never loads still ends", () => {
  test.describe.configure({ timeout: 90_000 });
  // The search link's script and the play buttons' (the minifier keeps selectors as they are).
  const SEARCH_SCRIPT = '[data-search-trigger]';
  const PLAYER_SCRIPT = '[data-player-action]';
  const searchLink = (page: Page) =>
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search', exact: true });
  const arrivedAtSearchPage = async (page: Page) => {
    await expect(page).toHaveURL(/\/search$/, { timeout: 30_000 });
    await expect(page.getByRole('search').getByRole('searchbox', { name: 'Search the library' })).toBeVisible();
  };

  test("'Search' leads to the full-text search page when its script fails after the click", async ({ page }) => {
    const { release } = await openOnSlowPhone(page, '/compositions', false, { failing: SEARCH_SCRIPT });
    const search = searchLink(page);
    try {
      await search.click();
      await expect(search).toHaveAttribute('aria-busy', 'true', AT_ONCE);
    } finally {
      release();
    }
    await arrivedAtSearchPage(page);
  });

  test("'Search' leads to the full-text search page when its script had already failed", async ({ page }) => {
    await openOnSlowPhone(page, '/compositions', false, { failing: SEARCH_SCRIPT, held: false });
    // The page has loaded: its script failed before the click, so no failure is left to hear.
    await page.waitForLoadState('load');
    await searchLink(page).click();
    await arrivedAtSearchPage(page);
  });

  test("'Play Performance' is no longer busy when its script fails after the click", async ({ page }) => {
    const playable = await firstPlayable();
    const { release } = await openOnSlowPhone(page, `/composition/${playable.identifier}`, true, {
      failing: PLAYER_SCRIPT,
    });
    const button = playButton(page, playable.title);
    try {
      await button.click();
      await expect(button).toHaveAttribute('aria-busy', 'true', AT_ONCE);
    } finally {
      release();
    }
    await expect(button).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
    await expect(button).toBeEnabled();
  });
});
