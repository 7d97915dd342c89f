import type { BrowserContext, Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation the page's documents report from their first
 * script on (a blocked frame is reported by the page that embeds it), as 'directive blocked-URI'.
 * Given a context, every page it opens is watched (a preview opened in a new tab). Call before the
 * first navigation; the returned list fills as violations happen.
 */
export async function watchCspViolations(page: Page | BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}
