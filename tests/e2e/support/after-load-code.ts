import type { Page } from '@playwright/test';

/**
 * Makes the page's pictures come 3 s late, so it is still loading for seconds after its scripts
 * could have run: code meant to wait for the load event is then seen waiting, or not.
 */
export async function delayPictures(page: Page): Promise<void> {
  await page.route(
    (url) => /\.(?:avif|webp|jpe?g|png)$/.test(url.pathname),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await route.continue();
    },
  );
}

/**
 * When the page asked for the first script file whose path holds `fileName` (e.g. '/LiveStreamDetail.'),
 * and when its load event ended, in ms since navigation; NaN for what has not happened.
 */
export async function codeAndLoadTimes(page: Page, fileName: string): Promise<{ codeAt: number; loadedAt: number }> {
  return page.evaluate((name) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const code = performance.getEntriesByType('resource').find((entry) => new URL(entry.name).pathname.includes(name));
    return { codeAt: code?.startTime ?? Number.NaN, loadedAt: navigation?.loadEventEnd ?? Number.NaN };
  }, fileName);
}
