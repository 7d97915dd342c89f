import { expect, type Page } from '@playwright/test';
import { siteUrl } from './e2e-env.ts';

/**
 * The titles of a list split into pages, in the order a visitor reads them: from the
 * list's own path, following each page's `rel="next"` head link to the end.
 */
export async function listTitlesAcrossPages(page: Page, path: string): Promise<string[]> {
  const titles: string[] = [];
  let next: string | null = siteUrl(path);
  while (next !== null) {
    await page.goto(next);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    titles.push(...(await page.locator('.item__title').allInnerTexts()));
    // The page has loaded (goto waits for its load event): its head links are all there.
    const link = page.locator('head link[rel="next"]');
    next = (await link.count()) > 0 ? await link.getAttribute('href') : null;
  }
  return titles;
}
