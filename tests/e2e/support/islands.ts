import { expect, type Page } from '@playwright/test';

/**
 * An island that has still to hydrate: Astro drops `ssr` from a hydrated island, and one that waits for a
 * mark the page does not carry (src/islands/after-load-directive.ts: no session, no queue, no flash) is not
 * going to until something on the page sets it.
 */
export const PENDING_ISLAND = 'astro-island[ssr]:not([data-awaits-mark])';

/** Waits until every island of the page that is going to hydrate now has. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator(PENDING_ISLAND)).toHaveCount(0);
}
