import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIdentityProvider, type DemoIdentityProvider } from '../../scripts/demo-providers/identity-provider.ts';
import { freePort } from '../../scripts/site/demo-api.ts';
import { PROVIDER_CALLBACK_MESSAGE } from '../../src/lib/auth-client/provider-popup.ts';
import { ProviderLoginAnswerSchema } from '../../src/lib/api/auth.ts';
import { post } from './support/account-requests.ts';
import type { CallbackRequest } from './support/test-oauth-browser.ts';
import { authorizeAtProvider, type PickerChoice } from './support/test-oidc-browser.ts';
import { postedMessage as postedMessageTo, type Page } from './support/popup-pages.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * The web sign-in popup against a real OpenID Connect provider: the demo identity provider of
 * `npm start`, built on oidc-provider (a certified implementation), which issues the codes,
 * checks PKCE and the client secret, and signs the id_tokens. The hand-written stand-in of
 * accounts-provider-popup.test.ts is left the Apple-only parts (a signed client secret, the
 * `user` field, `user_cancelled_authorize`) that no general provider has.
 */

const SITE_ORIGINS = ['http://site.test'];
const API_PUBLIC_ORIGIN = 'http://api.test';
const CLIENT = { id: 'concert-library-web', secret: 'a-secret-of-the-web-client' };
const ID = 'issuer';

const postedMessage = (page: Page) => postedMessageTo(page, SITE_ORIGINS);

