import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { IdTokenVerifier } from '../oidc-verifier.ts';
import type { AccessTokenVerifier } from '../social-verifier.ts';
import type { PopupProvider } from './authorize.ts';
import type { ClientSecretSource } from './client-secret.ts';
import { openFlow, stateMatches, type PopupFlow } from './flow.ts';
import { PROVIDER_LOGIN_MESSAGE, type PopupMessage } from './page.ts';
import { exchangeCode } from './token.ts';
import { ProviderTokenError, ProviderUnavailableError } from '../provider-identity.ts';

/** The error codes the callback page posts; the site shows "Error signing in with {provider}" for each. */
export type PopupErrorCode =
  | 'access_denied'
  | 'provider_error'
  | 'invalid_state'
  | 'invalid_request'
  | 'token_exchange_failed'
  | 'invalid_id_token'
  | 'provider_unavailable';

/** A sign-in that cannot finish; its code is what the callback page posts. */
export class PopupSignInError extends Error {
  readonly code: PopupErrorCode;
  constructor(code: PopupErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PopupSignInError';
    this.code = code;
  }
}

/** The callback's parameters, from the query (GET) or the form (Apple's form_post). */
export interface CallbackParams {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  /** Apple's first-sign-in profile, JSON. */
  user?: string | undefined;
}

/** Everything one provider's callback needs, prepared at start-up. */
export interface PopupSignIn {
  provider: PopupProvider;
  secret: ClientSecretSource;
  /** Present for OpenID Connect providers. */
  verifyIdToken?: IdTokenVerifier;
  /** Present for social networks: reads the email the token's profile shares. */
  verifyAccessToken?: AccessTokenVerifier;
}

// Apple says 'user_cancelled_authorize' where OAuth 2.0 says 'access_denied'.
const DENIALS = new Set(['access_denied', 'user_cancelled_authorize']);

/** Opens the flow cookie and checks `state` against it: the CSRF check. */
async function checkedFlow(ctx: AppContext, sealed: string | undefined, params: CallbackParams, provider: string) {
  if (sealed === undefined) throw new PopupSignInError('invalid_state', 'No sign-in flow cookie came back.');
  let flow: PopupFlow;
  try {
    flow = await openFlow(ctx, sealed, provider);
  } catch (error) {
    throw new PopupSignInError('invalid_state', 'The sign-in flow cookie is not good.', { cause: error });
  }
  if (!stateMatches(flow, params.state)) throw new PopupSignInError('invalid_state', 'The state does not match.');
  return flow;
}

/** The provider's `user` JSON, passed on only when it is a small JSON object. */
function profileJson(user: string | undefined): string | undefined {
  if (user === undefined || user.length > 4096) return undefined;
  try {
    const parsed: unknown = JSON.parse(user);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? user : undefined;
  } catch {
    return undefined;
  }
}

/** Maps a provider failure to the code the page posts. */
function providerFailure(error: unknown, refused: PopupErrorCode): never {
  if (error instanceof ProviderTokenError) throw new PopupSignInError(refused, error.message, { cause: error });
  if (error instanceof ProviderUnavailableError)
    throw new PopupSignInError('provider_unavailable', error.message, { cause: error });
  throw error;
}

/**
 * The email a social network's profile shares, for the site to name in its 'already signed up'
 * message (an id_token carries it already). Only a help: a token the network refuses here is
 * passed on all the same, and the login route refuses it with the usual answer.
 */
async function sharedEmail(ctx: AppContext, signIn: PopupSignIn, accessToken: string): Promise<{ email?: string }> {
  const identity = await signIn.verifyAccessToken?.(ctx, accessToken).catch(() => undefined);
  return identity?.email ? { email: identity.email } : {};
}

/** Exchanges the code and, for OpenID Connect, checks the id_token and its nonce before passing it on. */
async function tokensFor(ctx: AppContext, signIn: PopupSignIn, flow: PopupFlow, code: string): Promise<PopupMessage> {
  const { provider } = signIn;
  const exchange = { code, verifier: flow.verifier, now: ctx.clock.now() };
  const tokens = await exchangeCode(provider.popup, signIn.secret, exchange).catch((error: unknown) =>
    providerFailure(error, 'token_exchange_failed'),
  );
  const base = { type: PROVIDER_LOGIN_MESSAGE, provider: provider.id } as const;
  if (!signIn.verifyIdToken)
    return { ...base, access_token: tokens.access_token, ...(await sharedEmail(ctx, signIn, tokens.access_token)) };
  const idToken = tokens.id_token;
  if (idToken === undefined) throw new PopupSignInError('invalid_id_token', 'The token answer has no id_token.');
  await signIn
    .verifyIdToken(ctx, { id_token: idToken, client_id: provider.popup.clientId, nonce: flow.nonce })
    .catch((error: unknown) => providerFailure(error, 'invalid_id_token'));
  return { ...base, id_token: idToken };
}

/**
 * Finishes a popup sign-in: a provider error (denied consent) is posted as it is; otherwise the
 * flow cookie must carry this provider's flow and the returned `state` must be its own, before
 * the code is exchanged (with the PKCE verifier). Answers the message the page posts: the tokens,
 * or `{error}`. The code itself is not passed on: it is spent.
 */
export async function finishSignIn(
  ctx: AppContext,
  signIn: PopupSignIn,
  params: CallbackParams,
  sealed: string | undefined,
  log: FastifyBaseLogger,
): Promise<PopupMessage> {
  const base = { type: PROVIDER_LOGIN_MESSAGE, provider: signIn.provider.id } as const;
  try {
    if (params.error !== undefined) {
      const denied = DENIALS.has(params.error);
      throw new PopupSignInError(denied ? 'access_denied' : 'provider_error', `The provider answered ${params.error}.`);
    }
    const flow = await checkedFlow(ctx, sealed, params, signIn.provider.id);
    if (params.code === undefined) throw new PopupSignInError('invalid_request', 'The provider sent no code.');
    const message = await tokensFor(ctx, signIn, flow, params.code);
    const user = 'id_token' in message ? profileJson(params.user) : undefined;
    return user === undefined ? message : { ...message, user };
  } catch (error) {
    if (!(error instanceof PopupSignInError)) throw error;
    const level = error.code === 'provider_unavailable' ? 'warn' : 'info';
    log[level]({ err: error, provider: signIn.provider.id }, 'provider popup sign-in did not complete');
    return { ...base, error: error.code };
  }
}
