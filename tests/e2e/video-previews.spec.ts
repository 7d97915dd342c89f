import { expect, test } from '@playwright/test';
import { DEMO_MARKERS } from '../../server/seed/demo-markers.ts';
import { codeAndLoadTimes, delayPictures } from './support/after-load-code.ts';
import { siteUrl } from './support/e2e-env.ts';

/**
 * A video preview that starts by default (rules §4: a feature's or collection's player shows
 * without a click) becomes its player after the page has loaded, as the layout's islands hydrate,
 * not at the first idle moment while the page is still loading: mounting it then brought React
 * and drew the player in one long task on a slow phone (the collection page's total blocking time;
 * src/islands/video/video-preview-loader.ts).
 */
test('a collection intro that starts by default becomes its player after the page has loaded', async ({ page }) => {
  // The page's pictures come late, so the page is still loading for seconds after its scripts have run.
  await delayPictures(page);
  await page.goto(siteUrl(`/collections/${DEMO_MARKERS.collectionStartsByDefault}`), { waitUntil: 'commit' });
  // The player is there without a click, and tells a signed-out visitor why it cannot play.
  await expect(page.getByText('You must be signed in to view this video.')).toBeVisible({ timeout: 15_000 });
  const { codeAt: playerCodeAt, loadedAt } = await codeAndLoadTimes(page, '/mount-video-player.');
  expect(loadedAt).toBeGreaterThan(0);
  expect(playerCodeAt).toBeGreaterThanOrEqual(loadedAt);
});
