import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  backoffDelay,
  DEFAULT_RETRY_POLICY,
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
      fc.property(fc.integer({ min: 1, max: 40 }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (retry, random) => {
        expect(backoffDelay(DEFAULT_RETRY_POLICY, retry, () => random)).toBeLessThanOrEqual(DEFAULT_RETRY_POLICY.maxDelayMs);
      }),
    );
  });
});
