import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './support/e2e-env.ts';

/**
 * A page's largest paint within 1.25× of the same page without scripts. A module script
 * in the HTML is fetched as soon as the parser sees it and runs before the page's text is drawn, so
 * Lighthouse counts it as blocking the largest paint. The layout and the pages hold their scripts in
 * `<template data-deferred-scripts>` (src/components/DeferredScripts.astro), put into the page once it
 * has loaded and painted (src/page-scripts/head/deferred-scripts.ts): no script file is asked for before
 * the page's load event: the text a page draws first is drawn by then.
 */
const PAGES = {
  'collections list': '/collections',
  search: '/search',
  composition: '/composition/beethoven-symphony-3',
};

/** When the page's load event ended, and when each script file it asked for was asked for. */
function timings(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      loaded: navigation?.loadEventEnd ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ name: entry.name, start: entry.startTime })),
    };
  });
}

/**
 * Until the page has asked for its scripts and the network is quiet: they come two frames after the load event,
 * which a loaded machine can hold back past a first quiet moment.
 */
async function scriptsLoaded(page: Page): Promise<void> {
  await expect.poll(async () => (await timings(page)).scripts.length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
}

for (const [type, path] of Object.entries(PAGES)) {
  test(`the ${type} asks for no script file before it has loaded and painted, and its scripts run`, async ({
    page,
  }) => {
    await page.goto(siteUrl(path), { waitUntil: 'load' });
    await expect(page.locator('template[data-deferred-scripts]')).toHaveCount(0);
    await scriptsLoaded(page);
    const { loaded, scripts } = await timings(page);
    // Two frames after the load event (not observable here: a frame's paint time comes later still).
    const early = scripts.filter((script) => script.start < loaded);
    expect(early, `loaded at ${loaded.toFixed(0)} ms`).toEqual([]);
    // The layout's scripts ran: the client router answers a page change in place.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Curated Collections' }).click();
    await expect(page).toHaveURL(siteUrl('/collections'));
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
}

const pathOf = (href: string): string => new URL(href).pathname.replace(/\/$/, '');

/** The site paths the page has prefetched (`<link rel="prefetch">`, what Astro's prefetching adds on hover). */
async function prefetchedPaths(page: Page): Promise<string[]> {
  const hrefs = await page.evaluate(() =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.href),
  );
  return hrefs.map(pathOf);
}

test('a link is prefetched on hover on the first page, and on a page the client router swapped in', async ({
  page,
}) => {
  await page.goto(siteUrl('/composition/beethoven-symphony-3'), { waitUntil: 'load' });
  await scriptsLoaded(page);
  const concerts = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Concerts', exact: true });
  await concerts.hover();
  await expect.poll(() => prefetchedPaths(page)).toContain(pathOf(siteUrl('/concerts')));
  // The layout's script imported the router from its own file, loaded already: no preload of it was added to the
  // head (src/integrations/script-chunks.ts, `preloadDependencies`).
  await expect(page.locator('link[rel="modulepreload"][href*="/_astro/page."]')).toHaveCount(0);

  // The router swaps the next page's body in: its links are new elements, which prefetching binds too.
  await concerts.click();
  await expect(page).toHaveURL(siteUrl('/concerts'));
  const concert = page.locator('main a[href*="/concert/"]').first();
  const href = await concert.getAttribute('href');
  if (href === null) throw new Error('the concerts list links no concert');
  await concert.hover();
  await expect.poll(() => prefetchedPaths(page)).toContain(pathOf(new URL(href, page.url()).href));
});
