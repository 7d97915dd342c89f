import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import config from '../../../astro.config.mjs';
import {
  backoffDelay,
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_RETRY_POLICY,
  HUNG_HOST_BOUND_MS,
  isRetryableStatus,
  longestRequestMs,
  retryAfterDelay,
} from '../../../src/loaders/retry-policy.ts';

const policy = { attempts: 5, baseDelayMs: 100, maxDelayMs: 1_000 };

describe('the retry policy', () => {
  it('retries throttling and server errors only', () => {
    expect([429, 500, 502, 503, 504].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 410].some(isRetryableStatus)).toBe(false);
  });

  it('doubles the delay at each retry, adds up to a quarter of jitter, and caps it', () => {
    expect([1, 2, 3].map((retry) => backoffDelay(policy, retry, () => 0))).toEqual([100, 200, 400]);
    expect(backoffDelay(policy, 2, () => 1)).toBe(250);
    expect(backoffDelay(policy, 6, () => 0)).toBe(1_000);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterDelay('2')).toBe(2_000);
    expect(retryAfterDelay('Sat, 21 Nov 2026 12:00:05 GMT', Date.parse('2026-11-21T12:00:00Z'))).toBe(5_000);
    expect(retryAfterDelay(null)).toBeUndefined();
    expect(retryAfterDelay('soon')).toBeUndefined();
  });

  it('bounds a request: every attempt timing out, every wait as long as allowed', () => {
    expect(longestRequestMs(policy, 2_000)).toBe(5 * 2_000 + 4 * 1_000);
    expect(longestRequestMs({ ...policy, attempts: 1 }, 2_000)).toBe(2_000);
    // The bound assumes no wait outlasts maxDelayMs, whatever the jitter and however many retries.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (retry, random) => {
          expect(backoffDelay(DEFAULT_RETRY_POLICY, retry, () => random)).toBeLessThanOrEqual(
            DEFAULT_RETRY_POLICY.maxDelayMs,
          );
        },
      ),
    );
  });

  it('fails a build on a hung host within 60 s with the default settings', () => {
    expect(longestRequestMs(DEFAULT_RETRY_POLICY, DEFAULT_REQUEST_TIMEOUT_MS)).toBeLessThanOrEqual(HUNG_HOST_BOUND_MS);
    expect(HUNG_HOST_BOUND_MS).toBe(60_000);
    // The defaults the site's settings (astro.config.mjs) give the build are these.
    const schema = config.env?.schema ?? {};
    const timeout = schema['API_REQUEST_TIMEOUT_SECONDS'];
    const attempts = schema['API_REQUEST_ATTEMPTS'];
    expect(timeout).toMatchObject({ type: 'number', context: 'server', default: DEFAULT_REQUEST_TIMEOUT_MS / 1000 });
    expect(attempts).toMatchObject({ type: 'number', context: 'server', default: DEFAULT_RETRY_POLICY.attempts });
  });
});
