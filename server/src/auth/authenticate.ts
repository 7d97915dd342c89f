import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { unauthorized } from '../http/errors.ts';
import { InvalidTokenError, verifyAccessToken, type AccessClaims } from './access-token.ts';

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
  token_version: string;
}

/**
 * Reads `Authorization: Bearer <access token>` (or `JWT <token>`). No header gives null; a
 * header with a bad or expired token, a deleted user, or a token issued at another token
 * version than the user's current one (a password change or sign-out-everywhere since) raises 401.
 */
export async function authenticate(request: FastifyRequest, ctx: AppContext): Promise<AuthenticatedUser | null> {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^(?:Bearer|JWT)\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Invalid Authorization header.');
  let claims: AccessClaims;
  try {
    claims = await verifyAccessToken(ctx, match[1]);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw unauthorized('Given token not valid for any token type');
    throw error;
  }
  const user = await ctx.db.get<UserRow>('SELECT id, email, email_verified, token_version FROM users WHERE id = ?', [
    claims.userId,
  ]);
  if (!user) throw unauthorized('User not found.');
  // A version, not a time: no clock precision lets a token issued just before a change through,
  // and an account that ever got a deleted account's id has a version of its own.
  if (claims.version !== user.token_version) throw unauthorized('Token was revoked.');
  return { id: user.id, email: user.email, email_verified: user.email_verified === 1 };
}

/** Like authenticate, but a missing token is a 401 too. */
export async function requireUser(request: FastifyRequest, ctx: AppContext): Promise<AuthenticatedUser> {
  const user = await authenticate(request, ctx);
  if (!user) throw unauthorized();
  return user;
}
