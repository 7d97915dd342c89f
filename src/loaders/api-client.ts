import pLimit from 'p-limit';
import pRetry from 'p-retry';
import { ApiAnswerError, ApiUnavailableError } from './loader-errors.ts';
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_RETRY_POLICY,
  isRetryableStatus,
  retryAfterDelay,
  type RetryPolicy,
} from './retry-policy.ts';

/** What a GET came back with: a body and its ETag, "unchanged since that ETag", or "no such thing". */
export type ApiAnswer =
  { status: 'fresh'; body: unknown; etag: string | undefined } | { status: 'not-modified' } | { status: 'not-found' };

/** Where retries are reported; the loaders pass their Astro logger. */
export interface RetryLogger {
  warn(message: string): void;
}

/** How the client talks to the content API. */
export interface ApiClientOptions {
  /** The API root, e.g. `https://content.example.org/api/2`. */
  apiBase: string;
  /** Requests in flight at once, across every loader. Default 8. */
  concurrency?: number;
  /** Per attempt, answer body included, in milliseconds. Default 10 s (DEFAULT_REQUEST_TIMEOUT_MS). */
  timeoutMs?: number;
  retry?: Partial<RetryPolicy>;
}

/** How many requests a pull made, for the build log and for tests. */
export interface ApiClientStats {
  requests: number;
  bodies: number;
  notModified: number;
  retries: number;
}

/** A GET-only client for the `/api/2` catalogue calls of rules §7. */
export interface ApiClient {
  readonly apiBase: string;
  readonly stats: Readonly<ApiClientStats>;
  /**
   * GETs `{apiBase}{path}?format=json`, conditionally when `etag` is given.
   * @throws ApiUnavailableError after the last attempt failed with a network error, a timeout, 5xx or 429.
   * @throws ApiAnswerError on another 4xx or a body that is not complete JSON.
   */
  get(path: string, options?: { etag?: string | undefined; logger?: RetryLogger }): Promise<ApiAnswer>;
}

/** What every request of one client shares, and who hears about its retries. */
interface RequestSettings {
  timeoutMs: number;
  policy: RetryPolicy;
  stats: ApiClientStats;
  logger?: RetryLogger | undefined;
}

/** An attempt that failed in a way worth retrying: why, for the log and the final error, and what it saw. */
class AttemptFailure extends Error {
  /** E.g. 'HTTP 503', 'no answer within 10 s'. */
  readonly reason: string;
  readonly status: number | undefined;
  /** What a Retry-After header asked for, in milliseconds. */
  readonly retryAfterMs: number | undefined;

