import type { AppContext } from '../context.ts';
import { InvalidJwtError, signJwt, verifyJwt, type JwtKind } from './signed-jwt.ts';

/** Listener tokens (access and refresh) name the API as audience. */
export const TOKEN_AUDIENCE = 'concert-library-api';

/** Access tokens are signed with their own key: no other token of this server passes for one. */
const ACCESS_TOKEN: JwtKind = { purpose: 'access-token', audience: TOKEN_AUDIENCE };

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
export function signAccessToken(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  userId: number,
  version: string,
): Promise<{ token: string; expires: Date }> {
  return signJwt(ctx, ACCESS_TOKEN, {
    subject: String(userId),
    claims: { typ: 'access', ver: version },
    lifetimeMs: ctx.config.ACCESS_TOKEN_MINUTES * 60_000,
  });
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
    const payload = await verifyJwt(ctx, ACCESS_TOKEN, token, ['sub', 'ver']);
    const userId = Number(payload.sub);
    const version = payload['ver'];
    if (payload['typ'] !== 'access' || !Number.isSafeInteger(userId) || typeof version !== 'string')
      throw new InvalidTokenError('Not an access token.');
    return { userId, version };
  } catch (error) {
    if (!(error instanceof InvalidJwtError)) throw error;
    throw new InvalidTokenError(error.message, { cause: error });
  }
}
