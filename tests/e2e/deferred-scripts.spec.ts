import { expect, test } from '@playwright/test';
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

for (const [type, path] of Object.entries(PAGES)) {
  test(`the ${type} asks for no script file before it has loaded and painted, and its scripts run`, async ({
    page,
  }) => {
    await page.goto(siteUrl(path), { waitUntil: 'load' });
    await expect(page.locator('template[data-deferred-scripts]')).toHaveCount(0);
    const timings = () =>
      page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return {
          loaded: navigation?.loadEventEnd ?? Number.NaN,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => ({ name: entry.name, start: entry.startTime })),
        };
      });
    // The scripts come two frames after the load event, which a loaded machine can hold back past a quiet network.
    await expect.poll(async () => (await timings()).scripts.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const { loaded, scripts } = await timings();
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
