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
 * The analytics reports one page sends (the e2e build reports to a local sink that answers as
 * Plausible does, see global-setup.ts), read as they leave the page: listened to, not intercepted.
 * An intercepting route handler still running when a report was cut off by the page moving on
 * held the browser context's close for a minute on a loaded machine. Answers the list they are
 * added to.
 */
export function recordAnalyticsReports(page: Page): AnalyticsReport[] {
  const reports: AnalyticsReport[] = [];
  const url = endpoint();
  page.on('request', (request) => {
    if (request.method() !== 'POST' || request.url() !== url) return;
    reports.push(JSON.parse(request.postData() ?? 'null') as AnalyticsReport);
  });
  return reports;
}
