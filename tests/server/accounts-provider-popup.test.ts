import { createHash } from 'node:crypto';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AuthProviderConfigError,
  AuthProviderSchema,
  parseAuthProviders,
  type AuthProvider,
} from '../../server/src/auth/provider-config.ts';
import type { ProviderPopup } from '../../server/src/auth/provider-popup/config.ts';
import { buildApp } from '../../server/src/app.ts';
import { FakeClock } from '../../server/src/clock.ts';
import { configFrom } from '../../server/src/config.ts';
import { OutboxMailer } from '../../server/src/mail/outbox-mailer.ts';
import { ProviderLoginAnswerSchema } from '../../src/lib/api/auth.ts';
import { PROVIDER_CALLBACK_MESSAGE } from '../../src/lib/auth-client/provider-popup.ts';
import { post } from './support/account-requests.ts';
import {
  API_PUBLIC_ORIGIN,
  SOCIAL_APP_ID,
  startTestIdentityProvider,
  WEB_CLIENT_ID,
  type CallbackRequest,
  type Consent,
  type TestIdentityProvider,
} from './support/test-identity-provider.ts';
import { createTestDatabase } from './support/test-database.ts';
import { submittedForm } from './support/test-oauth-browser.ts';
import { startTestServer, testSecretKey, type TestServer } from './support/test-server.ts';
import { inlineScript, postedMessage as postedMessageTo, type Page } from './support/popup-pages.ts';

/** The site origins of the suite: the popup must post to these, and only to these. */
const SITE_ORIGINS = ['http://site.test', 'https://www.site.test'];

/** The one message a popup page posts, checked to go to each site origin of the suite and nowhere else. */
const postedMessage = (page: Page) => postedMessageTo(page, SITE_ORIGINS);

