import type { z } from 'zod';
import type { DetailAnswer, ProviderLoginAnswer, Session } from '../api/auth.ts';
import type { AuthCallName } from './auth-call-error.ts';
import { parseAnswer, sendAuthRequest, type AuthAnswer, type AuthBody, type FetchFunction } from './auth-request.ts';

/** How long an auth call may take before the visitor is told the servers could not be reached. */
export const AUTH_TIMEOUT_MS = 15_000;

/** Where the auth calls go, and how they are sent. */
export interface AuthClientConfig {
  /** The auth host (rules §7): it serves `/rest-auth/…` and `/api/…`. */
  readonly authHost: string;
  /** The content API base, `{content host}/api/2`. */
  readonly apiBase: string;
  /** Sends unauthenticated calls; the global fetch unless told. */
  readonly fetch?: FetchFunction;
  /** Sends the calls that need sign-in, adding `Authorization: Bearer`. */
  readonly authorizedFetch?: FetchFunction;
  /** Per-call time limit; {@link AUTH_TIMEOUT_MS} unless told. */
  readonly timeoutMs?: number;
}

/** Registration's form (rules §7), in the server's field names. */
export interface RegistrationPayload {
  readonly email: string;
  readonly password1: string;
  readonly password2: string;
  readonly first_name: string;
  readonly last_name: string;
}

/** The reset confirmation payload (rules §3). */
export interface PasswordResetConfirmation {
  readonly uid: string;
  readonly token: string;
  readonly new_password1: string;
  readonly new_password2: string;
}

/** What a platform identity provider hands over (rules §7); `user` is its JSON text. */
export interface IdentityCredentials {
  readonly id_token: string;
  readonly code?: string;
  readonly user?: string;
  readonly client_id?: string;
  readonly nonce?: string;
}

/** Lets a caller abandon a call; an abandoned call fails silently (`RequestAbortedError`). */
export interface CallOptions {
  readonly signal?: AbortSignal;
}

/** Every auth call of rules §7. Failures throw the typed errors of `sendAuthRequest`. */
export interface AuthClient {
  /** `POST /rest-auth/registration/?format=json`: creates an unverified account and mails its link. */
  register(payload: RegistrationPayload, options?: CallOptions): Promise<DetailAnswer>;
  /** `POST /rest-auth/registration/verify-email/` with `{key}`. */
  verifyEmail(key: string, options?: CallOptions): Promise<void>;
  /** `POST /api/sesame_login/`: mails a sign-in link. */
  requestSignInLink(email: string, options?: CallOptions): Promise<DetailAnswer>;
  /** `POST /api/sesame_token/`: a link's token to a session. */
  signInWithLink(sesame: string, options?: CallOptions): Promise<Session>;
  /** `POST /api/token/`: email and password to a session. */
  signInWithPassword(email: string, password: string, options?: CallOptions): Promise<Session>;
  /** `POST /api/token/refresh/`: a refresh token to a session with a new access and a rotated refresh token. */
  refreshSession(refresh: string, options?: CallOptions): Promise<Session>;
  /** `POST /rest-auth/password/reset/` with `{email}`: mails a reset link (412 for provider accounts). */
  requestPasswordReset(email: string, options?: CallOptions): Promise<DetailAnswer>;
  /** `POST /rest-auth/password/reset/confirm/`: sets the new password. */
  confirmPasswordReset(payload: PasswordResetConfirmation, options?: CallOptions): Promise<void>;
  /** `DELETE {api base}/user_delete/` with the bearer token. */
  deleteAccount(options?: CallOptions): Promise<DetailAnswer>;
  /** `POST /rest-auth/{provider}-jwt/` with a social network's `access_token`. */
  socialLogin(provider: string, accessToken: string, options?: CallOptions): Promise<ProviderLoginAnswer>;
  /** `POST /rest-auth/{provider}-jwt/` with a platform identity provider's `id_token` and the rest. */
  identityLogin(
    provider: string,
    credentials: IdentityCredentials,
    options?: CallOptions,
  ): Promise<ProviderLoginAnswer>;
}

/** A provider id that is not a route segment the server could have: lower-case letters and digits. */
export class UnknownProviderError extends Error {
  constructor(provider: string) {
    super(`'${provider}' is not a sign-in provider id (lower-case letters and digits)`);
    this.name = 'UnknownProviderError';
  }
}

