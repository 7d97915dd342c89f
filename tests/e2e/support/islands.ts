import { expect, type Page } from '@playwright/test';

/** Waits until every island of the page has hydrated (Astro drops `ssr` from a hydrated island). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
