import type { Session } from '#lib/api/auth.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { signAccessToken } from './access-token.ts';
import type { IssuedRefreshToken } from './issued-refresh-token.ts';
import { issueRefreshToken } from './refresh-tokens.ts';
import { findUserById, toUserAnswer, type UserRow } from './users.ts';

type SessionContext = Pick<AppContext, 'config' | 'clock'>;

/** The user a session was to be opened for no longer exists. */
export class UserGoneError extends Error {
  constructor(userId: number) {
    super(`User ${userId} no longer exists.`);
    this.name = 'UserGoneError';
  }
}

async function existingUser(tx: Database, userId: number): Promise<UserRow> {
  const user = await findUserById(tx, userId);
  if (!user) throw new UserGoneError(userId);
  return user;
}

/** The `SessionSchema` answer: a new access token at the user's current token version, and `refresh`. */
async function sessionAnswer(ctx: SessionContext, user: UserRow, refresh: IssuedRefreshToken): Promise<Session> {
  const access = await signAccessToken(ctx, user.id, user.token_version);
  return {
    token: access.token,
    access: access.token,
    refresh: refresh.token,
    expires: access.expires.toISOString(),
    refreshExpires: refresh.expires.toISOString(),
    user: toUserAnswer(user),
  };
}

/**
 * Opens a session for a user who just signed in: a new access token and the first refresh token
 * of a new family, both at the user's current token version.
 */
export async function issueSession(ctx: SessionContext, tx: Database, userId: number): Promise<Session> {
  const user = await existingUser(tx, userId);
  return sessionAnswer(ctx, user, await issueRefreshToken(ctx, tx, user.id, user.token_version));
}

/** Continues a session after a refresh: a new access token beside the refresh token the rotation answered. */
export async function continueSession(
  ctx: SessionContext,
  tx: Database,
  userId: number,
  refresh: IssuedRefreshToken,
): Promise<Session> {
  return sessionAnswer(ctx, await existingUser(tx, userId), refresh);
}
