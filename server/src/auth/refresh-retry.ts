import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import type { IssuedRefreshToken } from './issued-refresh-token.ts';
import { openSuccessor, sealSuccessor } from './refresh-successor.ts';
import { refreshTokenDigest } from './secret-tokens.ts';

type RetryContext = Pick<AppContext, 'config' | 'clock'>;

/** A used refresh token's row, read again after its use was refused. */
interface UsedRow {
  family: string;
  used_at: string | null;
  revoked_at: string | null;
  successor_sealed: string | null;
}

/**
 * Records, on a token's row, the successor it was just rotated into, sealed (never as sent),
 * so that a retry within the grace window can be answered with it again. Written in the
 * rotation's transaction: a retry that raced the rotation waits for the row, and then sees it.
 */
export async function recordSuccessor(
  ctx: RetryContext,
  tx: Database,
  rotatedId: number,
  rotated: string,
  successor: string,
): Promise<void> {
  const sealed = await sealSuccessor(ctx.config, rotated, successor);
  await tx.run('UPDATE refresh_tokens SET successor_sealed = ? WHERE id = ?', [sealed, rotatedId]);
}

/** Whether a token used at `usedAt` was used less than the grace window ago. */
function withinGrace(ctx: RetryContext, usedAt: string): boolean {
  const window = ctx.config.REFRESH_RETRY_GRACE_SECONDS * 1000;
  return window > 0 && ctx.clock.now().getTime() - Date.parse(usedAt) < window;
}

/**
 * The successor a used token was rotated into, when presenting the token again is a retry:
 * within the grace window of its use, and the successor is still the family's live token
 * (unused, unrevoked). When the successor has been used, the token is an older generation,
 * and no retry. The successor's row is claimed (a no-op update) until the commit, so that a
 * rotation of it racing this retry either finished first, or waits and finds it answered.
 */
async function retrySuccessor(
  ctx: RetryContext,
  tx: Database,
  token: string,
  row: UsedRow,
): Promise<IssuedRefreshToken | null> {
  if (row.used_at === null || row.successor_sealed === null || !withinGrace(ctx, row.used_at)) return null;
  const successor = await openSuccessor(ctx.config, token, row.successor_sealed);
  if (successor === null) return null;
  const live = await tx.get<{ expires_at: string }>(
    `UPDATE refresh_tokens SET used_at = used_at
     WHERE token_hash = ? AND used_at IS NULL AND revoked_at IS NULL RETURNING expires_at`,
    [refreshTokenDigest(successor)],
  );
  return live ? { token: successor, expires: new Date(live.expires_at) } : null;
}

/**
 * What a refresh token that was already used gets when it comes back. The same client's retry
 * (within the grace window, of the token just rotated) gets the successor it was rotated into,
 * again. Anything else is a replay: the whole family is revoked, so a stolen token dies with
 * the legitimate one, and 'replayed' is answered rather than thrown so that the revocation
 * commits. A token revoked meanwhile (a sign-out everywhere, a replay) is 'invalid'.
 */
export async function answerReuse(
  ctx: RetryContext,
  tx: Database,
  token: string,
  id: number,
): Promise<IssuedRefreshToken | 'replayed' | 'invalid'> {
  // Read again: on PostgreSQL this statement sees what the use that won the row committed.
  const row = await tx.get<UsedRow>(
    'SELECT family, used_at, revoked_at, successor_sealed FROM refresh_tokens WHERE id = ?',
    [id],
  );
  if (!row || row.revoked_at !== null) return 'invalid';
  const successor = await retrySuccessor(ctx, tx, token, row);
  if (successor) return successor;
  await tx.run('UPDATE refresh_tokens SET revoked_at = ? WHERE family = ? AND revoked_at IS NULL', [
    ctx.clock.now().toISOString(),
    row.family,
  ]);
  return 'replayed';
}
