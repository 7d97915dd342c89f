/** A Sentry DSN taken apart: where envelopes go, and the public key that authorises them. */
export interface SentryDsn {
  /** `{protocol}//{host}{path}/api/{project}/envelope/`. */
  readonly envelopeUrl: string;
  readonly publicKey: string;
  readonly projectId: string;
  /** The DSN as given, for the envelope header. */
  readonly dsn: string;
}

/** The configured error-reporting DSN is not a Sentry DSN (`https://{key}@{host}/{project}`). */
export class InvalidSentryDsnError extends Error {
  constructor(options?: ErrorOptions) {
    super('The error-reporting DSN is not a Sentry DSN of the form https://{public key}@{host}/{project id}', options);
    this.name = 'InvalidSentryDsnError';
  }
}

function parseUrl(dsn: string): URL {
  try {
    return new URL(dsn);
  } catch (error) {
    throw new InvalidSentryDsnError({ cause: error });
  }
}

/** Parses `https://{public key}@{host}[/{path}]/{project id}`. */
export function parseSentryDsn(dsn: string): SentryDsn {
  const url = parseUrl(dsn);
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!/^https?:$/.test(url.protocol) || url.username === '' || projectId === undefined || !/^\d+$/.test(projectId)) {
    throw new InvalidSentryDsnError();
  }
  const path = segments.length === 0 ? '' : `/${segments.join('/')}`;
  return {
    envelopeUrl: `${url.protocol}//${url.host}${path}/api/${projectId}/envelope/`,
    publicKey: decodeURIComponent(url.username),
    projectId,
    dsn,
  };
}
