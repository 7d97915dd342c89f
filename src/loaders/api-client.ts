import pLimit from 'p-limit';
import pRetry from 'p-retry';
import { CATALOG_VERSION_HEADER, catalogVersionOf } from '#lib/api/catalog-manifest.ts';
import {
  jsonReader,
  linesReader,
  NOT_OFFERED,
  offeredJsonReader,
  textReader,
  type AnswerReader,
} from './answer-readers.ts';
import { ApiAnswerError, ApiUnavailableError } from './loader-errors.ts';
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_RETRY_POLICY,
  isRetryableStatus,
  retryAfterDelay,
  type RetryPolicy,
} from './retry-policy.ts';

/**
 * What a GET came back with: a body with its ETag and the catalogue version it names (our API
 * names one, `X-Catalog-Version`; a host that speaks only the spec does not), "unchanged since
 * that ETag", or "no such thing".
 */
export type ApiAnswer<T = unknown> =
  | { status: 'fresh'; body: T; etag: string | undefined; catalogVersion: number | undefined }
  | { status: 'not-modified' }
  | { status: 'not-found' };

/** What asking for a stream of lines came back with; `not-offered` when the answer is not of the asked type. */
export type LinesAnswer<T> = ApiAnswer<T> | { status: 'not-offered' };

/** Reads a stream's lines, arriving in batches as the body arrives; what it returns is the answer's body. */
export type LinesReader<T> = (batches: AsyncIterable<string[]>) => Promise<T>;

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
  get(path: string, options?: RequestOptions): Promise<ApiAnswer>;
  /** As `get`, with the body as it came, unparsed (a worker thread parses it). */
  getText(path: string, options?: RequestOptions): Promise<ApiAnswer<string>>;
  /**
   * As `get`, for a call of our own API that a host speaking only the spec lacks: an answer that
   * does not say it is JSON (a catch-all page) is `not-offered`.
   */
  getIfOffered(path: string, options?: RequestOptions): Promise<LinesAnswer<unknown>>;
  /**
   * As `get`, for an answer of newline-delimited records of `type` (e.g. `application/x-ndjson`):
   * `read` is given its lines as they arrive and what it returns is the body. An answer of
   * another type is `not-offered`. A body whose last line lacks its `\n` was cut short
   * (ApiAnswerError); a transfer that breaks off is retried from the start with a new `read`,
   * and whatever `read` throws itself fails the request at once.
   */
  getLines<T>(path: string, options: RequestOptions & { type: string }, read: LinesReader<T>): Promise<LinesAnswer<T>>;
}

/** A request's ETag (asked conditionally when given) and where its retries are logged. */
export interface RequestOptions {
  etag?: string | undefined;
  logger?: RetryLogger;
}

/** What every request of one client shares, and who hears about its retries. */
interface RequestSettings {
  timeoutMs: number;
  policy: RetryPolicy;
  stats: ApiClientStats;
  /** Extra headers of every request (Accept-Encoding to a loopback host). */
  headers: Readonly<Record<string, string>>;
  logger?: RetryLogger | undefined;
}

/**
 * Whether the host is this machine. Over loopback bytes cost nothing and CPU is what the pull
 * waits for: compressing the scale catalogue's answers costs the host about a second and
 * decompressing them the build as much again, so a loopback host is asked for them as they are.
 */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
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

/**
 * Why a request that threw came to nothing: the timeout, before or after the headers (for a body
 * read as it streams, after the last part that came), or the network.
 */
function failureOf(cause: unknown, timedOut: boolean, stage: 'headers' | 'body' | 'stream', timeoutMs: number) {
  if (!timedOut) return new AttemptFailure('no answer', {}, { cause });
  const reason = {
    headers: `no answer within ${seconds(timeoutMs)}`,
    body: `the body stalled: not complete within ${seconds(timeoutMs)}`,
    stream: `the body stalled: nothing came for ${seconds(timeoutMs)}`,
  }[stage];
  return new AttemptFailure(reason, {}, { cause });
}

/**
 * An attempt's time limit: its signal aborts `timeoutMs` after the start, or after the body last
 * progressed when its reader says so (readers of long streamed bodies do).
 */
