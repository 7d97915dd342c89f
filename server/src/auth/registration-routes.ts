import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors.ts';
import { verificationMail } from './account-emails.ts';
import { parseForm, RegistrationForm, VerifyEmailForm } from './account-forms.ts';
import { ACCOUNT_MESSAGES, emailTaken } from './account-messages.ts';
import { mailVerification } from './account-mail.ts';
import { addAccountRoute, type AccountRouteDeps } from './account-route.ts';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';
import { findUserByEmail, insertUser, markEmailVerified } from './users.ts';

/**
 * `POST /rest-auth/registration/`: creates an unverified account and mails its verification
 * link. Answers 201; an email with an account answers 400, also for the losers of concurrent
 * registrations of one address (the unique email column lets exactly one insert).
 */
async function register(
  { ctx, afterAnswer }: AccountRouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<unknown> {
  const form = parseForm(RegistrationForm, request.body);
  // Checked first so a taken email costs no hash; the insert below still decides races.
  if (await findUserByEmail(ctx.db, form.email)) throw emailTaken();
  const passwordHash = await hashPassword(form.password1);
  const key = await ctx.db.transaction(async (tx) => {
    const user = { email: form.email, passwordHash, firstName: form.first_name, lastName: form.last_name };
    const userId = await insertUser(tx, { ...user, emailVerified: false, signupMethod: 'email' }, ctx.clock.now());
    return userId === null ? null : issueOneTimeToken(ctx, tx, userId, 'verify');
  });
  if (key === null) throw emailTaken();
  const message = verificationMail(ctx.config, form.email, key);
  afterAnswer.run('could not mail an email verification link', () => mailVerification(ctx, message));
  return reply.code(201).send({ detail: ACCOUNT_MESSAGES.verificationSent });
}

/** `POST /rest-auth/registration/verify-email/`: confirms the email; an unknown, used or expired key is 404. */
async function verifyEmail({ ctx }: AccountRouteDeps, request: FastifyRequest): Promise<unknown> {
  const form = parseForm(VerifyEmailForm, request.body);
  const verified = await ctx.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(ctx, tx, 'verify', form.key);
    if (userId !== null) await markEmailVerified(tx, userId);
    return userId !== null;
  });
  if (!verified) throw notFound();
  return { detail: ACCOUNT_MESSAGES.emailVerified };
}

/** Registration and email verification. */
export function registerRegistrationRoutes(scope: FastifyInstance, deps: AccountRouteDeps): void {
  addAccountRoute(
    scope,
    'POST',
    '/rest-auth/registration/',
    (request, reply) => register(deps, request, reply),
    deps.limiter(),
  );
  addAccountRoute(
    scope,
    'POST',
    '/rest-auth/registration/verify-email/',
    (request) => verifyEmail(deps, request),
    deps.limiter(),
  );
}
