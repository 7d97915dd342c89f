import { describe, expect, it } from 'vitest';
import config from '../../../astro.config.mjs';
import {
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

  it('reads Retry-After as seconds or as a date', () => {
    expect(retryAfterDelay('2')).toBe(2_000);
    expect(retryAfterDelay('Sat, 21 Nov 2026 12:00:05 GMT', Date.parse('2026-11-21T12:00:00Z'))).toBe(5_000);
    expect(retryAfterDelay(null)).toBeUndefined();
    expect(retryAfterDelay('soon')).toBeUndefined();
  });

  it('bounds a request: every attempt timing out, every wait as long as allowed', () => {
    expect(longestRequestMs(policy, 2_000)).toBe(5 * 2_000 + 4 * 1_000);
    expect(longestRequestMs({ ...policy, attempts: 1 }, 2_000)).toBe(2_000);
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
