import { expect, test } from '@playwright/test';
import { compositionsForView } from '../../src/lib/catalog/compositions.ts';
import { DEFAULT_LIST_PAGE_SIZE, pageCountOf } from '../../src/lib/catalog/list-pages.ts';
import { combined } from './support/catalog.ts';
import { siteBase, siteUrl } from './support/e2e-env.ts';

const SITE_TITLE = 'Concert Library - Riverside Chamber Orchestra';

// The demo catalogue's compositions outnumber a page: /compositions is split.
test('a visitor walks the compositions pages with next, previous and the numbers, the grid kept', async ({ page }) => {
  const total = compositionsForView((await combined()).compositions, 'all').length;
  const pages = pageCountOf(total, DEFAULT_LIST_PAGE_SIZE);
  expect(pages).toBeGreaterThan(2);
  const nav = page.getByRole('navigation', { name: 'Compositions pages' });
  const canonical = page.locator('head link[rel="canonical"]');

  await page.goto(siteUrl('/compositions'));
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Page 1');
  await expect(nav.getByRole('link', { name: 'Previous' })).toHaveCount(0);
  await expect(page.locator('head link[rel="prev"]')).toHaveCount(0);
  await expect(page.getByText(`1–${DEFAULT_LIST_PAGE_SIZE} of ${total} compositions`)).toBeVisible();
  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-viewby', 'grid');

  await nav.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${siteBase()}/compositions/page/2`);
  await expect(page).toHaveTitle(`Compositions — page 2 | ${SITE_TITLE}`);
  await expect(canonical).toHaveAttribute('href', /\/compositions\/page\/2$/);
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute('href', /\/compositions$/);
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', /\/compositions\/page\/3$/);
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Page 2');
  // The views' navigation still marks the list, as the current one of its set, not as this page.
  await expect(
    page.getByRole('navigation', { name: 'Browse compositions' }).getByRole('link', { name: 'All' }),
  ).toHaveAttribute('aria-current', 'true');
  // The layout chosen on page 1 holds on page 2, before and after a reload.
  await expect(page.locator('html')).toHaveAttribute('data-viewby', 'grid');
  await expect(page.locator('.listing__items')).toHaveCSS('display', 'grid');
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator('.listing__items')).toHaveCSS('display', 'grid');

  await nav.getByRole('link', { name: `Page ${pages}` }).click();
  await expect(page).toHaveURL(`${siteBase()}/compositions/page/${pages}`);
  await expect(nav.getByRole('link', { name: 'Next' })).toHaveCount(0);
  await expect(page.locator('head link[rel="next"]')).toHaveCount(0);
  await expect(page.getByText(`of ${total} compositions`)).toBeVisible();
  // Back to the table on the last page; the first page then opens as a table.
  await page.getByRole('button', { name: 'Table' }).click();
  expect(await page.evaluate(() => localStorage.getItem('viewby'))).toBe('list');

  await nav.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(`${siteBase()}/compositions/page/${pages - 1}`);
  await expect(page.locator('html')).toHaveAttribute('data-viewby', 'list');
  await expect(page.locator('.listing__head')).toBeVisible();
  await nav.getByRole('link', { name: 'Page 1' }).click();
  await expect(page).toHaveURL(`${siteBase()}/compositions`);
  await expect(page).toHaveTitle(`Compositions | ${SITE_TITLE}`);
  await expect(canonical).toHaveAttribute('href', /\/compositions$/);
});