function providerPath(provider: string): string {
  if (!/^[a-z0-9]+$/.test(provider)) throw new UnknownProviderError(provider);
  return `/rest-auth/${provider}-jwt/`;
}

function definedFields(fields: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** An authenticated call was made on a client created without `authorizedFetch`. */
export class MissingAuthorizationError extends Error {
  constructor(call: AuthCallName) {
    super(`The auth call '${call}' needs a client created with authorizedFetch`);
    this.name = 'MissingAuthorizationError';
  }
}

/** The answers' schemas, with zod. */
type AuthSchemas = typeof import('../api/auth.ts');

/**
 * Loads the answers' schemas with the first answer to read, not with the page: the session store
 * holds a client on every page, and most visitors never make an auth call.
 */
function authSchemas(): Promise<AuthSchemas> {
  return import('../api/auth.ts');
}

/** Creates the client. The global fetch is looked up at call time, so tests may replace it. */
export function createAuthClient(config: AuthClientConfig): AuthClient {
  const authHost = config.authHost.replace(/\/+$/, '');
  const apiBase = config.apiBase.replace(/\/+$/, '');
  const transport = {
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    timeoutMs: config.timeoutMs ?? AUTH_TIMEOUT_MS,
  } satisfies { fetch: FetchFunction; timeoutMs: number };

  const post = (call: AuthCallName, path: string, body: AuthBody, options?: CallOptions): Promise<AuthAnswer> =>
    sendAuthRequest(transport, { call, url: `${authHost}${path}`, method: 'POST', body, ...options });

  const postFor =
    <Schema extends z.ZodType>(schemaOf: (schemas: AuthSchemas) => Schema) =>
    async (call: AuthCallName, path: string, body: AuthBody, options?: CallOptions): Promise<z.output<Schema>> => {
      const answer = await post(call, path, body, options);
      return parseAnswer(schemaOf(await authSchemas()), answer);
    };
  const postForDetail = postFor((schemas) => schemas.DetailAnswerSchema);
  const postForSession = postFor((schemas) => schemas.SessionSchema);
  const postForProviderLogin = postFor((schemas) => schemas.ProviderLoginAnswerSchema);

  return {
    register: (payload, options) =>
      postForDetail('register', '/rest-auth/registration/?format=json', { form: { ...payload } }, options),
    async verifyEmail(key, options) {
      // Rules §7: the answer is read, but none of its fields is used.
      await post('verify-email', '/rest-auth/registration/verify-email/', { json: { key } }, options);
    },
    requestSignInLink: (email, options) =>
      postForDetail('request-sign-in-link', '/api/sesame_login/', { form: { email } }, options),
    signInWithLink: (sesame, options) =>
      postForSession('sign-in-with-link', '/api/sesame_token/', { form: { sesame } }, options),
    signInWithPassword: (email, password, options) =>
      postForSession('sign-in-with-password', '/api/token/', { form: { email, password } }, options),
    // A refresh answers a whole session: a new access token and a rotated refresh token.
    refreshSession: (refresh, options) =>
      postForSession('refresh', '/api/token/refresh/', { form: { refresh } }, options),
    requestPasswordReset: (email, options) =>
      postForDetail('request-password-reset', '/rest-auth/password/reset/', { json: { email } }, options),
    async confirmPasswordReset(payload, options) {
      // Rules §7: success is assumed from an ok answer, whatever it contains.
      await post('confirm-password-reset', '/rest-auth/password/reset/confirm/', { form: { ...payload } }, options);
    },
    async deleteAccount(options) {
      if (config.authorizedFetch === undefined) throw new MissingAuthorizationError('delete-account');
      const url = `${apiBase}/user_delete/`;
      const request = { call: 'delete-account', url, method: 'DELETE', fetch: config.authorizedFetch } as const;
      const answer = await sendAuthRequest(transport, { ...request, ...options });
      return parseAnswer((await authSchemas()).DetailAnswerSchema, answer);
    },
    socialLogin: async (provider, accessToken, options) =>
      postForProviderLogin('provider-login', providerPath(provider), { form: { access_token: accessToken } }, options),
    identityLogin: async (provider, credentials, options) =>
      postForProviderLogin(
        'provider-login',
        providerPath(provider),
        { form: definedFields({ ...credentials }) },
        options,
      ),
  };
}
