import { expect, test } from '@playwright/test';
import { siteBase, siteUrl } from './support/e2e-env.ts';
import { startPlainStaticHost } from './support/plain-static-host.ts';

const flash = (page: import('@playwright/test').Page) => page.locator('[data-flash-region]');

test('a missing page answers 404 with the not-found page', async ({ request }) => {
  for (const path of ['/composition/no-such-work', '/concert/no-such-concert', '/nothing/here']) {
    const response = await request.get(siteUrl(path));
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('data-not-found-title');
  }
});

test.describe('without JavaScript (a crawler, a visitor with scripts off)', () => {
  test.use({ javaScriptEnabled: false });

  test('each missing entity answers 404 with its own heading', async ({ page, request }) => {
    const cases: [string, string][] = [
      ['/composition/no-such-work', 'Composition not found'],
      ['/compositions/composer/nobody', 'Composer not found'],
      ['/compositions/performer/nobody', 'Performer not found'],
      ['/compositions/conductor/nobody', 'Conductor not found'],
      ['/concert/no-such-concert', 'Concert not found'],
      ['/collections/no-such-collection', 'Collection not found'],
      ['/feature/no-such-feature', 'Feature not found'],
      ['/live-stream/no-such-stream', 'Live stream not found'],
      ['/nothing/here', 'Page not found'],
    ];
    for (const [path, heading] of cases) {
      const response = await page.goto(siteUrl(path));
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveURL(siteUrl(path));
      const html = await (await request.get(siteUrl(path))).text();
      expect(html, path).toContain('<meta name="prerender-status-code" content="404"');
    }
  });
});

test('a missing composer flashes about a composer and goes to Composers', async ({ page }) => {
  await page.goto(siteUrl('/compositions/composer/nobody'));
  await expect(page).toHaveURL(siteUrl('/compositions/by/composer'));
  await expect(flash(page)).toContainText('Sorry, that composer was not found in the library.');
});

test('a missing composition flashes the spec message for 5 s on the compositions list', async ({ page }) => {
  await page.goto(siteUrl('/composition/no-such-work'));
  await expect(page).toHaveURL(siteUrl('/compositions'));
  await expect(flash(page)).toHaveText(/Sorry, that composition was not found in the library\./);
  await expect(page.getByRole('status')).toContainText('Sorry, that composition was not found in the library.');
  await expect(flash(page).locator('[data-flash]')).toHaveCount(0);
});

test('Back from the list never bounces the visitor into the missing page again', async ({ page }) => {
  await page.goto(siteUrl('/features'));
  await page.goto(siteUrl('/composition/no-such-work'));
  await expect(page).toHaveURL(siteUrl('/compositions'));
  await page.goBack();
  await expect(page).toHaveURL(siteUrl('/features'));

  await page.goto(siteUrl('/features'));
  await page.goto(siteUrl('/concert/no-such-concert'));
  await expect(page).toHaveURL(siteUrl('/concerts'));
  await expect(flash(page)).toContainText('Sorry, that concert was not found in the library.');
  await page.goBack();
  await expect(page).toHaveURL(siteUrl('/features'));
});

test('missing performers, collections, features and live streams go to their lists with their flash', async ({
  page,
}) => {
  const cases: [string, string, string][] = [
    [
      '/compositions/performer/nobody',
      '/compositions/by/performer',
      'Sorry, that performer was not found in the library.',
    ],
    ['/collections/no-such-collection', '/collections', 'Sorry, that collection was not found in the library.'],
    ['/feature/no-such-feature', '/features', 'Sorry, that media feature was not found in the library.'],
    ['/live-stream/no-such-stream', '/live-streams', 'Sorry, that live stream is no longer available.'],
  ];
  for (const [missing, list, message] of cases) {
    await page.goto(siteUrl(missing));
    await expect(page).toHaveURL(siteUrl(list));
    await expect(flash(page)).toContainText(message);
  }
});

test('reached again with Back, the not-found page names what is missing and stays', async ({ page }) => {
  // Chromium skips script-redirected entries on Back, so the browser is told this load came from history.
  await page.addInitScript(() => {
    const entries = performance.getEntriesByType.bind(performance);
    performance.getEntriesByType = (type: string) =>
      type === 'navigation' ? ([{ type: 'back_forward' }] as unknown as PerformanceEntryList) : entries(type);
  });
  await page.goto(siteUrl('/composition/no-such-work'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Composition not found');
  await expect(page.getByRole('link', { name: 'Browse the library' })).toHaveAttribute(
    'href',
    '/music/concert-library/compositions',
  );
  await expect(page).toHaveURL(siteUrl('/composition/no-such-work'));
});

test('a flash can be dismissed', async ({ page }) => {
  await page.goto(siteUrl('/composition/no-such-work'));
  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(flash(page).locator('[data-flash]')).toHaveCount(0);
});

test('on a static host without rewrites the 404 page hands shell routes to their shells, keeping the path', async ({
  page,
}) => {
  const root = process.env['E2E_SITE_ROOT'] ?? '';
  const base = new URL(siteBase()).pathname;
  const host = await startPlainStaticHost(root, base);
  try {
    await page.goto(`${host.origin}${base}/reset-password/MQ/set-token`);
    await expect(page.getByRole('button', { name: 'Reset Your Password' })).toBeVisible();
    await expect(page).toHaveURL(`${host.origin}${base}/reset-password/MQ/set-token`);
    // The shells' islands act on the token of the restored path: each sends it to the API.
    const signIn = page.waitForRequest((r) => r.url().includes('/api/sesame_token/') && r.method() === 'POST');
    await page.goto(`${host.origin}${base}/magic/abc123`);
    expect((await signIn).postData()).toContain('sesame=abc123');
    const confirm = page.waitForRequest((r) => r.url().includes('/registration/verify-email/'));
    await page.goto(`${host.origin}${base}/email-confirm/key-1`);
    await confirm;
    await expect(page).toHaveURL(`${host.origin}${base}/email-confirm/key-1`);
  } finally {
    await host.close();
  }
});
