import { describe, expect, it } from 'vitest';
import { AuthCallError, failedAnswerOf } from '../../../src/lib/auth-client/auth-call-error.ts';
import {
  createAuthClient,
  MissingAuthorizationError,
  UnknownProviderError,
  type AuthClient,
} from '../../../src/lib/auth-client/auth-client.ts';
import {
  InvalidAnswerError,
  NetworkError,
  NotFoundError,
  RequestAbortedError,
} from '../../../src/lib/errors/api-errors.ts';
import { KNOWN_USER_ANSWER, SESSION_ANSWER } from './support/answers.ts';
import { fakeFetch, formOf, json, type FakeRoute } from './support/fake-fetch.ts';

const CONFIG = { authHost: 'https://auth.example.test/', apiBase: 'https://api.example.test/api/2' };
const NETWORK_MESSAGE = 'Sorry, there was a problem contacting our servers! Try back in a few minutes.';

function clientFor(route: FakeRoute, extra: { timeoutMs?: number } = {}) {
  const server = fakeFetch(route);
  const authorized = fakeFetch(route);
  const client = createAuthClient({ ...CONFIG, ...extra, fetch: server.fetch, authorizedFetch: authorized.fetch });
  return { client, requests: server.requests, authorizedRequests: authorized.requests };
}

/** Runs a call against a server that answers `answer`, and answers the single request it made. */
async function sent(call: (client: AuthClient) => Promise<unknown>, answer = json(200, { detail: 'ok' })) {
  const { client, requests } = clientFor(() => answer);
  await call(client);
  expect(requests).toHaveLength(1);
  return requests[0]!;
}

describe('the auth calls of spec section 7', () => {
  it('registers with the form fields, on the auth host, with ?format=json', async () => {
    const payload = { email: 'a@b.org', password1: 'secret1', password2: 'secret1', first_name: 'A', last_name: 'B' };
    const request = await sent(
      (client) => client.register(payload),
      json(201, { detail: 'Verification e-mail sent.' }),
    );
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://auth.example.test/rest-auth/registration/?format=json');
    expect(request.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(formOf(request)).toEqual(payload);
  });

  it('confirms an email with a JSON {key}', async () => {
    const request = await sent((client) => client.verifyEmail('key-1'));
    expect(request.url).toBe('https://auth.example.test/rest-auth/registration/verify-email/');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ key: 'key-1' });
  });

  it('asks for a sign-in link with the form field email', async () => {
    const request = await sent((client) => client.requestSignInLink('a@b.org'));
    expect(request.url).toBe('https://auth.example.test/api/sesame_login/');
    expect(formOf(request)).toEqual({ email: 'a@b.org' });
  });

  it('signs in with a magic link, form-encoded sesame, and answers the validated session', async () => {
    const { client, requests } = clientFor(() => json(200, SESSION_ANSWER));
    await expect(client.signInWithLink('tok')).resolves.toEqual(SESSION_ANSWER);
    expect(requests[0]?.url).toBe('https://auth.example.test/api/sesame_token/');
    expect(formOf(requests[0]!)).toEqual({ sesame: 'tok' });
  });

  it('signs in with email and password, and refreshes with the refresh token', async () => {
    const signIn = await sent((client) => client.signInWithPassword('a@b.org', 'pw'), json(200, SESSION_ANSWER));
    expect(signIn.url).toBe('https://auth.example.test/api/token/');
    expect(formOf(signIn)).toEqual({ email: 'a@b.org', password: 'pw' });
    const refresh = await sent((client) => client.refreshSession('r-1'), json(200, SESSION_ANSWER));
    expect(refresh.url).toBe('https://auth.example.test/api/token/refresh/');
    expect(formOf(refresh)).toEqual({ refresh: 'r-1' });
  });

  it('asks for a password reset with a JSON {email}, and confirms it form-encoded', async () => {
    const reset = await sent((client) => client.requestPasswordReset('a@b.org'));
    expect(reset.url).toBe('https://auth.example.test/rest-auth/password/reset/');
    expect(JSON.parse(reset.body)).toEqual({ email: 'a@b.org' });
    const payload = { uid: 'u', token: 't', new_password1: 'secret1', new_password2: 'secret1' };
    const confirm = await sent((client) => client.confirmPasswordReset(payload), json(200, { anything: true }));
    expect(confirm.url).toBe('https://auth.example.test/rest-auth/password/reset/confirm/');
    expect(formOf(confirm)).toEqual(payload);
  });

  it('deletes the account through the authorized fetch, on the API base', async () => {
    const { client, requests, authorizedRequests } = clientFor(() => json(200, { detail: 'deleted' }));
    await client.deleteAccount();
    expect(requests).toHaveLength(0);
    expect(authorizedRequests[0]).toMatchObject({
      method: 'DELETE',
      url: 'https://api.example.test/api/2/user_delete/',
    });
  });

  it('refuses to delete an account without an authorized fetch', async () => {
    const client = createAuthClient({ ...CONFIG, fetch: fakeFetch(() => json(200, {})).fetch });
    await expect(client.deleteAccount()).rejects.toBeInstanceOf(MissingAuthorizationError);
  });

  it('logs in through a provider: access_token for a social network, id_token and more for an identity', async () => {
    const social = await sent((client) => client.socialLogin('facebook', 'fb-token'), json(200, KNOWN_USER_ANSWER));
    expect(social.url).toBe('https://auth.example.test/rest-auth/facebook-jwt/');
    expect(formOf(social)).toEqual({ access_token: 'fb-token' });
    const identity = await sent(
      (client) => client.identityLogin('apple', { id_token: 'jwt', code: 'c', client_id: 'web' }),
      json(200, KNOWN_USER_ANSWER),
    );
    expect(identity.url).toBe('https://auth.example.test/rest-auth/apple-jwt/');
    expect(formOf(identity)).toEqual({ id_token: 'jwt', code: 'c', client_id: 'web' });
  });

  it('refuses a provider id that is not a route segment', async () => {
    const { client, requests } = clientFor(() => json(200, KNOWN_USER_ANSWER));
    await expect(client.socialLogin('../token', 'x')).rejects.toBeInstanceOf(UnknownProviderError);
    expect(requests).toHaveLength(0);
  });

  it('sends no cookies, caches nothing and asks for JSON', async () => {
    const server = fakeFetch(() => json(200, { detail: 'ok' }));
    await createAuthClient({ ...CONFIG, fetch: server.fetch }).requestSignInLink('a@b.org');
    expect(server.fetch.mock.calls[0]?.[1]).toMatchObject({ credentials: 'omit', cache: 'no-store' });
    expect(server.requests[0]?.headers.get('Accept')).toBe('application/json');
  });
});

