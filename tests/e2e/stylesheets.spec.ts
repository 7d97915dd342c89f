import { expect, test } from '@playwright/test';
import { siteUrl } from './support/e2e-env.ts';
import { PAGE_TYPES } from './support/page-types.ts';

/**
 * One render-blocking stylesheet per page (src/integrations/stylesheet-merger.ts), not
 * the six to eight small ones Astro splits it into, and the page still styled by it.
 */
test('every page type links one stylesheet in its head, and is styled by it', async ({ page }) => {
  for (const [type, path] of Object.entries(PAGE_TYPES)) {
    const response = await page.request.get(siteUrl(path));
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((match) => match[1]);
    expect(links, type).toHaveLength(1);
    expect(links[0], type).toMatch(/\/_astro\/styles\.[\w-]+\.css$/);
  }
  await page.goto(siteUrl('/compositions'));
  // The header's dark background comes from the merged sheet (global.css and SiteHeader.astro's styles).
  await expect(page.locator('.site-header')).toHaveCSS('position', 'sticky');
  await expect(page.locator('body')).not.toHaveCSS('font-family', /^"?Times/);
});