describe('the web sign-in popup against a real OpenID Connect provider', () => {
  let provider: DemoIdentityProvider;
  let server: TestServer;
  let unreachable: string;

  beforeAll(async () => {
    provider = await startIdentityProvider({
      name: 'Test Identity',
      listenHost: '127.0.0.1',
      publicHost: '127.0.0.1',
      internalHost: '127.0.0.1',
      client: { ...CLIENT, redirectUri: `${API_PUBLIC_ORIGIN}/accounts/${ID}/login/callback/` },
    });
    // A port nothing listens on: a provider that is down.
    unreachable = `http://127.0.0.1:${await freePort()}`;
    const popup = (id: string, authorizeUrl: string) => ({
      authorizeUrl,
      tokenUrl: provider.tokenUrl,
      redirectUri: `${API_PUBLIC_ORIGIN}/accounts/${id}/login/callback/`,
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      scope: 'openid email profile',
    });
    const entry = (id: string, authorizeUrl: string) => ({
      id,
      kind: 'oidc',
      issuer: provider.issuer,
      jwksUrl: provider.jwksUrl,
      clientIds: [CLIENT.id],
      popup: popup(id, authorizeUrl),
    });
    const authProviders = [entry(ID, provider.authorizeUrl), entry('down', `${unreachable}/auth`)];
    server = await startTestServer({
      env: {
        AUTH_PROVIDERS: JSON.stringify(authProviders),
        AUTH_RATE_LIMIT: '1000',
        SITE_ORIGIN: SITE_ORIGINS.join(','),
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  /** Opens the popup's first page, as the site does: the redirect to the provider and the flow cookie. */
  async function startLogin(id = ID) {
    const response = await fetch(`${server.url}/accounts/${id}/login/?process=login`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    return { authorizeUrl: new URL(response.headers.get('location') ?? ''), cookie };
  }

  /** The browser's request to the callback (at its public URL, mapped to the server), with the flow cookie. */
  async function visit(request: CallbackRequest, cookie?: string): Promise<Page> {
    const response = await fetch(request.url.replace(API_PUBLIC_ORIGIN, server.url), {
      method: request.method,
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
      ...(request.form ? { body: new URLSearchParams(request.form) } : {}),
    });
    return { status: response.status, headers: response.headers, html: await response.text() };
  }

  /** The whole popup: login, the provider's picker, and its form_post to the callback. */
  async function signInThroughPopup(choice: PickerChoice) {
    const login = await startLogin();
    const formPost = await authorizeAtProvider(login.authorizeUrl.href, choice);
    return { login, formPost, page: await visit(formPost, login.cookie) };
  }

  it('posts an id_token the provider signed for the flow’s nonce, which signs in, new and then known', async () => {
    const choice = { email: 'Ethel.Smyth@Example.com', firstName: 'Ethel', lastName: 'Smyth' };
    const { login, formPost, page } = await signInThroughPopup(choice);
    expect(formPost).toMatchObject({ method: 'POST', url: `${API_PUBLIC_ORIGIN}/accounts/${ID}/login/callback/` });
    expect(formPost.form?.['state']).toBe(login.authorizeUrl.searchParams.get('state'));
    const message = postedMessage(page);
    expect(Object.keys(message).sort()).toEqual(['id_token', 'provider', 'type']);

    const idToken = String(message['id_token']);
    const { payload, protectedHeader } = await jwtVerify(idToken, createRemoteJWKSet(new URL(provider.jwksUrl)), {
      issuer: provider.issuer,
      audience: CLIENT.id,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      nonce: login.authorizeUrl.searchParams.get('nonce'),
      email: 'ethel.smyth@example.com',
      email_verified: true,
      given_name: 'Ethel',
      family_name: 'Smyth',
    });

    const first = await post(server, `/rest-auth/${ID}-jwt/`, { id_token: idToken });
    expect(ProviderLoginAnswerSchema.parse(first.body)).toMatchObject({
      new_user: true,
      user: { email: 'ethel.smyth@example.com', first_name: 'Ethel', last_name: 'Smyth', email_verified: true },
    });
    const again = postedMessage((await signInThroughPopup(choice)).page);
    expect(decodeJwt(String(again['id_token'])).sub).toBe(payload.sub);
    const second = await post(server, `/rest-auth/${ID}-jwt/`, { id_token: String(again['id_token']) });
    expect(ProviderLoginAnswerSchema.parse(second.body)).toMatchObject({ new_user: false });
  });

  it('relays the form_post once when the browser leaves the flow cookie out', async () => {
    const login = await startLogin();
    const formPost = await authorizeAtProvider(login.authorizeUrl.href, { email: 'relay@example.com' });
    const relay = await visit(formPost);
    expect(relay.html).toContain('name="relay" value="1"');
    const relayed = { ...formPost, form: { ...formPost.form, relay: '1' } };
    expect(postedMessage(await visit(relayed, login.cookie))).toHaveProperty('id_token');
  });

  it('refuses an id_token issued for another flow’s nonce, even with that flow’s state and verifier', async () => {
    // An attacker's authorization with the victim's state and code challenge but its own nonce:
    // only the nonce tells the id_token that comes back from the victim's flow.
    const attacker = await startLogin();
    const victim = await startLogin();
    const injected = new URL(attacker.authorizeUrl);
    for (const name of ['state', 'code_challenge'])
      injected.searchParams.set(name, victim.authorizeUrl.searchParams.get(name) ?? '');
    const formPost = await authorizeAtProvider(injected.href, { email: 'victim@example.com' });
    expect(postedMessage(await visit(formPost, victim.cookie))).toEqual({
      type: PROVIDER_CALLBACK_MESSAGE,
      provider: ID,
      error: 'invalid_id_token',
    });
  });

  it('posts invalid_state for another flow’s cookie, and the provider refuses a spent code', async () => {
    const { formPost, page } = await signInThroughPopup({ email: 'twice@example.com' });
    expect(postedMessage(page)).toHaveProperty('id_token');
    const other = await startLogin();
    expect(postedMessage(await visit(formPost, other.cookie))).toMatchObject({ error: 'invalid_state' });
    // The same form_post again, with a cookie of its own flow: the provider has spent the code.
    const replay = await startLogin();
    const sameState = {
      ...formPost,
      form: { ...formPost.form, state: replay.authorizeUrl.searchParams.get('state') ?? '' },
    };
    expect(postedMessage(await visit(sameState, replay.cookie))).toMatchObject({ error: 'token_exchange_failed' });
  });

  it('posts access_denied when the visitor cancels on the provider', async () => {
    const { page } = await signInThroughPopup('cancel');
    expect(postedMessage(page)).toEqual({ type: PROVIDER_CALLBACK_MESSAGE, provider: ID, error: 'access_denied' });
  });

  it('tells the site, instead of redirecting, when the provider cannot be reached', async () => {
    const response = await fetch(`${server.url}/accounts/down/login/?process=login`, { redirect: 'manual' });
    const page = { status: response.status, headers: response.headers, html: await response.text() };
    expect(page.status).toBe(502);
    expect(page.headers.get('location')).toBeNull();
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(postedMessage({ ...page, status: 200 })).toEqual({
      type: PROVIDER_CALLBACK_MESSAGE,
      provider: 'down',
      error: 'provider_unavailable',
    });
  });
});
