import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { MARK_PREFIX, REPORTS_PATH } from './analytics-sink.ts';

/** A Plausible report as the site sends it (src/lib/analytics/plausible-analytics.ts). */
export interface AnalyticsReport {
  name: string;
  url: string;
  domain: string;
  props: Record<string, string>;
}

function endpoint(): URL {
  const url = process.env['E2E_ANALYTICS_ENDPOINT'];
  if (!url) throw new Error('E2E_ANALYTICS_ENDPOINT is not set: the global setup builds the site with analytics on.');
  return new URL(url);
}

/**
 * The analytics reports one page sends, as the local sink received them (the e2e build reports to it, see
 * global-setup.ts and analytics-sink.ts). The page is marked by its user agent, which every request it
 * makes carries, beacons too; nothing is intercepted, so the reports leave the browser as they would for
 * a visitor, and no route handler is left waiting when the test's page closes. Answers a reader of the
 * reports received so far, to poll.
 */
export async function analyticsReportsOf(page: Page): Promise<() => Promise<AnalyticsReport[]>> {
  const mark = randomUUID();
  const cdp = await page.context().newCDPSession(page);
  const userAgent = await page.evaluate(() => navigator.userAgent);
  await cdp.send('Emulation.setUserAgentOverride', { userAgent: `${userAgent}${MARK_PREFIX}${mark}` });
  const reports = new URL(REPORTS_PATH, endpoint());
  reports.searchParams.set('mark', mark);
  return async () => {
    const response = await fetch(reports);
    if (!response.ok) throw new Error(`The analytics sink answered ${response.status} for ${reports.href}`);
    return (await response.json()) as AnalyticsReport[];
  };
}
