import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Session } from '#lib/api/auth.ts';
import { unauthorized } from '../http/errors.ts';
import { EmailForm, MagicLinkForm, parseForm, PasswordSignInForm, RefreshForm } from './account-forms.ts';
import { ACCOUNT_MESSAGES, formError } from './account-messages.ts';
import { addAccountRoute, type AccountRouteDeps } from './account-route.ts';
import { mailMagicLink } from './account-mail.ts';
import { consumeOneTimeToken } from './one-time-tokens.ts';
import { verifyPassword } from './passwords.ts';
import { RefreshTokenError, rotateRefreshToken } from './refresh-tokens.ts';
import { continueSession, issueSession } from './sessions.ts';
import { findUserByEmail, markEmailVerified } from './users.ts';

/**
 * `POST /api/token/`: email and password to a session. Unknown emails and accounts without a
 * password still spend one hash, and all failures answer alike. Unverified accounts may sign
 * in; their stream requests answer 403.
 */
async function passwordSignIn({ ctx }: AccountRouteDeps, request: FastifyRequest): Promise<unknown> {
  const form = parseForm(PasswordSignInForm, request.body);
  const user = await findUserByEmail(ctx.db, form.email);
  const matches = await verifyPassword(user?.password_hash, form.password);
  if (!user || !matches) throw formError(ACCOUNT_MESSAGES.invalidCredentials);
  return ctx.db.transaction((tx) => issueSession(ctx, tx, user.id));
}

/**
 * `POST /api/token/refresh/`: a refresh token to a new session with a rotated refresh token.
 * The same client's retry of a refresh gets the same rotated token again (refresh-retry.ts); a
 * replayed token revokes its family. That and any other failure is 401.
 */
async function refresh({ ctx }: AccountRouteDeps, request: FastifyRequest): Promise<unknown> {
  const form = parseForm(RefreshForm, request.body);
  let outcome: Session | 'replayed' | 'invalid';
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const rotation = await rotateRefreshToken(ctx, tx, form.refresh);
      return typeof rotation === 'string' ? rotation : continueSession(ctx, tx, rotation.userId, rotation.refresh);
    });
  } catch (error) {
    if (error instanceof RefreshTokenError) throw unauthorized(ACCOUNT_MESSAGES.refreshInvalid);
    throw error;
  }
  if (typeof outcome === 'string') throw unauthorized(ACCOUNT_MESSAGES.refreshInvalid);
  return outcome;
}

/**
 * `POST /api/sesame_login/`: answers at once, the same for every email, and only then looks
 * the email up and, when it has an account (and its mail quota allows), mails a link. Nothing
 * about the answer, its timing included, tells known and unknown emails apart.
 */
function requestMagicLink({ ctx, afterAnswer }: AccountRouteDeps, request: FastifyRequest): { detail: string } {
  const form = parseForm(EmailForm, request.body);
  afterAnswer.run('could not mail a sign-in link', () => mailMagicLink(ctx, form.email));
  return { detail: ACCOUNT_MESSAGES.magicLinkSent };
}

/** `POST /api/sesame_token/`: a magic link's token to a session, once. Following it proves the email. */
async function magicLinkSignIn({ ctx }: AccountRouteDeps, request: FastifyRequest): Promise<unknown> {
  const form = parseForm(MagicLinkForm, request.body);
  const session = await ctx.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(ctx, tx, 'magic', form.sesame);
    if (userId === null) return null;
    await markEmailVerified(tx, userId);
    return issueSession(ctx, tx, userId);
  });
  if (!session) throw formError(ACCOUNT_MESSAGES.magicLinkInvalid);
  return session;
}

/** Password sign-in, refresh, and the passwordless (magic link) sign-in. */
export function registerSignInRoutes(scope: FastifyInstance, deps: AccountRouteDeps): void {
  addAccountRoute(scope, 'POST', '/api/token/', (request) => passwordSignIn(deps, request), deps.limiter());
  addAccountRoute(scope, 'POST', '/api/token/refresh/', (request) => refresh(deps, request));
  addAccountRoute(scope, 'POST', '/api/sesame_login/', (request) => requestMagicLink(deps, request), deps.limiter());
  addAccountRoute(scope, 'POST', '/api/sesame_token/', (request) => magicLinkSignIn(deps, request), deps.limiter());
}
