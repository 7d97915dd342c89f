import { expect, test } from '@playwright/test';
import { siteUrl } from './support/e2e-env.ts';
import { PENDING_ISLAND } from './support/islands.ts';
import { JS_BUDGET_KB, SCRIPT_REQUEST_BUDGET, WORKER_JS_BUDGET_KB } from './support/js-budgets.ts';
import { PAGE_TYPES } from './support/page-types.ts';
import { afterLoadWorkStarted, chunkName, gzipTotal, inlineScripts, recordScripts } from './support/script-loads.ts';

/**
 * A JavaScript budget per page type, so what the islands' work saved stays saved. Each
 * page is loaded in a fresh context (an empty cache) and left until the work it starts after load has started (islands
 * hydrating, a video preview that starts by itself), every island that hydrates without an interaction has and
 * no script file has come for a second, before any interaction; every script the page itself loaded, inline ones included,
 * is summed at gzip level 6 (tests/e2e/support/script-loads.ts, as `npm run bench:js` does), and so, against a
 * budget of their own, are its workers' (the live-stream list's, which keeps zod off the page's main thread); every
 * script file it requested, its workers' too, is counted.
 */
for (const [type, path] of Object.entries(PAGE_TYPES)) {
  test(`${type} (${path}) loads at most ${JS_BUDGET_KB[type]} KB (gzip) of script in at most ${SCRIPT_REQUEST_BUDGET[type]} files before any interaction`, async ({
    browser,
  }) => {
    const budget = JS_BUDGET_KB[type];
    const requests = SCRIPT_REQUEST_BUDGET[type];
    if (budget === undefined || requests === undefined)
      throw new Error(`No JS budget is set for the page type '${type}' (js-budgets.ts)`);
    const context = await browser.newContext();
    const page = await context.newPage();
    const record = recordScripts(page);
    await page.goto(siteUrl(path), { waitUntil: 'load' });
    await afterLoadWorkStarted(page);
    await expect(page.locator(PENDING_ISLAND)).toHaveCount(0, { timeout: 15_000 });
    // Until no script file has come for a second: a live stream's page streams its video for as long as it
    // is open, so its network never goes quiet, while its scripts do.
    await expect
      .poll(
        async () => {
          const before = record.all.length;
          await page.waitForTimeout(1_000);
          return record.all.length === before;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const loaded = await Promise.all(record.all);
    const scripts = [await inlineScripts(page), ...loaded.filter((script) => !record.workerUrls.has(script.url))];
    const workerScripts = loaded.filter((script) => record.workerUrls.has(script.url));
    const kb = gzipTotal(scripts) / 1024;
    const workerKb = gzipTotal(workerScripts) / 1024;
    const listed = [...scripts, ...workerScripts]
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .map(
        (script) =>
          `${script.url === 'inline' ? 'inline' : chunkName(script.url)}${record.workerUrls.has(script.url) ? ' (worker)' : ''} ${(script.gzipBytes / 1024).toFixed(1)} KB`,
      );
    const files = record.all.length;
    console.log(`${type}: ${kb.toFixed(1)} KB and ${workerKb.toFixed(1)} KB in workers, in ${files} files`);
    expect(kb, listed.join('\n')).toBeLessThanOrEqual(budget);
    expect(workerKb, listed.join('\n')).toBeLessThanOrEqual(WORKER_JS_BUDGET_KB);
    expect(files, listed.join('\n')).toBeLessThanOrEqual(requests);
    await context.close();
  });
}
