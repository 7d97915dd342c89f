import type { Analytics } from '#lib/analytics/analytics.ts';
import { searchAnalyticsOf, type SearchAnalytics } from '../lib/search-analytics.ts';

let loading: Promise<Analytics> | null = null;

/**
 * The site's analytics, loaded once. Its settings are validated with zod, which must first be
 * told not to probe for `eval` (the live-stream islands' switch): the site's
 * Content-Security-Policy forbids eval, and the probe, though caught, reports a violation.
 */
function siteAnalytics(): Promise<Analytics> {
  loading ??= import('#lib/api/zod-jitless.ts')
    .then(() => import('#lib/analytics/site-analytics.ts'))
    .then(({ analytics }) => analytics);
  return loading;
}

/**
 * The site's analytics (src/lib/analytics/site-analytics.ts) as the search event's adapter,
 * imported with the first event rather than with the modal: it brings the site's settings and
 * their validation with zod, which the modal does not otherwise need, and the first
 * event comes a second after typing, well after the first results.
 */
export const lazySiteAnalytics: SearchAnalytics = {
  searched(query) {
    siteAnalytics()
      .then((analytics) => searchAnalyticsOf(analytics).searched(query))
      .catch((error: unknown) => console.warn('The site’s analytics could not be loaded.', error));
  },
};
