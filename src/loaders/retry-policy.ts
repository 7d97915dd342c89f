/** How often and how patiently a request is retried. */
export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  attempts: number;
  /** Delay before the first retry, in milliseconds, before jitter (times 1–2); it doubles at each retry. */
  baseDelayMs: number;
  /** No single wait is longer than this, Retry-After included. */
  maxDelayMs: number;
}

/**
 * Four attempts, waiting 3.5–7 s between them in all (at most 5 s each, also when the host asks
 * with Retry-After): enough to ride out a restart, short enough to fail a CI build soon.
 * `API_REQUEST_ATTEMPTS` sets the attempts.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 4, baseDelayMs: 500, maxDelayMs: 5_000 };

/**
 * How long one attempt may take, answer body included, unless `API_REQUEST_TIMEOUT_SECONDS` says
 * otherwise. The largest answer, `/combined/` of the scale catalogue, is several megabytes (a
 * small part of that with brotli); ten seconds leave room for a slow link or a server making
 * its answers cold. The bulk detail answers (tens of megabytes for the scale catalogue's
 * compositions) are read as they stream: for them it is the longest the body may pause
 * (answer-readers.ts).
 */
export const DEFAULT_REQUEST_TIMEOUT_MS = 10_000;

/** With the defaults, a content host that never answers fails the build within this. */
export const HUNG_HOST_BOUND_MS = 60_000;

/**
 * The longest one request can take from its first attempt to its last failure: every attempt
 * running into the timeout, and every wait as long as the policy allows (a Retry-After is capped
 * there too). A request holds its slot of the client's concurrency limit for all of it, so
 * requests queued behind it do not stretch it: this bounds how long a hung host keeps a build.
 */
export function longestRequestMs(policy: RetryPolicy, timeoutMs: number): number {
  return policy.attempts * timeoutMs + (policy.attempts - 1) * policy.maxDelayMs;
}

/** Whether an HTTP status is worth asking again: throttling and server errors are, client errors are not. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/**
 * The wait a Retry-After header asks for (seconds or an HTTP date), in milliseconds; undefined
 * when it is absent or unreadable.
 */
export function retryAfterDelay(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
