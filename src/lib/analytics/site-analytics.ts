import { site } from '../../config/site.ts';
import { browserLocation } from '../browser/browser-globals.ts';
import { createAnalytics } from './analytics.ts';
import type { Analytics } from './analytics.ts';
import { browserBeacon } from './beacon.ts';

/**
 * The site's analytics: Plausible (or a self-hosted Plausible at `ANALYTICS_ENDPOINT`) when
 * `ANALYTICS_ID` (site.services.analyticsId) names the site's Plausible domain, otherwise
 * nothing is measured.
 */
export const analytics: Analytics = createAnalytics({
  analyticsId: site.services.analyticsId,
  endpoint: site.services.analyticsEndpoint,
  send: browserBeacon(),
  currentUrl: () => browserLocation()?.href ?? site.basePath,
});
