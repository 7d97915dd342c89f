import { site } from '../../config/site.ts';
import { browserLocation } from '../browser/browser-globals.ts';
import { browserBeacon } from '../analytics/beacon.ts';
import { createErrorReporter } from './error-reporter.ts';
import type { ErrorReporter } from './error-reporter.ts';

/**
 * The site's error reporting: Sentry when `ERROR_REPORTING_DSN`
 * (site.services.errorReportingDsn) holds a DSN, otherwise nothing is reported.
 */
export const errorReporter: ErrorReporter = createErrorReporter({
  dsn: site.services.errorReportingDsn,
  send: browserBeacon(),
  currentUrl: () => browserLocation()?.href ?? site.basePath,
});
