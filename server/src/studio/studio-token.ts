import type { AppContext } from '../context.ts';
import { InvalidJwtError, signJwt, verifyJwt, type JwtKind } from '../auth/signed-jwt.ts';

/** Studio tokens name the studio as audience: no listener route accepts one, and no studio route a listener's. */
export const STUDIO_AUDIENCE = 'studio';

/** Studio tokens have a key of their own besides: a key of the listeners' tokens cannot make one. */
const STUDIO_TOKEN: JwtKind = { purpose: 'studio-token', audience: STUDIO_AUDIENCE };

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
export function signStudioToken(
  ctx: TokenContext,
  staffId: number,
  version: string,
): Promise<{ token: string; expires: Date }> {
  return signJwt(ctx, STUDIO_TOKEN, {
    subject: String(staffId),
    claims: { typ: 'studio', ver: version },
    lifetimeMs: STUDIO_SESSION_HOURS * 3600_000,
  });
}

/** Verifies a studio JWT; whether its version is still the member's is for the guard, which reads the row. */
export async function verifyStudioToken(ctx: TokenContext, token: string): Promise<StudioClaims> {
  try {
    const payload = await verifyJwt(ctx, STUDIO_TOKEN, token, ['sub', 'ver']);
    const staffId = Number(payload.sub);
    const version = payload['ver'];
    if (payload['typ'] !== 'studio' || !Number.isSafeInteger(staffId) || typeof version !== 'string')
      throw new InvalidStudioTokenError('Not a studio token.', false);
    return { staffId, version };
  } catch (error) {
    if (!(error instanceof InvalidJwtError)) throw error;
    throw new InvalidStudioTokenError(error.message, error.expired, { cause: error });
  }
}