describe('failures', () => {
  it('throws an AuthCallError with the status and body of a refusal, shown as the network alert', async () => {
    const body = { email: ['A user is already registered with this e-mail address.'] };
    const { client } = clientFor(() => json(400, body));
    const error = await client.requestSignInLink('a@b.org').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(AuthCallError);
    expect(failedAnswerOf(error)).toEqual({ status: 400, body });
    expect((error as AuthCallError).notice.message).toBe(NETWORK_MESSAGE);
  });

  it('classifies a 404 as not found', async () => {
    const { client } = clientFor(() => json(404, { detail: 'Not found.' }));
    const error = (await client.verifyEmail('used').catch((thrown: unknown) => thrown)) as AuthCallError;
    expect(error.cause).toBeInstanceOf(NotFoundError);
    expect(error.notice.message).toBe('Not found');
    expect(error.detail).toBe('Not found.');
  });

  it('turns a failed connection into a NetworkError with no answer', async () => {
    const { client } = clientFor(() => ({ fail: new TypeError('Failed to fetch') }));
    const error = await client.requestSignInLink('a@b.org').catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).notice.message).toBe(NETWORK_MESSAGE);
    expect(failedAnswerOf(error)).toBeNull();
  });

  it('turns a call that takes too long into a NetworkError', async () => {
    const { client } = clientFor(() => new Promise(() => undefined), { timeoutMs: 20 });
    await expect(client.requestSignInLink('a@b.org')).rejects.toBeInstanceOf(NetworkError);
  });

  it('fails silently (RequestAbortedError) when the caller aborts', async () => {
    const { client } = clientFor(() => new Promise(() => undefined));
    const controller = new AbortController();
    const call = client.requestSignInLink('a@b.org', { signal: controller.signal });
    controller.abort();
    const error = await call.catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(RequestAbortedError);
    expect((error as RequestAbortedError).notice.show).toEqual({ kind: 'silent' });
  });

  it('rejects an ok answer that breaks the contract', async () => {
    const { client } = clientFor(() => json(200, { token: 'only a token' }));
    await expect(client.signInWithLink('tok')).rejects.toBeInstanceOf(InvalidAnswerError);
    const { client: empty } = clientFor(() => ({ status: 200, text: 'not json' }));
    await expect(empty.refreshSession('r')).rejects.toBeInstanceOf(InvalidAnswerError);
  });
});
