import type { BeaconTransport } from '../analytics/beacon.ts';
import { parseSentryDsn } from './sentry-dsn.ts';
import type { ErrorReporter } from './error-reporter-port.ts';
import { createSentryReporter } from './sentry-reporter.ts';

// The reporting side's types live apart, so the services this module picks from import them without a loop.
export type { ErrorReporter } from './error-reporter-port.ts';

/** Reports nothing: the default when no error-reporting DSN is configured. */
export const noErrorReporting: ErrorReporter = Object.freeze({
  captureError: () => undefined,
  captureResponse: () => undefined,
});

/** What the adapter is built from. */
export interface ErrorReporterConfig {
  /** `site.services.errorReportingDsn`: a Sentry DSN; empty turns reporting off. */
  readonly dsn: string;
  readonly send: BeaconTransport;
  readonly currentUrl: () => string;
  readonly now?: () => Date;
  readonly newId?: () => string;
}

/**
 * The reporter for a configuration: no-op without a DSN, else the one real provider,
 * Sentry, spoken to directly through its envelope endpoint (no SDK on the page). A
 * malformed DSN throws `InvalidSentryDsnError`, so a misconfigured build fails loudly.
 */
export function createErrorReporter(config: ErrorReporterConfig): ErrorReporter {
  const dsn = config.dsn.trim();
  if (dsn === '') return noErrorReporting;
  return createSentryReporter({
    dsn: parseSentryDsn(dsn),
    send: config.send,
    currentUrl: config.currentUrl,
    now: config.now ?? (() => new Date()),
    newId: config.newId ?? (() => crypto.randomUUID().replaceAll('-', '')),
  });
}
