import { errors, jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../context.ts';
import { TOKEN_ISSUER } from '../auth/access-token.ts';
import { jwtKeyResolver, jwtSigningKey } from '../auth/jwt-keys.ts';

/** Studio tokens name the studio as audience: no listener route accepts one, and no studio route a listener's. */
export const STUDIO_AUDIENCE = 'studio';

/** How long a studio session lasts: a working day. */
export const STUDIO_SESSION_HOURS = 8;

/** A studio token that failed verification; `expired` tells an old token from a forged or foreign one. */
export class InvalidStudioTokenError extends Error {
  readonly expired: boolean;
  constructor(message: string, expired: boolean, options?: ErrorOptions) {
    super(message, options);
    this.name = 'InvalidStudioTokenError';
    this.expired = expired;
  }
}

/** What a verified studio token says: whose it is, and their token version when it was issued. */
export interface StudioClaims {
  staffId: number;
  version: string;
}

type TokenContext = Pick<AppContext, 'config' | 'clock'>;

/** Signs a studio session JWT (HS256, its own key) for a member of staff at their current token version. */
export async function signStudioToken(
  ctx: TokenContext,
  staffId: number,
  version: string,
): Promise<{ token: string; expires: Date }> {
  const now = ctx.clock.now();
  const expires = new Date(now.getTime() + STUDIO_SESSION_HOURS * 3600_000);
  const { key, kid } = jwtSigningKey(ctx.config, 'studio-token');
  const token = await new SignJWT({ typ: 'studio', ver: version })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid })
    .setSubject(String(staffId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(STUDIO_AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expires.getTime() / 1000))
    .sign(key);
  return { token, expires };
}

/** Verifies a studio JWT; whether its version is still the member's is for the guard, which reads the row. */
export async function verifyStudioToken(ctx: TokenContext, token: string): Promise<StudioClaims> {
  try {
    const { payload } = await jwtVerify(token, jwtKeyResolver(ctx.config, 'studio-token'), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: STUDIO_AUDIENCE,
      currentDate: ctx.clock.now(),
      requiredClaims: ['sub', 'iat', 'exp', 'ver'],
    });
    const staffId = Number(payload.sub);
    const version = payload['ver'];
    if (payload['typ'] !== 'studio' || !Number.isSafeInteger(staffId) || typeof version !== 'string')
      throw new InvalidStudioTokenError('Not a studio token.', false);
    return { staffId, version };
  } catch (error) {
    if (error instanceof InvalidStudioTokenError) throw error;
    const expired = error instanceof errors.JWTExpired;
    throw new InvalidStudioTokenError(expired ? 'Token is expired.' : 'Token is invalid.', expired, { cause: error });
  }
}
