import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { unauthorized } from '../http/errors.ts';
import { InvalidTokenError, verifyAccessToken } from './access-token.ts';

/** The user a request's bearer token names. */
export interface AuthenticatedUser {
  id: number;
  email: string;
  email_verified: boolean;
}

interface UserRow {
  id: number;
  email: string;
  email_verified: number;
  credentials_changed_at: string;
}

/**
 * Reads `Authorization: Bearer <access token>` (or `JWT <token>`). No header gives null; a
 * header with a bad or expired token, a deleted user, or a token older than the user's last
 * password change raises 401.
 */
export async function authenticate(request: FastifyRequest, ctx: AppContext): Promise<AuthenticatedUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^(?:Bearer|JWT)\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Invalid Authorization header.');
  let claims: { userId: number; issuedAt: Date };
  try {
    claims = await verifyAccessToken(ctx, match[1]);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw unauthorized('Given token not valid for any token type');
    throw error;
  }
  const user = await ctx.db.get<UserRow>(
    'SELECT id, email, email_verified, credentials_changed_at FROM users WHERE id = ?',
    [claims.userId],
  );
  if (!user) throw unauthorized('User not found.');
  // iat has whole seconds: compare at that precision, so a token issued in the same second as the change counts.
  const changedAt = Math.floor(new Date(user.credentials_changed_at).getTime() / 1000) * 1000;
  if (claims.issuedAt.getTime() < changedAt) throw unauthorized('Token was revoked.');
  return { id: user.id, email: user.email, email_verified: user.email_verified === 1 };
}

/** Like authenticate, but a missing token is a 401 too. */
export async function requireUser(request: FastifyRequest, ctx: AppContext): Promise<AuthenticatedUser> {
  const user = await authenticate(request, ctx);
  if (!user) throw unauthorized();
  return user;
}
