import { createHash } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { admitMail } from './mail-window.ts';
import type { OneTimePurpose } from './one-time-tokens.ts';
import { normaliseEmail } from './users.ts';

/** The kinds of account mail, each limited on its own: verification, sign-in link, reset. */
export type MailKind = OneTimePurpose;

/**
 * Takes one mail of `kind` to `email` from the address's quota: true when it may be sent (and
 * is then counted), false when MAIL_RECIPIENT_LIMIT mails of that kind already went to it within
 * MAIL_RECIPIENT_WINDOW_MINUTES. Counted in the database, so all instances share the count; the
 * upsert locks the address's row until the transaction ends (PostgreSQL), and SQLite runs one
 * transaction at a time, so two instances never both take the last mail.
 */
export async function takeMailQuota(
  ctx: Pick<AppContext, 'config' | 'clock'>,
  tx: Database,
  email: string,
  kind: MailKind,
): Promise<boolean> {
  const now = ctx.clock.now();
  const windowMs = ctx.config.MAIL_RECIPIENT_WINDOW_MINUTES * 60_000;
  const recipient = createHash('sha256').update(normaliseEmail(email)).digest('hex');
  const row = await tx.get<{ sent_at: string }>(
    `INSERT INTO mail_quota (recipient, kind, sent_at, last_sent_at) VALUES (?, ?, '', ?)
     ON CONFLICT (recipient, kind) DO UPDATE SET recipient = excluded.recipient RETURNING sent_at`,
    [recipient, kind, now.toISOString()],
  );
  const sent = (row?.sent_at ?? '')
    .split(',')
    .filter(Boolean)
    .map((at) => Date.parse(at));
  const decision = admitMail(sent, now.getTime(), ctx.config.MAIL_RECIPIENT_LIMIT, windowMs);
  if (!decision.admitted) return false;
  await tx.run('UPDATE mail_quota SET sent_at = ?, last_sent_at = ? WHERE recipient = ? AND kind = ?', [
    decision.sentAt.map((at) => new Date(at).toISOString()).join(','),
    now.toISOString(),
    recipient,
    kind,
  ]);
  return true;
}

/**
 * Deletes the counts of addresses that received nothing within the window. A statement of its
 * own, outside the quota's transaction: sweeping there would lock other addresses' rows too.
 */
export async function sweepMailQuota(ctx: Pick<AppContext, 'config' | 'clock'>, db: Database): Promise<void> {
  const windowMs = ctx.config.MAIL_RECIPIENT_WINDOW_MINUTES * 60_000;
  await db.run('DELETE FROM mail_quota WHERE last_sent_at <= ?', [
    new Date(ctx.clock.now().getTime() - windowMs).toISOString(),
  ]);
}
