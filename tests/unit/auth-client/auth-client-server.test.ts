import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetLink } from '../../../src/lib/auth-client/account-paths.ts';
import { AuthCallError, failedAnswerOf } from '../../../src/lib/auth-client/auth-call-error.ts';
import { createAuthClient, type AuthClient } from '../../../src/lib/auth-client/auth-client.ts';
import { createAuthorizedFetch } from '../../../src/lib/auth-client/authorized-fetch.ts';
import { emailInIdToken, providerSignInFailure } from '../../../src/lib/auth-client/provider-sign-in.ts';
import { RESET_LINK_INVALID, resetConfirmFailure } from '../../../src/lib/auth-client/reset-confirm-failure.ts';
import { registrationFailure, signInFailure } from '../../../src/lib/forms/server-answers.ts';
import { SITE, tokenIn, waitForMail } from '../../server/support/account-requests.ts';
import {
  IDENTITY_CLIENT_ID,
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../../server/support/test-identity-provider.ts';
import { startTestServer, type TestServer } from '../../server/support/test-server.ts';

/**
 * The browser's auth client against the real content API (SQLite, a fake clock, an outbox):
 * the paths, encodings and answers of rules §7 as the server implements them.
 */
describe('the auth client against the content API', () => {
  // Undefined until beforeAll has started them; afterAll closes whichever did start.
  let server: TestServer | undefined;
  let provider: TestIdentityProvider | undefined;
  let client: AuthClient;
  let accessToken: string | null = null;

  beforeAll(async () => {
    provider = await startTestIdentityProvider();
    server = await startTestServer({ env: { AUTH_PROVIDERS: provider.authProviders, AUTH_RATE_LIMIT: '1000' } });
    const authorizedFetch = createAuthorizedFetch(() => Promise.resolve(accessToken));
    client = createAuthClient({ authHost: server.url, apiBase: `${server.url}/api/2`, authorizedFetch });
  });
  afterAll(async () => {
    await server?.close();
    await provider?.close();
  });

  const email = 'clara@example.org';
  const registration = { email, password1: 'first-pass', password2: 'first-pass', first_name: 'Clara', last_name: 'S' };

  it('registers, refuses the same email again with the spec’s message, and confirms the email', async () => {
    await expect(client.register(registration)).resolves.toEqual({ detail: expect.any(String) as unknown });
    const again = await client.register(registration).catch((error: unknown) => error);
    expect(registrationFailure(failedAnswerOf(again)).message).toBe(
      "We couldn't create your account; A user is already registered with this e-mail address.",
    );
    const key = tokenIn((await waitForMail(server!, email)).link, `${SITE}/email-confirm/`);
    await expect(client.verifyEmail(key)).resolves.toBeUndefined();
    await expect(client.verifyEmail(key)).rejects.toMatchObject({ status: 404 });
  });

  it('signs in once with an emailed link, then refreshes with a rotating refresh token', async () => {
    await client.requestSignInLink(email);
    const sesame = tokenIn((await waitForMail(server!, email, 2)).link, `${SITE}/magic/`);
    const session = await client.signInWithLink(sesame);
    expect(session.user).toMatchObject({ email, first_name: 'Clara', email_verified: true });
    const reused = await client.signInWithLink(sesame).catch((error: unknown) => error);
    expect(reused).toBeInstanceOf(AuthCallError);
    expect((reused as AuthCallError).status).toBe(400);
    const refreshed = await client.refreshSession(session.refresh);
    expect(refreshed.refresh).not.toBe(session.refresh);
    // At once, the same token again is the client's retry of an answer it lost: it gets the same successor.
    expect((await client.refreshSession(session.refresh)).refresh).toBe(refreshed.refresh);
    // Later than any retry, it is a replay and refused.
    server!.clock.advance(server!.config.REFRESH_RETRY_GRACE_SECONDS * 1000 + 1000);
    await expect(client.refreshSession(session.refresh)).rejects.toMatchObject({ status: 401 });
  });

  it('resets the password through the emailed link, and refuses a wrong token', async () => {
    await client.requestPasswordReset(email);
    const link = resetLink(
      new URL((await waitForMail(server!, email, 3)).link ?? '').pathname,
      '/music/concert-library',
    );
    expect(link).not.toBeNull();
    const wrong = await client
      .confirmPasswordReset({
        uid: link!.uid,
        token: 'wrong',
        new_password1: 'second-pass',
        new_password2: 'second-pass',
      })
      .catch((error: unknown) => error);
    expect(resetConfirmFailure(failedAnswerOf(wrong))).toBe(RESET_LINK_INVALID);
    await client.confirmPasswordReset({ ...link!, new_password1: 'second-pass', new_password2: 'second-pass' });
    const refused = await client.signInWithPassword(email, 'first-pass').catch((error: unknown) => error);
    expect(signInFailure(failedAnswerOf(refused)).message).toBe(
      "Sorry, we couldn't sign you in with that email and password.",
    );
    await expect(client.signInWithPassword(email, 'second-pass')).resolves.toMatchObject({ user: { email } });
  });

  it('deletes the account with the bearer token, after which the server no longer knows it', async () => {
    accessToken = (await client.signInWithPassword(email, 'second-pass')).access;
    await expect(client.deleteAccount()).resolves.toEqual({ detail: expect.any(String) as unknown });
    await expect(client.signInWithPassword(email, 'second-pass')).rejects.toMatchObject({ status: 400 });
    accessToken = null;
    await expect(client.deleteAccount()).rejects.toMatchObject({ status: 401 });
  });

  it('logs in through the platform identity provider and the social network', async () => {
    const idToken = await provider!.idToken({ sub: 'apple-1', now: server!.clock.now(), email: 'id@relay.example' });
    const first = await client.identityLogin('apple', { id_token: idToken, code: 'c', client_id: IDENTITY_CLIENT_ID });
    expect(first).toMatchObject({ new_user: true, user: { email: 'id@relay.example' } });
    const accessTokenOfNetwork = provider!.accessToken(
      { id: 'fb-1', email: 'fb@example.org' },
      { now: server!.clock.now() },
    );
    await expect(client.socialLogin('facebook', accessTokenOfNetwork)).resolves.toMatchObject({ new_user: true });
    await expect(client.socialLogin('facebook', accessTokenOfNetwork)).resolves.toMatchObject({ new_user: false });
  });

  it('tells a provider sign-in for an email that already has an account to use that account', async () => {
    await client.register({ ...registration, email: 'taken@example.org' });
    const idToken = await provider!.idToken({ sub: 'apple-2', now: server!.clock.now(), email: 'taken@example.org' });
    const error = await client.identityLogin('apple', { id_token: idToken }).catch((thrown: unknown) => thrown);
    expect(providerSignInFailure(error, emailInIdToken(idToken)).message).toBe(
      "Looks like you're already signed up for an account at taken@example.org. Try logging in with the email and the password you selected.",
    );
  });
});
