import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './support/e2e-env.ts';

/**
 * Records the layout the list is first drawn with: the list's layout setting as the parser inserts it, and its
 * display in the first animation frame after that, which runs before the frame is painted (and not before the
 * page's stylesheets, which block rendering, have loaded: the parser may insert the list before they have).
 */
function recordFirstLayout(): void {
  let seen = false;
  const record = () => {
    const list = document.querySelector('.listing__items');
    if (!list || seen) return;
    seen = true;
    const viewby = document.documentElement.dataset['viewby'];
    requestAnimationFrame(() => {
      const win = window as unknown as { __firstLayout?: { viewby: string | undefined; display: string } };
      win.__firstLayout = { viewby, display: getComputedStyle(list).display };
    });
  };
  new MutationObserver(record).observe(document, { childList: true, subtree: true });
}

/** What `recordFirstLayout` recorded on the page now open; undefined until its frame has run. */
function firstLayout(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __firstLayout?: unknown }).__firstLayout);
}

test('the list layout defaults to the table, switches to the grid and is remembered under viewby', async ({ page }) => {
  await page.goto(siteUrl('/compositions'));
  await expect(page.locator('html')).toHaveAttribute('data-viewby', 'list');
  await expect(page.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.listing__head')).toBeVisible();
  await page.getByRole('button', { name: 'Grid' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-viewby', 'grid');
  await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('viewby'))).toBe('grid');
  await expect(page.locator('.listing__items')).toHaveCSS('display', 'grid');
  await expect(page.locator('.listing__head')).toBeHidden();
});

test('a remembered grid is applied before the first paint, on every list', async ({ page }) => {
  await page.addInitScript(recordFirstLayout);
  await page.goto(siteUrl('/compositions'));
  await page.evaluate(() => localStorage.setItem('viewby', 'grid'));
  for (const path of ['/compositions', '/concerts', '/features', '/compositions/by/composer']) {
    await page.goto(siteUrl(path));
    await expect.poll(() => firstLayout(page)).toEqual({ viewby: 'grid', display: 'grid' });
    await expect(page.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  }
  await page.evaluate(() => localStorage.setItem('viewby', 'list'));
  await page.reload();
  await expect.poll(() => firstLayout(page)).toEqual({ viewby: 'list', display: 'block' });
});

test('the toggle works from the keyboard', async ({ page }) => {
  await page.goto(siteUrl('/concerts'));
  await page.getByRole('button', { name: 'Grid' }).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('html')).toHaveAttribute('data-viewby', 'grid');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-viewby', 'list');
});

test('people without a picture get distinct initials in the grid, in the box a picture takes', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('viewby', 'grid'));
  await page.goto(siteUrl('/compositions/by/performer'));
  const placeholders = page.locator('.item__placeholder');
  await expect(placeholders.first()).toBeVisible();
  const seen = await placeholders.evaluateAll((nodes) =>
    nodes.map((node) => ({
      initials: node.textContent.trim(),
      tone: node.getAttribute('data-tone'),
      background: getComputedStyle(node).backgroundImage,
      name: node.closest('li')?.querySelector('.item__title')?.textContent.trim() ?? '',
    })),
  );
  expect(seen.length).toBeGreaterThan(3);
  for (const { initials, name } of seen) expect(name.startsWith(initials.slice(0, 1))).toBe(true);
  expect(new Set(seen.map((item) => item.tone)).size).toBeGreaterThan(2);
  expect(new Set(seen.map((item) => item.background)).size).toBeGreaterThan(2);
  // Same width and height as a picture in the same grid.
  const picture = await page.locator('.item--thumb .item__image').first().boundingBox();
  const placeholder = await placeholders.first().boundingBox();
  if (picture !== null && placeholder !== null) {
    expect(Math.round(placeholder.width)).toBe(Math.round(picture.width));
    expect(Math.round(placeholder.height)).toBe(Math.round(picture.height));
  } else {
    throw new Error('The performers grid shows no picture to compare the placeholder with.');
  }
});