function deadline(timeoutMs: number) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    const timeout = new DOMException(`No answer within ${seconds(timeoutMs)}.`, 'TimeoutError');
    timer = setTimeout(() => controller.abort(timeout), timeoutMs).unref();
  };
  arm();
  return { signal: controller.signal, rearm: arm, stop: () => clearTimeout(timer) };
}

/** The statuses that end an attempt before its body is read; undefined for a 2xx to read. */
async function statusOutcome(url: string, response: Response): Promise<ApiAnswer<never> | undefined> {
  if (response.status === 304) return { status: 'not-modified' };
  if (response.status === 404) return { status: 'not-found' };
  if (response.ok) return undefined;
  await response.body?.cancel().catch(() => undefined);
  if (isRetryableStatus(response.status)) {
    const retryAfterMs = retryAfterDelay(response.headers.get('retry-after'));
    throw new AttemptFailure(`HTTP ${response.status}`, { status: response.status, retryAfterMs });
  }
  throw new ApiAnswerError(url, `HTTP ${response.status}`);
}

/**
 * One request. Network errors, timeouts and retryable statuses throw an AttemptFailure to retry;
 * another 4xx or a broken body throws ApiAnswerError, which is never retried.
 */
async function attempt<T>(
  url: string,
  etag: string | undefined,
  settings: Pick<RequestSettings, 'timeoutMs' | 'stats' | 'headers'>,
  reader: AnswerReader<T>,
): Promise<LinesAnswer<T>> {
  const { timeoutMs, stats } = settings;
  const headers: Record<string, string> = { ...settings.headers, accept: reader.accept };
  if (etag !== undefined) headers['if-none-match'] = etag;
  stats.requests += 1;
  // The timeout also covers reading the body, so a transfer that stalls after the headers is abandoned too.
  const limit = deadline(timeoutMs);
  const { signal } = limit;
  try {
    let response: Response;
    try {
      response = await fetch(url, { headers, signal });
    } catch (cause) {
      throw failureOf(cause, signal.aborted, 'headers', timeoutMs);
    }
    const ended = await statusOutcome(url, response);
    if (ended !== undefined) return ended;
    let stage: 'body' | 'stream' = 'body';
    const body = await reader.read(response, url, {
      failed: (cause) => failureOf(cause, signal.aborted, stage, timeoutMs),
      progressed: () => {
        stage = 'stream';
        limit.rearm();
      },
      ended: limit.stop,
    });
    if (body === NOT_OFFERED) return { status: 'not-offered' };
    stats.bodies += 1;
    const catalogVersion = catalogVersionOf(response.headers.get(CATALOG_VERSION_HEADER));
    return { status: 'fresh', body, etag: response.headers.get('etag') ?? undefined, catalogVersion };
  } finally {
    limit.stop();
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
async function getWithRetries<T>(
  url: string,
  etag: string | undefined,
  settings: RequestSettings,
  reader: AnswerReader<T>,
): Promise<LinesAnswer<T>> {
  const { policy, stats, logger } = settings;
  try {
    const answer = await pRetry(() => attempt(url, etag, settings, reader), {
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
    headers: isLoopback(new URL(apiBase).hostname) ? { 'accept-encoding': 'identity' } : {},
  };
  // A request keeps its slot through its retries and their waits. Given back between attempts,
  // a retry would queue behind every request still waiting: with thousands of details and a
  // hung host, the first failure, and so the failed build, would come hours later, not within
  // longestRequestMs (retry-policy.ts).
  const request = <T>(path: string, { etag, logger }: RequestOptions, reader: AnswerReader<T>) =>
    settings.limit(() => getWithRetries(`${apiBase}${path}?format=json`, etag, { ...settings, logger }, reader));
  // Only a lines reader and the reader of our own calls answer not-offered.
  const plain = <T>(answer: LinesAnswer<T>): ApiAnswer<T> =>
    answer.status === 'not-offered' ? { status: 'not-found' } : answer;
  return {
    apiBase,
    stats: settings.stats,
    get: async (path, options = {}) => plain(await request(path, options, jsonReader)),
    getText: async (path, options = {}) => plain(await request(path, options, textReader)),
    getIfOffered: (path, options = {}) => request(path, options, offeredJsonReader),
    getLines: (path, options, read) => request(path, options, linesReader(options.type, read)),
  };
}
