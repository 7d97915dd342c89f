import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { TOKEN_AUDIENCE } from './access-token.ts';
import type { IssuedRefreshToken } from './issued-refresh-token.ts';
import { answerReuse, recordSuccessor } from './refresh-retry.ts';
import { refreshTokenDigest } from './secret-tokens.ts';
import { signJwt, verifyJwt, type JwtKind } from './signed-jwt.ts';

type TokenContext = Pick<AppContext, 'config' | 'clock'>;

/** Refresh tokens name the API as access tokens do, but have a key of their own: neither passes for the other. */
const REFRESH_TOKEN: JwtKind = { purpose: 'refresh-token', audience: TOKEN_AUDIENCE };

/** A refresh token that cannot be used: forged, expired, unknown, revoked, or replayed. */
export class RefreshTokenError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'RefreshTokenError';
  }
}

/** What a refresh answers: whose session it is, and the refresh token the session carries now. */
export interface Rotation {
  userId: number;
  refresh: IssuedRefreshToken;
}

interface RefreshRow {
  id: number;
  user_id: number;
  family: string;
  revoked_at: string | null;
  /** The owner's current token version. */
  token_version: string;
}

/** What a verified refresh JWT says. */
interface RefreshClaims {
  userId: number;
  version: string;
}

/**
 * Signs a refresh JWT (HS256 with its own key, a unique jti, the user's token version as `ver`)
 * and records its digest. Without `family` it starts a new family: one per sign-in, shared by
 * every token rotated from it.
 */
export async function issueRefreshToken(
  ctx: TokenContext,
  tx: Database,
  userId: number,
  version: string,
  family: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const now = ctx.clock.now();
  const { token, expires } = await signJwt(ctx, REFRESH_TOKEN, {
    subject: String(userId),
    claims: { typ: 'refresh', ver: version, jti: randomUUID() },
    lifetimeMs: ctx.config.REFRESH_TOKEN_DAYS * 24 * 3_600_000,
  });
  await tx.run('DELETE FROM refresh_tokens WHERE user_id = ? AND expires_at <= ?', [userId, now.toISOString()]);
  await tx.run(
    'INSERT INTO refresh_tokens (user_id, family, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    [userId, family, refreshTokenDigest(token), now.toISOString(), expires.toISOString()],
  );
  return { token, expires };
}

/**
 * Checks a refresh JWT's signature (newest or previous secret), algorithm, issuer, audience,
 * type and expiry, and answers its user and token version.
 */
async function verifyRefreshJwt(ctx: TokenContext, token: string): Promise<RefreshClaims> {
  try {
    const payload = await verifyJwt(ctx, REFRESH_TOKEN, token, ['sub', 'jti', 'ver']);
    const userId = Number(payload.sub);
    const version = payload['ver'];
    if (payload['typ'] !== 'refresh' || !Number.isSafeInteger(userId) || typeof version !== 'string')
      throw new RefreshTokenError('Not a refresh token.');
    return { userId, version };
  } catch (error) {
    if (error instanceof RefreshTokenError) throw error;
    throw new RefreshTokenError('Token is invalid or expired.', { cause: error });
  }
}

/**
 * Rotates a refresh token: uses it up and issues the next token of its family, in the caller's
 * transaction, and answers that token with its user. A token already used is answered by
 * answerReuse: its successor again for the client's retry, otherwise 'replayed' with the family
 * revoked. A token that is unknown, revoked, or of another token version than its user's
 * current one is 'invalid'. A forged, expired or mistyped JWT throws RefreshTokenError.
 */
export async function rotateRefreshToken(
  ctx: TokenContext,
  tx: Database,
  token: string,
): Promise<Rotation | 'replayed' | 'invalid'> {
  const claims = await verifyRefreshJwt(ctx, token);
  const row = await tx.get<RefreshRow>(
    `SELECT r.id, r.user_id, r.family, r.revoked_at, u.token_version
     FROM refresh_tokens r JOIN users u ON u.id = r.user_id WHERE r.token_hash = ?`,
    [refreshTokenDigest(token)],
  );
  if (!row || row.revoked_at !== null) return 'invalid';
  if (row.user_id !== claims.userId || row.token_version !== claims.version) return 'invalid';
  // The guard on used_at makes two concurrent uses of one token count as one use and one reuse
  // (on PostgreSQL the second waits for the first's commit); the one on revoked_at makes a use
  // that races a sign-out-everywhere lose to it.
  const spent = await tx.run(
    'UPDATE refresh_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL',
    [ctx.clock.now().toISOString(), row.id],
  );
  if (spent.changes !== 1) {
    const again = await answerReuse(ctx, tx, token, row.id);
    return typeof again === 'string' ? again : { userId: row.user_id, refresh: again };
  }
  const refresh = await issueRefreshToken(ctx, tx, row.user_id, row.token_version, row.family);
  await recordSuccessor(ctx, tx, row.id, token, refresh.token);
  return { userId: row.user_id, refresh };
}

/** Revokes every refresh token of a user (signOutEverywhere). */
export async function revokeRefreshTokens(tx: Database, userId: number, at: Date): Promise<void> {
  await tx.run('UPDATE refresh_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL', [
    at.toISOString(),
    userId,
  ]);
}
