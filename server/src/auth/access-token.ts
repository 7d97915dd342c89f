import { errors, jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../context.ts';
import { jwtKeyResolver, jwtSigningKey } from './jwt-keys.ts';

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

/** What a verified access token says: whose it is, and the user's token version when it was issued. */
export interface AccessClaims {
  userId: number;
  /** `users.token_version` at issue; the token is void once the user's version has changed. */
  version: string;
}

/**
 * Signs a short-lived access JWT (HS256, with the `kid` of the newest secret's key) for a user
 * at their current token version (claim `ver`).
 */
export async function signAccessToken(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  userId: number,
  version: string,
): Promise<{ token: string; expires: Date }> {
  const now = ctx.clock.now();
  const expires = new Date(now.getTime() + ctx.config.ACCESS_TOKEN_MINUTES * 60_000);
  const { key, kid } = jwtSigningKey(ctx.config, 'access-token');
  const token = await new SignJWT({ typ: 'access', ver: version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid })
    .setSubject(String(userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(key);
  return { token, expires };
}

/**
 * Verifies an access JWT against the server's clock and the newest and previous secrets' keys;
 * throws InvalidTokenError when it is not good. Whether its version is the user's current one
 * is for the caller (authenticate.ts), which reads the user.
 */
export async function verifyAccessToken(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  token: string,
): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, jwtKeyResolver(ctx.config, 'access-token'), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: ctx.clock.now(),
      requiredClaims: ['sub', 'iat', 'exp', 'ver'],
    });
    const userId = Number(payload.sub);
    const version = payload['ver'];
    if (payload['typ'] !== 'access' || !Number.isSafeInteger(userId) || typeof version !== 'string')
      throw new InvalidTokenError('Not an access token.');
    return { userId, version };
  } catch (error) {
    if (error instanceof InvalidTokenError) throw error;
    const reason = error instanceof errors.JWTExpired ? 'Token is expired.' : 'Token is invalid.';
    throw new InvalidTokenError(reason, { cause: error });
  }
}
