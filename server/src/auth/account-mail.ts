import type { AppContext } from '../context.ts';
import { magicLinkMail, passwordResetMail } from './account-emails.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';
import { findUserByEmail } from './users.ts';

// The work behind the answers of the routes that mail someone. It runs after the answer
// (AfterAnswer), so the answer is the same, and takes the same time, whether or not the email
// has an account.

/** Mails a sign-in link to `email` when it has an account. */
export async function mailMagicLink(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = await ctx.db.transaction((tx) => issueOneTimeToken(ctx, tx, user.id, 'magic'));
  await ctx.mailer.send(magicLinkMail(ctx.config, user.email, token));
}

/** Mails a password reset link to the account `userId`, whose email is `email`. */
export async function mailPasswordReset(ctx: AppContext, userId: number, email: string, uid: string): Promise<void> {
  const token = await ctx.db.transaction((tx) => issueOneTimeToken(ctx, tx, userId, 'reset'));
  await ctx.mailer.send(passwordResetMail(ctx.config, email, uid, token));
}
