import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { voidOneTimeTokens } from './one-time-tokens.ts';
import { revokeRefreshTokens } from './refresh-tokens.ts';

/**
 * Sets a new password and voids everything issued before it: access tokens (through
 * `credentials_changed_at`, which `authenticate` checks), refresh tokens, and every
 * outstanding emailed link. The reset link came by email, so the address is proven too.
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
  await revokeRefreshTokens(tx, userId, now);
  await voidOneTimeTokens(tx, userId, now);
}
