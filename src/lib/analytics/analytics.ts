import type { BeaconTransport } from './beacon.ts';
import type { Analytics } from './analytics-port.ts';
import { createPlausibleAnalytics } from './plausible-analytics.ts';

// The measuring side's types live apart, so the services this module picks from import them without a loop.
export type { Analytics } from './analytics-port.ts';

/** Measures nothing: the default when no analytics id is configured. */
export const noAnalytics: Analytics = Object.freeze({
  page: () => undefined,
  event: () => undefined,
});

/** What the adapter is built from. */
export interface AnalyticsConfig {
  /** `site.services.analyticsId`: the site's domain as registered with Plausible; empty turns measuring off. */
  readonly analyticsId: string;
  /** `site.services.analyticsEndpoint`: a self-hosted Plausible's Events API address; empty means Plausible's own. */
  readonly endpoint?: string;
  /** How reports travel. */
  readonly send: BeaconTransport;
  /** The page's address when a report is made. */
  readonly currentUrl: () => string;
}

/**
 * The analytics for a configuration: no-op without an id, else the one real provider,
 * Plausible (its Events API needs no script on the page, so the site's
 * Content-Security-Policy only has to allow `connect-src https://plausible.io`).
 */
export function createAnalytics(config: AnalyticsConfig): Analytics {
  const domain = config.analyticsId.trim();
  if (domain === '') return noAnalytics;
  const endpoint = config.endpoint?.trim() ?? '';
  return createPlausibleAnalytics({
    domain,
    send: config.send,
    currentUrl: config.currentUrl,
    ...(endpoint === '' ? {} : { endpoint }),
  });
}
