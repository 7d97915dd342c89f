import type { BeaconTransport } from '../analytics/beacon.ts';
import { parseSentryDsn } from './sentry-dsn.ts';
import { createSentryReporter } from './sentry-reporter.ts';

/** A non-ok HTTP answer to report (rules §7: "Non-ok responses are reported"). */
export interface ResponseReport {
  readonly url: string;
  readonly status: number;
  readonly method?: string;
}

/** Short labels that help group reports, e.g. `{ area: 'player' }`. */
export type ReportTags = Readonly<Record<string, string>>;

/** Error tracking: failures the visitor met, sent to the configured service. Never throws. */
export interface ErrorReporter {
  /** An error, e.g. the audio element's playback error (rules §8). */
  captureError(error: unknown, tags?: ReportTags): void;
  /** A non-ok answer from one of our servers. */
  captureResponse(report: ResponseReport, tags?: ReportTags): void;
}

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
