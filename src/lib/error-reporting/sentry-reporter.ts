import type { BeaconTransport } from '../analytics/beacon.ts';
import { reportableUrl } from './reportable-url.ts';
import type { ErrorReporter, ReportTags, ResponseReport } from './error-reporter-port.ts';
import type { SentryDsn } from './sentry-dsn.ts';

/** What the Sentry provider needs. */
export interface SentryReporterConfig {
  readonly dsn: SentryDsn;
  readonly send: BeaconTransport;
  readonly currentUrl: () => string;
  readonly now: () => Date;
  /** A 32-hex-digit event id. */
  readonly newId: () => string;
}

type SentryEvent = Readonly<Record<string, unknown>>;

/** Sentry's store protocol version, sent with the key in the query so no preflight is needed. */
const SENTRY_VERSION = '7';

function exceptionOf(error: unknown): SentryEvent {
  if (!(error instanceof Error)) return { message: { formatted: String(error) } };
  const cause = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : undefined;
  return {
    exception: { values: [{ type: error.name, value: error.message }] },
    extra: { ...(error.stack === undefined ? {} : { stack: error.stack }), ...(cause === undefined ? {} : { cause }) },
  };
}

/**
 * Reports to Sentry through its envelope endpoint: one envelope per report, three lines
 * of JSON (envelope header, item header, event). Addresses lose their query strings,
 * where signed links keep their secrets.
 */
export function createSentryReporter(config: SentryReporterConfig): ErrorReporter {
  const url = `${config.dsn.envelopeUrl}?sentry_version=${SENTRY_VERSION}&sentry_key=${encodeURIComponent(config.dsn.publicKey)}`;
  const send = (level: 'error' | 'warning', body: SentryEvent, tags: ReportTags): void => {
    const now = config.now();
    const eventId = config.newId();
    const event = {
      event_id: eventId,
      timestamp: now.getTime() / 1000,
      platform: 'javascript',
      level,
      request: { url: reportableUrl(config.currentUrl()) },
      tags,
      ...body,
    };
    const header = { event_id: eventId, sent_at: now.toISOString(), dsn: config.dsn.dsn };
    config.send(url, [header, { type: 'event' }, event].map((line) => JSON.stringify(line)).join('\n'));
  };
  return {
    captureError: (error, tags = {}) => send('error', exceptionOf(error), tags),
    captureResponse: (report: ResponseReport, tags = {}) => {
      const address = reportableUrl(report.url);
      const message = `${report.method ?? 'GET'} ${address} answered ${report.status}`;
      send('warning', { message: { formatted: message } }, { ...tags, status: String(report.status) });
    },
  };
}
