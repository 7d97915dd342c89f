import type { Analytics, AnalyticsProps } from './analytics-port.ts';
import type { BeaconTransport } from './beacon.ts';

/** Plausible's Events API. */
export const PLAUSIBLE_EVENT_URL = 'https://plausible.io/api/event';

/** What the Plausible provider needs. */
export interface PlausibleConfig {
  /** The site's domain as registered with Plausible. */
  readonly domain: string;
  readonly send: BeaconTransport;
  readonly currentUrl: () => string;
  /** The Events API address; Plausible's own unless self-hosted. */
  readonly endpoint?: string;
}

/** Plausible takes property values as strings. */
function stringProps(props: AnalyticsProps): Record<string, string> {
  return Object.fromEntries(Object.entries(props).map(([key, value]) => [key, String(value)]));
}

/**
 * Reports to Plausible's Events API: page views as `pageview` with the page's name in the
 * `page` property (sign-up success has no address of its own), events under their name.
 */
export function createPlausibleAnalytics(config: PlausibleConfig): Analytics {
  const endpoint = config.endpoint ?? PLAUSIBLE_EVENT_URL;
  const report = (name: string, props: AnalyticsProps): void => {
    const body = { name, url: config.currentUrl(), domain: config.domain, props: stringProps(props) };
    config.send(endpoint, JSON.stringify(body));
  };
  return {
    page: (name) => report('pageview', { page: name }),
    event: (name, props = {}) => report(name, props),
  };
}
