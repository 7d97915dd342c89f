import type { Page } from '@playwright/test';

/** A Plausible report as the site sends it (src/lib/analytics/plausible-analytics.ts). */
export interface AnalyticsReport {
  name: string;
  url: string;
  domain: string;
  props: Record<string, string>;
}

function endpoint(): string {
  const url = process.env['E2E_ANALYTICS_ENDPOINT'];
  if (!url) throw new Error('E2E_ANALYTICS_ENDPOINT is not set: the global setup builds the site with analytics on.');
  return url;
}

/**
 * Catches the analytics reports one page sends (the e2e build reports to a local sink, see
 * global-setup.ts), answering them as Plausible does. Answers the list they are added to.
 */
export async function recordAnalyticsReports(page: Page): Promise<AnalyticsReport[]> {
  const reports: AnalyticsReport[] = [];
  await page.route(endpoint(), async (route) => {
    reports.push(JSON.parse(route.request().postData() ?? 'null') as AnalyticsReport);
    await route.fulfill({ status: 202, body: 'ok' });
  });
  return reports;
}
