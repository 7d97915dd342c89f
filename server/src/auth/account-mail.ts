import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { magicLinkMail, passwordResetMail } from './account-emails.ts';
import { sweepMailQuota, takeMailQuota, type MailKind } from './mail-quota.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { findUserByEmail } from './users.ts';

// The work behind the answers of the routes that mail someone. It runs after the answer
// (AfterAnswer), so the answer is the same, and takes the same time, whether or not the email
// has an account and whether or not its quota still allows a mail.

/**
 * Sends the message `compose` makes, when the address's quota of `kind` admits one more mail;
 * `compose` runs in the quota's transaction (to issue the token the mail carries), so nothing
 * is issued for a mail that does not go.
 */
async function sendCounted(
  ctx: AppContext,
  email: string,
  kind: MailKind,
  compose: (tx: Database) => Promise<MailMessage>,
): Promise<void> {
  const message = await ctx.db.transaction(async (tx) =>
    (await takeMailQuota(ctx, tx, email, kind)) ? compose(tx) : null,
  );
  await sweepMailQuota(ctx, ctx.db);
  if (message) await ctx.mailer.send(message);
}

/** Mails a sign-in link to `email` when it has an account. */
export async function mailMagicLink(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  await sendCounted(ctx, user.email, 'magic', async (tx) =>
    magicLinkMail(ctx.config, user.email, await issueOneTimeToken(ctx, tx, user.id, 'magic')),
  );
}

/** Mails a password reset link to the account `userId`, whose email is `email`. */
export async function mailPasswordReset(ctx: AppContext, userId: number, email: string, uid: string): Promise<void> {
  await sendCounted(ctx, email, 'reset', async (tx) =>
    passwordResetMail(ctx.config, email, uid, await issueOneTimeToken(ctx, tx, userId, 'reset')),
  );
}

/** Mails a verification message already composed (its key was issued with the account). */
export async function mailVerification(ctx: AppContext, message: MailMessage): Promise<void> {
  await sendCounted(ctx, message.to, 'verify', () => Promise.resolve(message));
}
