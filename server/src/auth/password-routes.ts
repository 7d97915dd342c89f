import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors.ts';
import { EmailForm, parseForm, ResetConfirmForm } from './account-forms.ts';
import { ACCOUNT_MESSAGES, signsInThroughProvider } from './account-messages.ts';
import { addAccountRoute, type AccountRouteDeps } from './account-route.ts';
import { replacePassword } from './credentials.ts';
import { mailPasswordReset } from './account-mail.ts';
import { consumeOneTimeToken } from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail } from './users.ts';

/** The `uid` of a reset link: the user id in base64url, as the spec's client passes it back. */
export function encodeUid(userId: number): string {
  return Buffer.from(String(userId)).toString('base64url');
}

/** The user id in a reset link's `uid`, or null when it is not one. */
export function decodeUid(uid: string): number | null {
  const text = /^[A-Za-z0-9_-]+$/.test(uid) ? Buffer.from(uid, 'base64url').toString() : '';
  return /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : null;
}

/**
 * `POST /rest-auth/password/reset/`: mails a reset link to an account with a password; the
 * answer is the same when there is no account. An account that signed up through a provider
 * has no password to reset: 412, which the spec's client turns into 'It looks like the email
 * … signed up through a social network' (this is the one answer that reveals an account).
 * That needs the lookup before the answer (one indexed read, the same for known and unknown
 * emails); writing the token and the mail come after it, so they cost the answer nothing.
 */
async function requestReset({ ctx, afterAnswer }: AccountRouteDeps, request: FastifyRequest): Promise<unknown> {
  const form = parseForm(EmailForm, request.body);
  const user = await findUserByEmail(ctx.db, form.email);
  if (user && user.signup_method !== 'email') throw signsInThroughProvider(user.signup_method);
  if (user) {
    const { id, email } = user;
    afterAnswer.run('could not mail a password reset link', () => mailPasswordReset(ctx, id, email, encodeUid(id)));
  }
  return { detail: ACCOUNT_MESSAGES.resetSent };
}

/**
 * `POST /rest-auth/password/reset/confirm/`: sets the new password when uid and token match an
 * unused, unexpired reset token, and voids every token issued before (see replacePassword).
 */
async function confirmReset({ ctx }: AccountRouteDeps, request: FastifyRequest): Promise<unknown> {
  const form = parseForm(ResetConfirmForm, request.body);
  const userId = decodeUid(form.uid);
  if (userId === null) throw badRequest({ uid: [ACCOUNT_MESSAGES.invalidValue] });
  // Hashed before the transaction, so the slow part never holds the database's write lock.
  const passwordHash = await hashPassword(form.new_password1);
  const done = await ctx.db.transaction(async (tx) => {
    if ((await consumeOneTimeToken(ctx, tx, 'reset', form.token, userId)) === null) return false;
    await replacePassword(ctx, tx, userId, passwordHash);
    return true;
  });
  if (!done) throw badRequest({ token: [ACCOUNT_MESSAGES.invalidValue] });
  return { detail: ACCOUNT_MESSAGES.resetDone };
}

/** Password reset request and confirmation. */
export function registerPasswordRoutes(scope: FastifyInstance, deps: AccountRouteDeps): void {
  addAccountRoute(
    scope,
    'POST',
    '/rest-auth/password/reset/',
    (request) => requestReset(deps, request),
    deps.limiter(),
  );
  addAccountRoute(
    scope,
    'POST',
    '/rest-auth/password/reset/confirm/',
    (request) => confirmReset(deps, request),
    deps.limiter(),
  );
}
