import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { newSecretToken, oneTimeTokenDigest, oneTimeTokenDigests } from './secret-tokens.ts';

/** What an emailed token does: confirm an email, sign in (magic link), or reset a password. */
export type OneTimePurpose = 'verify' | 'magic' | 'reset';

const MINUTE = 60_000;

/** How long each kind of emailed token stays good. A magic link lives at most 15 minutes: it signs in without a password. */
export const ONE_TIME_TOKEN_LIFETIME_MS: Readonly<Record<OneTimePurpose, number>> = {
  verify: 3 * 24 * 60 * MINUTE,
  magic: 15 * MINUTE,
  reset: 60 * MINUTE,
};

/**
 * Creates a token for a user and stores only its digest. Expired tokens of the user are
 * swept at the same time, so the table does not grow without bound.
 */
export async function issueOneTimeToken(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  tx: Database,
  userId: number,
  purpose: OneTimePurpose,
): Promise<string> {
  const now = ctx.clock.now();
  const token = newSecretToken();
  const expires = new Date(now.getTime() + ONE_TIME_TOKEN_LIFETIME_MS[purpose]);
  await tx.run('DELETE FROM one_time_tokens WHERE user_id = ? AND expires_at <= ?', [userId, now.toISOString()]);
  await tx.run(
    'INSERT INTO one_time_tokens (user_id, purpose, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    [userId, purpose, oneTimeTokenDigest(ctx.config, token), now.toISOString(), expires.toISOString()],
  );
  return token;
}

/**
 * Uses a token up: one atomic update marks it used only when it exists, has this purpose
 * (and user, when given), is unused and unexpired. Answers the user's id, or null. Two
 * concurrent uses of one token cannot both succeed.
 */
export async function consumeOneTimeToken(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  tx: Database,
  purpose: OneTimePurpose,
  token: string,
  userId?: number,
): Promise<number | null> {
  const now = ctx.clock.now().toISOString();
  // The token may have been stored under the previous secret: look for its digest under each.
  const digests = oneTimeTokenDigests(ctx.config, token);
  const sql =
    `UPDATE one_time_tokens SET used_at = ? WHERE token_hash IN (${digests.map(() => '?').join(', ')})` +
    ' AND purpose = ? AND used_at IS NULL AND expires_at > ?' +
    (userId === undefined ? '' : ' AND user_id = ?') +
    ' RETURNING user_id';
  const params = [now, ...digests, purpose, now, ...(userId === undefined ? [] : [userId])];
  const row = await tx.get<{ user_id: number }>(sql, params);
  return row ? row.user_id : null;
}

/** Voids every outstanding token of a user (a password change makes old links useless). */
export async function voidOneTimeTokens(tx: Database, userId: number, at: Date): Promise<void> {
  await tx.run('UPDATE one_time_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL', [
    at.toISOString(),
    userId,
  ]);
}
