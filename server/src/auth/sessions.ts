import type { Session } from '../../../src/lib/api/auth.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { signAccessToken } from './access-token.ts';
import { issueRefreshToken } from './refresh-tokens.ts';
import { findUserById, toUserAnswer } from './users.ts';

/** The user a session was to be opened for no longer exists. */
export class UserGoneError extends Error {
  constructor(userId: number) {
    super(`User ${userId} no longer exists.`);
    this.name = 'UserGoneError';
  }
}

/**
 * Opens a session for a user: a new access token and a refresh token, both at the user's
 * current token version, in `family` when the session continues a rotation, otherwise in a new
 * family. Answers the `SessionSchema` shape.
 */
export async function issueSession(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  tx: Database,
  userId: number,
  family?: string,
): Promise<Session> {
  const user = await findUserById(tx, userId);
  if (!user) throw new UserGoneError(userId);
  const access = await signAccessToken(ctx, user.id, user.token_version);
  const refresh = await issueRefreshToken(ctx, tx, user.id, user.token_version, family);
  return {
    token: access.token,
    access: access.token,
    refresh: refresh.token,
    expires: access.expires.toISOString(),
    refreshExpires: refresh.expires.toISOString(),
    user: toUserAnswer(user),
  };
}