  constructor(
    reason: string,
    details: { status?: number; retryAfterMs?: number | undefined } = {},
    options?: ErrorOptions,
  ) {
    super(reason, options);
    this.reason = reason;
    this.status = details.status;
    this.retryAfterMs = details.retryAfterMs;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${ms / 1000} s`;

/** Parses a body, naming the URL when it is cut short or not JSON at all. */
function parseBody(url: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiAnswerError(url, `a body that is not complete JSON (${text.length} characters)`, { cause });
  }
}

/** Why a request that threw came to nothing: the timeout, before or after the headers, or the network. */
function failureOf(cause: unknown, timedOut: boolean, headersCame: boolean, timeoutMs: number): AttemptFailure {
  if (!timedOut) return new AttemptFailure('no answer', {}, { cause });
  const reason = headersCame
    ? `the body stalled: not complete within ${seconds(timeoutMs)}`
    : `no answer within ${seconds(timeoutMs)}`;
  return new AttemptFailure(reason, {}, { cause });
}

/**
 * One request. Network errors, timeouts and retryable statuses throw an AttemptFailure to retry;
 * another 4xx or a broken body throws ApiAnswerError, which is never retried.
 */
async function attempt(
  url: string,
  etag: string | undefined,
  timeoutMs: number,
  stats: ApiClientStats,
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (etag !== undefined) headers['if-none-match'] = etag;
  stats.requests += 1;
  // The timeout also covers reading the body, so a transfer that stalls after the headers is abandoned too.
  const signal = AbortSignal.timeout(timeoutMs);
  let headersCame = false;
  try {
    const response = await fetch(url, { headers, signal });
    headersCame = true;
    if (response.status === 304) return { status: 'not-modified' };
    if (response.status === 404) return { status: 'not-found' };
    if (isRetryableStatus(response.status)) {
      await response.body?.cancel();
      const retryAfterMs = retryAfterDelay(response.headers.get('retry-after'));
      throw new AttemptFailure(`HTTP ${response.status}`, { status: response.status, retryAfterMs });
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ApiAnswerError(url, `HTTP ${response.status}`);
    }
    const text = await response.text();
    stats.bodies += 1;
    const body = parseBody(url, text);
    return { status: 'fresh', body, etag: response.headers.get('etag') ?? undefined };
  } catch (cause) {
    if (cause instanceof ApiAnswerError || cause instanceof AttemptFailure) throw cause;
    throw failureOf(cause, signal.aborted, headersCame, timeoutMs);
  }
}

/** What a failed attempt's log line adds about a network error (undici hides its code in `cause`). */
function networkDetail(failure: AttemptFailure): string {
  if (failure.reason !== 'no answer' || !(failure.cause instanceof Error)) return '';
  const inner = failure.cause.cause;
  const code = inner instanceof Error && 'code' in inner ? String(inner.code) : undefined;
  return ` (${code ?? failure.cause.message})`;
}

/**
 * Asks until an answer arrives or the policy's attempts are spent, logging each failed attempt
 * with its method, URL, attempt number, reason (a timeout says how long it waited) and wait.
 * p-retry counts the attempts and waits the exponential backoff (doubling from baseDelayMs, times
 * a random 1–2 so that requests failing together do not come back together, capped at maxDelayMs).
 * A Retry-After longer than that wait lengthens it, up to the same cap, so no wait outlasts
 * maxDelayMs and longestRequestMs (retry-policy.ts) stays the bound.
 */
async function getWithRetries(url: string, etag: string | undefined, settings: RequestSettings): Promise<ApiAnswer> {
  const { timeoutMs, policy, stats, logger } = settings;
  try {
    const answer = await pRetry(() => attempt(url, etag, timeoutMs, stats), {
      retries: policy.attempts - 1,
      minTimeout: policy.baseDelayMs,
      factor: 2,
      maxTimeout: policy.maxDelayMs,
      randomize: true,
      shouldRetry: ({ error }) => error instanceof AttemptFailure,
      onFailedAttempt: async ({ error, attemptNumber, retriesLeft, retryDelay }) => {
        if (!(error instanceof AttemptFailure) || retriesLeft === 0) return;
        const asked = Math.min(policy.maxDelayMs, error.retryAfterMs ?? 0);
        const delay = Math.max(retryDelay, asked);
        logger?.warn(
          `GET ${url} (attempt ${attemptNumber} of ${policy.attempts}): ${error.reason}${networkDetail(error)}; retrying in ${delay} ms`,
        );
        stats.retries += 1;
        if (delay > retryDelay) await sleep(delay - retryDelay);
      },
    });
    if (answer.status === 'not-modified') stats.notModified += 1;
    return answer;
  } catch (error) {
    if (!(error instanceof AttemptFailure)) throw error;
    const { status, reason, cause } = error;
    throw new ApiUnavailableError(
      url,
      { attempts: policy.attempts, reason, ...(status === undefined ? {} : { status }) },
      cause === undefined ? undefined : { cause },
    );
  }
}

/**
 * A client for the content API: at most `concurrency` requests at once, a timeout per attempt,
 * retries with exponential backoff on network errors, timeouts, 5xx and 429 (honouring
 * Retry-After), and conditional requests. Node's fetch keeps connections alive between requests.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const settings = {
    limit: pLimit(options.concurrency ?? 8),
    timeoutMs: options.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    policy: { ...DEFAULT_RETRY_POLICY, ...options.retry },
    stats: { requests: 0, bodies: 0, notModified: 0, retries: 0 },
  };
  return {
    apiBase,
    stats: settings.stats,
    // A request keeps its slot through its retries and their waits. Given back between attempts,
    // a retry would queue behind every request still waiting: with thousands of details and a
    // hung host, the first failure, and so the failed build, would come hours later, not within
    // longestRequestMs (retry-policy.ts).
    get: (path, { etag, logger } = {}) =>
      settings.limit(() => getWithRetries(`${apiBase}${path}?format=json`, etag, { ...settings, logger })),
  };
}
