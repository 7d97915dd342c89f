import { expect, type Page } from '@playwright/test';

/** The flash messages' live region. */
export function flashRegion(page: Page) {
  return page.locator('[data-flash-region]');
}

declare global {
  interface Window {
    __flashSpan?: { shown?: number; gone?: number };
  }
}

/**
 * Starts timing, in the page, how long a flash message stays: from the moment its text enters
 * the flash region until it leaves (page clock, so the test's own polling does not count).
 * Answers a function that waits until the message has come and gone and gives its time in ms.
 */
export async function timeFlash(page: Page, message: string): Promise<() => Promise<number>> {
  await page.evaluate((text) => {
    const span: { shown?: number; gone?: number } = {};
    window.__flashSpan = span;
    const check = (): void => {
      const present = [...document.querySelectorAll('[data-flash-region]')].some((region) =>
        region.textContent.includes(text),
      );
      if (present && span.shown === undefined) span.shown = performance.now();
      if (!present && span.shown !== undefined && span.gone === undefined) span.gone = performance.now();
    };
    new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, message);
  return async () => {
    await expect
      .poll(() => page.evaluate(() => window.__flashSpan?.gone !== undefined), { timeout: 20_000 })
      .toBe(true);
    return page.evaluate(() => (window.__flashSpan?.gone ?? 0) - (window.__flashSpan?.shown ?? 0));
  };
}
