import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { voidOneTimeTokens } from './one-time-tokens.ts';
import { revokeRefreshTokens } from './refresh-tokens.ts';
import { bumpTokenVersion } from './token-version.ts';

/**
 * Ends every session of a user: a new token version voids every access and refresh token
 * issued before (`authenticate` and the refresh route compare it), the refresh tokens are
 * revoked as well, and every outstanding emailed link (sign-in, reset, verification) is voided.
 * The spec has no sign-out-everywhere route; a password change uses this, and so would one.
 */
export async function signOutEverywhere(tx: Database, userId: number, at: Date): Promise<void> {
  await bumpTokenVersion(tx, userId);
  await revokeRefreshTokens(tx, userId, at);
  await voidOneTimeTokens(tx, userId, at);
}

/**
 * Sets a new password and signs the user out everywhere (see signOutEverywhere). The reset
 * link came by email, so the address is proven too. `credentials_changed_at` records when.
 */
export async function replacePassword(
  ctx: Pick<AppContext, 'clock'>,
  tx: Database,
  userId: number,
  passwordHash: string,
): Promise<void> {
  const now = ctx.clock.now();
  await tx.run('UPDATE users SET password_hash = ?, credentials_changed_at = ?, email_verified = 1 WHERE id = ?', [
    passwordHash,
    now.toISOString(),
    userId,
  ]);
  await signOutEverywhere(tx, userId, now);
}
