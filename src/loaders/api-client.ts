import { createLimit } from './concurrency-limit.ts';
import { ApiAnswerError, ApiUnavailableError } from './loader-errors.ts';
import {
  backoffDelay,
  DEFAULT_RETRY_POLICY,
  isRetryableStatus,
  retryAfterDelay,
  type RetryPolicy,
} from './retry-policy.ts';

/** What a GET came back with: a body and its ETag, "unchanged since that ETag", or "no such thing". */
export type ApiAnswer =
  | { status: 'fresh'; body: unknown; etag: string | undefined }
  | { status: 'not-modified' }
  | { status: 'not-found' };

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
  /** Per attempt, answer body included, in milliseconds. Default 30 s. */
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

/** A GET-only client for the `/api/2` catalogue calls of spec section 7. */
export interface ApiClient {
  readonly apiBase: string;
  readonly stats: Readonly<ApiClientStats>;
  /**
   * GETs `{apiBase}{path}?format=json`, conditionally when `etag` is given.
   * @throws ApiUnavailableError after the last retry of a network error, timeout, 5xx or 429.
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

type Attempt =
  | { done: true; answer: ApiAnswer }
  | { done: false; status?: number; retryAfterMs?: number; cause?: unknown };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Parses a body, naming the URL when it is cut short or not JSON at all. */
function parseBody(url: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiAnswerError(url, `a body that is not complete JSON (${text.length} characters)`, { cause });
  }
}

/** One request; network errors and retryable statuses come back as "try again". */
async function attempt(url: string, etag: string | undefined, timeoutMs: number, stats: ApiClientStats): Promise<Attempt> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (etag !== undefined) headers['if-none-match'] = etag;
  stats.requests += 1;
  try {
    // The timeout signal also covers reading the body, so a stalled transfer is abandoned too.
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (response.status === 304) return { done: true, answer: { status: 'not-modified' } };
    if (response.status === 404) return { done: true, answer: { status: 'not-found' } };
    if (isRetryableStatus(response.status)) {
      await response.body?.cancel();
      const retryAfterMs = retryAfterDelay(response.headers.get('retry-after'));
      return { done: false, status: response.status, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) };
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new ApiAnswerError(url, `HTTP ${response.status}`);
    }
    const text = await response.text();
    stats.bodies += 1;
    const body = parseBody(url, text);
    return { done: true, answer: { status: 'fresh', body, etag: response.headers.get('etag') ?? undefined } };
  } catch (cause) {
    if (cause instanceof ApiAnswerError) throw cause;
    return { done: false, cause };
  }
}

/** Asks until an answer arrives or the policy's attempts are spent. */
async function getWithRetries(url: string, etag: string | undefined, settings: RequestSettings): Promise<ApiAnswer> {
  const { timeoutMs, policy, stats, logger } = settings;
  let last: Attempt = { done: false };
  for (let number = 1; number <= policy.attempts; number += 1) {
    last = await attempt(url, etag, timeoutMs, stats);
    if (last.done) {
      if (last.answer.status === 'not-modified') stats.notModified += 1;
      return last.answer;
    }
    if (number === policy.attempts) break;
    const delay = Math.min(policy.maxDelayMs, last.retryAfterMs ?? backoffDelay(policy, number));
    const reason = last.status === undefined ? String(last.cause) : `HTTP ${last.status}`;
    logger?.warn(`${url}: ${reason}; retrying in ${delay} ms`);
    stats.retries += 1;
    await sleep(delay);
  }
  const status = last.done ? undefined : last.status;
  const cause = last.done ? undefined : last.cause;
  throw new ApiUnavailableError(
    url,
    { attempts: policy.attempts, ...(status === undefined ? {} : { status }) },
    cause === undefined ? undefined : { cause },
  );
}

/**
 * A client for the content API: at most `concurrency` requests at once, a timeout per attempt,
 * retries with exponential backoff on network errors, 5xx and 429 (honouring Retry-After), and
 * conditional requests. Node's fetch keeps connections alive between requests by default.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const apiBase = options.apiBase.replace(/\/+$/, '');
  const settings = {
    limit: createLimit(options.concurrency ?? 8),
    timeoutMs: options.timeoutMs ?? 30_000,
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
