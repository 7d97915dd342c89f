import { SignJWT } from 'jose';
import type { AppContext } from '../context.ts';
import { checkClaims, hmacKey, JwtExpiredError, verifyHs256 } from './hs256-jwt.ts';
import { keyFor } from './keys.ts';

/** Every token this server issues names it as issuer and the API as audience. */
export const TOKEN_ISSUER = 'concert-library';
export const TOKEN_AUDIENCE = 'concert-library-api';

/** An access token that failed verification: bad signature, algorithm, audience, issuer, type, or expired. */
export class InvalidTokenError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'InvalidTokenError';
  }
}

/** Signs a short-lived access JWT (HS256) for a user. */
export async function signAccessToken(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  userId: number,
): Promise<{ token: string; expires: Date }> {
  const now = ctx.clock.now();
  const expires = new Date(now.getTime() + ctx.config.ACCESS_TOKEN_MINUTES * 60_000);
  const token = await new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(keyFor(ctx.config, 'access-token'));
  return { token, expires };
}

/**
 * Verifies an access JWT against the server's clock; throws InvalidTokenError when it is not good.
 * Every authenticated request does this, so it runs on node:crypto (hs256-jwt.ts) rather than
 * jose's WebCrypto path, with the checks jose made: HS256 only, issuer, audience, expiry.
 */
export async function verifyAccessToken(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  token: string,
): Promise<{ userId: number; issuedAt: Date }> {
  try {
    const payload = verifyHs256(token, hmacKey(keyFor(ctx.config, 'access-token')));
    checkClaims(payload, {
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      now: ctx.clock.now(),
      required: ['sub', 'iat', 'exp'],
    });
    const userId = Number(payload['sub']);
    if (payload['typ'] !== 'access' || !Number.isSafeInteger(userId))
      throw new InvalidTokenError('Not an access token.');
    return { userId, issuedAt: new Date(((payload['iat'] as number | undefined) ?? 0) * 1000) };
  } catch (error) {
    if (error instanceof InvalidTokenError) throw error;
    const reason = error instanceof JwtExpiredError ? 'Token is expired.' : 'Token is invalid.';
    throw new InvalidTokenError(reason, { cause: error });
  }
}
