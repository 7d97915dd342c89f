import { describe, expect, it } from 'vitest';
import { AuthCallError } from '../../../src/lib/auth-client/auth-call-error.ts';
import { keepSessionWhenUnreachable, refreshRefused } from '../../../src/lib/auth-client/refresh-policy.ts';
import { NetworkError } from '../../../src/lib/errors/api-errors.ts';
import { buildSession } from '../../support/contract-builders.ts';

const refusal = (status: number) => new AuthCallError('refresh', status, { detail: 'x' });

describe('refreshRefused', () => {
  it.each([400, 401, 403])('reads a %i as the server refusing the token', (status) => {
    expect(refreshRefused(refusal(status))).toBe(true);
  });

  it.each([408, 429, 500, 502, 503])('reads a %i as a passing failure', (status) => {
    expect(refreshRefused(refusal(status))).toBe(false);
  });

  it('reads a network failure as a passing failure', () => {
    expect(refreshRefused(new NetworkError())).toBe(false);
  });
});

describe('keepSessionWhenUnreachable', () => {
  const current = buildSession();

  it('answers the current session unchanged when the server cannot be reached', async () => {
    const refresh = keepSessionWhenUnreachable(
      () => Promise.reject(new NetworkError()),
      () => current,
    );
    await expect(refresh('refresh-1')).resolves.toBe(current);
  });

  it('lets a refusal through, so the refresher signs the visitor out', async () => {
    const refresh = keepSessionWhenUnreachable(
      () => Promise.reject(refusal(401)),
      () => current,
    );
    await expect(refresh('refresh-1')).rejects.toBeInstanceOf(AuthCallError);
  });

  it('lets a failure through when the session changed meanwhile', async () => {
    const refresh = keepSessionWhenUnreachable(
      () => Promise.reject(new NetworkError()),
      () => null,
    );
    await expect(refresh('refresh-1')).rejects.toBeInstanceOf(NetworkError);
  });
});