describe('the web sign-in popup of the identity provider and the social network', () => {
  let provider: TestIdentityProvider;
  let server: TestServer;
  beforeAll(async () => {
    provider = await startTestIdentityProvider({ now: () => server.clock.now() });
    server = await startTestServer({
      env: { AUTH_PROVIDERS: provider.authProviders, AUTH_RATE_LIMIT: '1000', SITE_ORIGIN: SITE_ORIGINS.join(',') },
    });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  /** Opens the popup's first page, as the site does, and answers where it sends the visitor and the flow cookie. */
  async function startLogin(id: string) {
    const response = await fetch(`${server.url}/accounts/${id}/login/?process=login`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    const setCookie = response.headers.get('set-cookie') ?? '';
    return {
      response,
      authorizeUrl: new URL(response.headers.get('location') ?? ''),
      setCookie,
      cookie: setCookie.split(';')[0] ?? '',
    };
  }

  /** Makes the browser's request to the callback (at its public URL, which the suite maps to the server). */
  async function visit(request: CallbackRequest, cookie?: string): Promise<Page> {
    const url = request.url.replace(API_PUBLIC_ORIGIN, server.url);
    const response = await fetch(url, {
      method: request.method,
      redirect: 'manual',
      headers: cookie ? { cookie } : {},
      ...(request.form ? { body: new URLSearchParams(request.form) } : {}),
    });
    return { status: response.status, headers: response.headers, html: await response.text() };
  }

  /** Signs in through the popup of 'apple' with its form_post, relayed from this origin as a browser does it. */
  async function appleThroughRelay(consent: Consent | 'deny') {
    const login = await startLogin('apple');
    const formPost = await provider.authorize(login.authorizeUrl.href, consent);
    // The provider's form_post is a cross-site POST: a browser leaves the SameSite=Lax cookie out.
    const relay = await visit(formPost);
    expect(relay.status).toBe(200);
    expect(relay.headers.get('content-security-policy')).toContain("form-action 'self'");
    inlineScript(relay);
    const resubmitted = submittedForm(relay.html);
    expect(resubmitted).toMatchObject({ url: formPost.url, form: { ...formPost.form, relay: '1' } });
    return { login, page: await visit(resubmitted, login.cookie) };
  }

  it('sends the visitor to the provider with PKCE, state, nonce and the scope name and email', async () => {
    const { authorizeUrl, setCookie, cookie, response } = await startLogin('apple');
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${provider.issuer}/auth/authorize`);
    const params = Object.fromEntries(authorizeUrl.searchParams);
    expect(params).toMatchObject({
      response_type: 'code',
      client_id: WEB_CLIENT_ID,
      redirect_uri: `${API_PUBLIC_ORIGIN}/accounts/apple/login/callback/`,
      scope: 'name email',
      response_mode: 'form_post',
      code_challenge_method: 'S256',
    });
    expect(params['code_challenge']).toMatch(/^[\w-]{43}$/);
    expect(params['state']).toMatch(/^[\w-]{43}$/);
    expect(params['nonce']).toMatch(/^[\w-]{43}$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(setCookie).toMatch(/^cl_provider_login=[\w-]+\.[\w-]+\.[\w-]+; /);
    for (const attribute of ['Path=/accounts/apple/login/', 'Max-Age=600', 'HttpOnly', 'SameSite=Lax'])
      expect(setCookie.split('; ')).toContain(attribute);
    expect(setCookie).not.toContain('Secure');
    // The verifier stays in the signed cookie; only its S256 challenge leaves for the provider.
    const sealed = decodeJwt(cookie.slice(cookie.indexOf('=') + 1));
    expect(sealed).toMatchObject({ prv: 'apple', st: params['state'], nn: params['nonce'] });
    expect(createHash('sha256').update(String(sealed['cv'])).digest('base64url')).toBe(params['code_challenge']);
    expect(authorizeUrl.href).not.toContain(String(sealed['cv']));

    const again = Object.fromEntries((await startLogin('apple')).authorizeUrl.searchParams);
    for (const name of ['state', 'nonce', 'code_challenge']) expect(again[name]).not.toBe(params[name]);

    const social = Object.fromEntries((await startLogin('facebook')).authorizeUrl.searchParams);
    expect(social).toMatchObject({ client_id: SOCIAL_APP_ID, scope: 'email', code_challenge_method: 'S256' });
    expect(social).not.toHaveProperty('nonce');
    expect(social).not.toHaveProperty('response_mode');
  });

  it("posts a verifiable id_token to the site's origins only, which then signs in with apple-jwt", async () => {
    const exchanges = provider.tokenRequests.length;
    const consent = { sub: 'apple-clara', email: 'Clara@Relay.example', first_name: 'Clara', last_name: 'Schumann' };
    const { login, page } = await appleThroughRelay(consent);
    expect(page.headers.get('set-cookie')).toMatch(/^cl_provider_login=; Path=\/accounts\/apple\/login\/; Max-Age=0/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const message = postedMessage(page);
    expect(Object.keys(message).sort()).toEqual(['id_token', 'provider', 'type', 'user']);
    expect(message['provider']).toBe('apple');

    // The code was exchanged once, with the flow's verifier and a client secret signed for the provider.
    expect(provider.tokenRequests).toHaveLength(exchanges + 1);
    const exchange = provider.tokenRequests.at(-1);
    const challenge = createHash('sha256')
      .update(exchange?.get('code_verifier') ?? '')
      .digest('base64url');
    expect(challenge).toBe(login.authorizeUrl.searchParams.get('code_challenge'));
    expect(decodeJwt(exchange?.get('client_secret') ?? '')).toMatchObject({ sub: WEB_CLIENT_ID, aud: provider.issuer });

    const idToken = String(message['id_token']);
    const { payload } = await jwtVerify(idToken, createRemoteJWKSet(new URL(`${provider.issuer}/auth/keys`)), {
      issuer: provider.issuer,
      audience: WEB_CLIENT_ID,
      currentDate: server.clock.now(),
    });
    expect(payload).toMatchObject({ sub: 'apple-clara', nonce: login.authorizeUrl.searchParams.get('nonce') });

    const answer = await post(server, '/rest-auth/apple-jwt/', {
      id_token: idToken,
      user: String(message['user']),
      client_id: WEB_CLIENT_ID,
    });
    expect(answer.status).toBe(200);
    expect(ProviderLoginAnswerSchema.parse(answer.body)).toMatchObject({
      new_user: true,
      user: { email: 'clara@relay.example', first_name: 'Clara', last_name: 'Schumann', email_verified: true },
    });
  });

  it('finishes a form_post at once when the browser does send the flow cookie', async () => {
    const login = await startLogin('apple');
    const consent: Consent = { sub: 'apple-fanny', email: 'f@relay.example' };
    const formPost = await provider.authorize(login.authorizeUrl.href, consent);
    const message = postedMessage(await visit(formPost, login.cookie));
    expect(decodeJwt(String(message['id_token']))).toMatchObject({ sub: 'apple-fanny' });
  });

  it('posts an access token from the social network that signs in with facebook-jwt', async () => {
    const login = await startLogin('facebook');
    const consent = { sub: 'fb-amy', email: 'amy@example.com', first_name: 'Amy', last_name: 'Beach' };
    const redirect = await provider.authorize(login.authorizeUrl.href, consent);
    expect(redirect.method).toBe('GET');
    expect(redirect.url).toContain(`${API_PUBLIC_ORIGIN}/accounts/facebook/login/callback/?code=`);
    const message = postedMessage(await visit(redirect, login.cookie));
    // The email the profile shares comes along, so the site can name it if the email has an account.
    expect(Object.keys(message).sort()).toEqual(['access_token', 'email', 'provider', 'type']);
    expect(message['email']).toBe('amy@example.com');
    expect(provider.tokenRequests.at(-1)?.get('client_secret')).toBe('test-app-secret');
    const answer = await post(server, '/rest-auth/facebook-jwt/', { access_token: String(message['access_token']) });
    expect(ProviderLoginAnswerSchema.parse(answer.body)).toMatchObject({
      new_user: true,
      user: { email: 'amy@example.com', first_name: 'Amy' },
    });
  });

  it('posts an error and exchanges nothing when the state is not the flow cookie’s', async () => {
    const exchanges = provider.tokenRequests.length;
    const consent = { sub: 'fb-mallory', email: 'mallory@example.com' };
    const victim = await startLogin('facebook');
    const attacker = await startLogin('facebook');
    const forged = await provider.authorize(attacker.authorizeUrl.href, consent);
    const appleFlow = await startLogin('apple');
    // One character in the middle of the signature changes whole bits (the last one may only change padding).
    const at = victim.cookie.length - 10;
    const tampered = `${victim.cookie.slice(0, at)}${victim.cookie[at] === 'A' ? 'B' : 'A'}${victim.cookie.slice(at + 1)}`;
    const attempts = [
      visit(forged, victim.cookie), // another flow's state and code (login CSRF)
      visit(forged), // no cookie at all
      visit(forged, tampered), // a forged cookie
      visit(forged, appleFlow.cookie), // a cookie of another provider's flow
      visit({ ...forged, url: forged.url.replace(/state=[^&]+/, 'state=') }, attacker.cookie), // no state
      visit({ method: 'POST', url: forged.url.split('?')[0] ?? '', form: { relay: '1' } }), // a relay that lost its cookie
    ];
    for (const page of await Promise.all(attempts)) {
      expect(postedMessage(page)).toEqual({
        type: PROVIDER_CALLBACK_MESSAGE,
        provider: 'facebook',
        error: 'invalid_state',
      });
    }
    expect(provider.tokenRequests).toHaveLength(exchanges);
  });

  it('posts access_denied when the visitor declines, on both providers', async () => {
    const exchanges = provider.tokenRequests.length;
    const { page } = await appleThroughRelay('deny');
    expect(postedMessage(page)).toEqual({ type: PROVIDER_CALLBACK_MESSAGE, provider: 'apple', error: 'access_denied' });
    const login = await startLogin('facebook');
    const declined = await provider.authorize(login.authorizeUrl.href, 'deny');
    expect(declined.url).toContain('error=access_denied');
    expect(postedMessage(await visit(declined, login.cookie))).toMatchObject({ error: 'access_denied' });
    expect(provider.tokenRequests).toHaveLength(exchanges);
  });

  // An id_token for another flow's nonce: accounts-provider-popup-oidc.test.ts, against a real provider.
  it('posts an error for a spent code and a missing code', async () => {
    const login = await startLogin('facebook');
    const twice: Consent = { sub: 'fb-twice', email: 'twice@example.com' };
    const redirect = await provider.authorize(login.authorizeUrl.href, twice);
    expect(postedMessage(await visit(redirect, login.cookie))).toHaveProperty('access_token');
    expect(postedMessage(await visit(redirect, login.cookie))).toMatchObject({ error: 'token_exchange_failed' });
    const noCode = await startLogin('facebook');
    const state = noCode.authorizeUrl.searchParams.get('state') ?? '';
    const callback = `${API_PUBLIC_ORIGIN}/accounts/facebook/login/callback?state=${state}`;
    expect(postedMessage(await visit({ method: 'GET', url: callback }, noCode.cookie))).toMatchObject({
      error: 'invalid_request',
    });
  });

  it('refuses a flow cookie once it has expired', async () => {
    const login = await startLogin('facebook');
    const consent: Consent = { sub: 'fb-late', email: 'late@example.com' };
    const redirect = await provider.authorize(login.authorizeUrl.href, consent);
    server.clock.advance(10 * 60_000 + 1_000);
    expect(postedMessage(await visit(redirect, login.cookie))).toMatchObject({ error: 'invalid_state' });
  });

  it('answers 404 for a provider that is not configured, with the page that tells the site', async () => {
    for (const path of ['/accounts/google/login/', '/accounts/google/login/callback/', '/accounts/google/login']) {
      const response = await fetch(`${server.url}${path}?process=login`, { redirect: 'manual' });
      const page = { status: response.status, headers: response.headers, html: await response.text() };
      expect(page.status, path).toBe(404);
      expect(page.headers.get('set-cookie')).toBeNull();
      // The popup window shows a sentence and closes itself; the site shows its sign-in alert.
      expect(page.html).toContain('Sign-in did not complete.');
      expect(postedMessage({ ...page, status: 200 })).toEqual({
        type: PROVIDER_CALLBACK_MESSAGE,
        provider: 'google',
        error: 'not_configured',
      });
    }
    const unlikely = await fetch(`${server.url}/accounts/Not-An-Id/login/`, { redirect: 'manual' });
    expect(unlikely.status).toBe(404);
    expect(await unlikely.json()).toEqual({ detail: 'Not found.' });
    const head = await fetch(`${server.url}/accounts/apple/login/`, { method: 'HEAD', redirect: 'manual' });
    expect(head.headers.get('set-cookie')).toBeNull();
  });
});

describe('popup settings', () => {
  /** The local provider's entries with their popups changed by `edit`. */
  function entries(provider: TestIdentityProvider, edit: (list: AuthProvider[]) => void): string {
    const list = z.array(AuthProviderSchema).parse(JSON.parse(provider.authProviders));
    edit(list);
    return JSON.stringify(list);
  }

  /** The popup settings of one of the local provider's entries, which each case changes in its own way. */
  function popupOf(entry: AuthProvider | undefined): ProviderPopup {
    if (!entry?.popup) throw new Error('The local provider has an entry without popup settings.');
    return entry.popup;
  }

  it('marks the flow cookie Secure behind https, and gives a provider without a popup no popup route', async () => {
    const provider = await startTestIdentityProvider();
    const providers = entries(provider, ([apple, facebook]) => {
      popupOf(apple).redirectUri = 'https://api.orchestra.example/content/accounts/apple/login/callback/';
      delete facebook!.popup;
    });
    const server = await startTestServer({ env: { AUTH_PROVIDERS: providers } });
    try {
      const login = await fetch(`${server.url}/accounts/apple/login/`, { redirect: 'manual' });
      const setCookie = login.headers.get('set-cookie')?.split('; ') ?? [];
      expect(setCookie).toContain('Secure');
      // The cookie's path follows the public callback, prefix included.
      expect(setCookie).toContain('Path=/content/accounts/apple/login/');
      expect((await fetch(`${server.url}/accounts/facebook/login/`, { redirect: 'manual' })).status).toBe(404);
      expect((await post(server, '/rest-auth/facebook-jwt/', { access_token: 'unknown' })).status).toBe(400);
    } finally {
      await server.close();
      await provider.close();
    }
  });

  it('answers a throttled popup with the page that tells the site, not a JSON body', async () => {
    const provider = await startTestIdentityProvider();
    const server = await startTestServer({ env: { AUTH_PROVIDERS: provider.authProviders, AUTH_RATE_LIMIT: '1' } });
    try {
      expect((await fetch(`${server.url}/accounts/facebook/login/`, { redirect: 'manual' })).status).toBe(302);
      const response = await fetch(`${server.url}/accounts/facebook/login/`, { redirect: 'manual' });
      const page = { status: response.status, headers: response.headers, html: await response.text() };
      expect(page.status).toBe(429);
      expect(page.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(postedMessageTo({ ...page, status: 200 }, server.config.siteOrigins)).toEqual({
        type: PROVIDER_CALLBACK_MESSAGE,
        provider: 'facebook',
        error: 'rate_limited',
      });
    } finally {
      await server.close();
      await provider.close();
    }
  });

  it('refuses misconfigured popups, so the server does not start with them', async () => {
    const provider = await startTestIdentityProvider();
    const broken: [string, (list: AuthProvider[]) => void][] = [
      ['a callback of another path', ([apple]) => (popupOf(apple).redirectUri = 'http://api.test/callback/')],
      [
        'a callback of another provider',
        ([apple]) => (popupOf(apple).redirectUri = 'http://api.test/accounts/facebook/login/callback/'),
      ],
      ['a callback with a query', ([apple]) => (popupOf(apple).redirectUri += '?x=1')],
      ['a client id the login route refuses', ([apple]) => (popupOf(apple).clientId = 'org.someone-else')],
      ['a social client id that is not the app', ([, facebook]) => (popupOf(facebook).clientId = '9999')],
      ['two client secrets', ([apple]) => (popupOf(apple).clientSecret = 'fixed')],
      ['an authorization URL that is not one', ([apple]) => (popupOf(apple).authorizeUrl = 'not a url')],
    ];
    const { db, drop } = await createTestDatabase();
    try {
      expect(parseAuthProviders(provider.authProviders)).toHaveLength(2);
      for (const [problem, edit] of broken)
        expect(() => parseAuthProviders(entries(provider, edit)), problem).toThrow(AuthProviderConfigError);
      const unreadableKey = entries(provider, ([apple]) => {
        popupOf(apple).signedClientSecret!.privateKey = '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----';
      });
      const config = configFrom({
        LOG_LEVEL: 'silent',
        DEMO: 'false',
        SECRET_KEY: testSecretKey(),
        API_ORIGIN: 'http://127.0.0.1:1',
        AUTH_PROVIDERS: unreadableKey,
      });
      const app = buildApp({ config, db, mailer: new OutboxMailer(config.mailOutbox), clock: new FakeClock() });
      await expect(app).rejects.toThrow(AuthProviderConfigError);
    } finally {
      await drop();
      await provider.close();
    }
  });
});
