import { describe, expect, it, vi } from 'vitest';
import { InvalidTokenError, signAccessToken, verifyAccessToken } from '../../../../server/src/auth/access-token.ts';
import { FakeClock } from '../../../../server/src/clock.ts';
import { configFrom } from '../../../../server/src/config.ts';

describe('access tokens', () => {
  const ctx = {
    config: configFrom({ SECRET_KEY: 'a-secret-for-the-unit-tests' }),
    clock: new FakeClock('2026-11-20T19:30:00Z'),
  };

  it('verify what they sign, to the second, and expire after their minutes', async () => {
    const { token } = await signAccessToken(ctx, 12);
    expect(await verifyAccessToken(ctx, token)).toEqual({ userId: 12, issuedAt: new Date('2026-11-20T19:30:00Z') });
    ctx.clock.advance(15 * 60_000);
    await expect(verifyAccessToken(ctx, token)).rejects.toThrow(new InvalidTokenError('Token is expired.'));
    ctx.clock.advance(-15 * 60_000);
  });

  // Every authenticated request verifies a token: jose's WebCrypto path cost about ten times the
  // CPU of node:crypto, a third of the API's work per stream-link request under load.
  it('verify without a WebCrypto job', async () => {
    const { token } = await signAccessToken(ctx, 12);
    const verify = vi.spyOn(globalThis.crypto.subtle, 'verify');
    try {
      expect((await verifyAccessToken(ctx, token)).userId).toBe(12);
      expect(verify).not.toHaveBeenCalled();
    } finally {
      verify.mockRestore();
    }
  });
});
