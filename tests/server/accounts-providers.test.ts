import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthProviderConfigError, parseAuthProviders } from '../../server/src/auth/provider-config.ts';
import { ProviderLoginAnswerSchema } from '../../src/lib/api/auth.ts';
import { bearer, post, registerUser, send } from './support/account-requests.ts';
import {
  IDENTITY_CLIENT_ID,
  WEB_CLIENT_ID,
  startTestIdentityProvider,
  type IdTokenRequest,
  type TestIdentityProvider,
} from './support/test-identity-provider.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { ErrorAnswerSchema } from '../../src/lib/api/common.ts';

describe('sign-in through a platform identity provider and a social network', () => {
  let provider: TestIdentityProvider;
  let server: TestServer;
  beforeAll(async () => {
    provider = await startTestIdentityProvider();
    server = await startTestServer({ env: { AUTH_PROVIDERS: provider.authProviders, AUTH_RATE_LIMIT: '1000' } });
  });
  afterAll(async () => {
    await server.close();
    await provider.close();
  });

  const idToken = (request: Omit<IdTokenRequest, 'now'>) => provider.idToken({ now: server.clock.now(), ...request });
  const apple = (form: Record<string, string>) =>
    post(server, '/rest-auth/apple-jwt/', { code: 'unused-code', client_id: IDENTITY_CLIENT_ID, ...form });
  const facebook = (access_token: string) => post(server, '/rest-auth/facebook-jwt/', { access_token });
  const rejected = { status: 400, body: { non_field_errors: [expect.any(String)] } };

  it('creates an account on the first identity sign-in and finds it by (provider, sub) afterwards', async () => {
    const user = JSON.stringify({ name: { firstName: 'Ada', lastName: 'Lovelace' } });
    const token = await idToken({ sub: 'apple-ada', email: 'Ada@Relay.example', email_verified: 'true' });
    const first = await apple({ id_token: token, user });
    expect(first.status).toBe(200);
    const created = ProviderLoginAnswerSchema.parse(first.body);
    expect(created.new_user).toBe(true);
    expect(created.user).toMatchObject({
      email: 'ada@relay.example',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email_verified: true,
    });
    const row = await server.db.get<{ signup_method: string; password_hash: string | null }>(
      'SELECT signup_method, password_hash FROM users WHERE id = ?',
      [created.user.pk],
    );
    expect(row).toEqual({ signup_method: 'apple', password_hash: null });

    // A later token may carry another email; the account is the identity's, not the email's.
    const again = ProviderLoginAnswerSchema.parse(
      (await apple({ id_token: await idToken({ sub: 'apple-ada', email: 'other@relay.example' }) })).body,
    );
    expect(again).toMatchObject({ new_user: false, user: { pk: created.user.pk, email: 'ada@relay.example' } });
  });

  it('signs the native app in with its own client_id, the code and the user, as the site posts them', async () => {
    // The site posts what the native wrapper answered (rules §7: client_id is the native
    // app's alone), form-encoded; the id_token was issued to the app's client id.
    const user = JSON.stringify({ name: { firstName: 'Fanny', lastName: 'Hensel' } });
    const claims = { sub: 'apple-native', email: 'fanny@relay.example', email_verified: 'true' };
    const appToken = await idToken(claims);
    const form = { id_token: appToken, code: 'native-code', user, client_id: IDENTITY_CLIENT_ID };
    const native = await post(server, '/rest-auth/apple-jwt/', form);
    expect(native.status).toBe(200);
    const created = ProviderLoginAnswerSchema.parse(native.body);
    expect(created).toMatchObject({
      new_user: true,
      user: { email: 'fanny@relay.example', first_name: 'Fanny', last_name: 'Hensel', email_verified: true },
    });

    // The web's popup sends no client_id: its token, for the web client, finds the same account.
    const webToken = await idToken({ ...claims, aud: WEB_CLIENT_ID });
    const web = ProviderLoginAnswerSchema.parse(
      (await post(server, '/rest-auth/apple-jwt/', { id_token: webToken })).body,
    );
    expect(web).toMatchObject({ new_user: false, user: { pk: created.user.pk } });

    // The client_id must be the token's audience: the app's token named as the web client's is refused.
    expect(await post(server, '/rest-auth/apple-jwt/', { ...form, client_id: WEB_CLIENT_ID })).toMatchObject(rejected);
    expect(await post(server, '/rest-auth/apple-jwt/', { ...form, id_token: webToken })).toMatchObject(rejected);
  });

  it('checks the nonce when the client sends one', async () => {
    const token = await idToken({ sub: 'apple-nonce', email: 'nonce@relay.example', nonce: 'nonce-1' });
    expect(await apple({ id_token: token, nonce: 'nonce-2' })).toMatchObject(rejected);
    expect((await apple({ id_token: token, nonce: 'nonce-1' })).status).toBe(200);
  });

  it('refuses forged, foreign, mis-addressed and expired id_tokens', async () => {
    const claims = { sub: 'apple-eve', email: 'eve@relay.example' };
    const shortLived = await idToken({ ...claims, lifetime: 60 });
    const hmac = await new SignJWT({ email: claims.email })
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key-1' })
      .setIssuer(provider.issuer)
      .setAudience(IDENTITY_CLIENT_ID)
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('x'.repeat(32)));
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${(await idToken(claims)).split('.')[1]}.`;
    for (const token of [
      await idToken({ ...claims, signer: 'rogue' }),
      await idToken({ ...claims, aud: 'org.someone-else.app' }),
      await idToken({ ...claims, iss: 'https://issuer.example' }),
      hmac,
      unsigned,
      'not-a-jwt',
    ]) {
      expect(await apple({ id_token: token }), token).toMatchObject(rejected);
    }
    // The audience must be the client id the request names, and that client id must be configured.
    expect(await apple({ id_token: await idToken(claims), client_id: 'org.orchestra.web' })).toMatchObject(rejected);
    expect(
      await apple({ id_token: await idToken({ ...claims, aud: 'org.unknown' }), client_id: 'org.unknown' }),
    ).toMatchObject(rejected);
    server.clock.advance(61_000);
    expect(await apple({ id_token: shortLived })).toMatchObject(rejected);
    expect(await server.db.get("SELECT id FROM users WHERE email = 'eve@relay.example'")).toBeUndefined();
  });

  it('never links an identity to an email that signed up with a password', async () => {
    await registerUser(server, 'pianist@example.com', 'fine-password', false);
    const answer = await apple({
      id_token: await idToken({ sub: 'apple-pianist', email: 'pianist@example.com', email_verified: true }),
    });
    expect(answer.status).toBe(400);
    expect(ErrorAnswerSchema.parse(answer.body).non_field_errors?.[0]).toContain('already registered');
    expect(await server.db.get("SELECT id FROM user_identities WHERE subject = 'apple-pianist'")).toBeUndefined();
    const social = await facebook(
      provider.accessToken({ id: 'fb-pianist', email: 'pianist@example.com' }, { now: server.clock.now() }),
    );
    expect(ErrorAnswerSchema.parse(social.body).non_field_errors?.[0]).toContain('already registered');
  });

  it('needs an email to create an account, and answers bad input with 400', async () => {
    expect(await apple({ id_token: await idToken({ sub: 'apple-no-email' }) })).toMatchObject(rejected);
    expect((await post(server, '/rest-auth/apple-jwt/', {})).body).toMatchObject({
      id_token: ['This field is required.'],
    });
    expect((await post(server, '/rest-auth/apple-jwt/', { id_token: 'x'.repeat(20_000) })).status).toBe(400);
    expect(
      (await apple({ id_token: await idToken({ sub: 'apple-odd', email: 'odd@relay.example' }), user: '{not json' }))
        .status,
    ).toBe(200);
    expect((await post(server, '/rest-auth/facebook-jwt/', { access_token: '' })).status).toBe(400);
    expect((await post(server, '/rest-auth/google-jwt/', { id_token: 'x' })).status).toBe(404);
  });

  it('signs in through the social network after checking the token with the app credentials', async () => {
    const now = server.clock.now();
    const token = provider.accessToken(
      { id: 'fb-1', email: 'Fan@Example.com', first_name: 'Fanny', last_name: 'Mendelssohn' },
      { now },
    );
    const first = ProviderLoginAnswerSchema.parse((await facebook(token)).body);
    expect(first).toMatchObject({
      new_user: true,
      user: { email: 'fan@example.com', first_name: 'Fanny', email_verified: true },
    });
    const again = ProviderLoginAnswerSchema.parse(
      (await post(server, '/rest-auth/facebook-jwt', { access_token: token }, { json: true })).body,
    );
    expect(again).toMatchObject({ new_user: false, user: { pk: first.user.pk } });
    const row = await server.db.get<{ signup_method: string }>('SELECT signup_method FROM users WHERE id = ?', [
      first.user.pk,
    ]);
    expect(row?.signup_method).toBe('facebook');
  });

  it('refuses social tokens of another app, revoked, unknown and expired ones', async () => {
    const now = server.clock.now();
    expect(
      await facebook(provider.accessToken({ id: 'fb-2', email: 'two@example.com' }, { now, appId: '9999' })),
    ).toMatchObject(rejected);
    expect(
      await facebook(provider.accessToken({ id: 'fb-4', email: 'four@example.com' }, { now, valid: false })),
    ).toMatchObject(rejected);
    expect(await facebook('made-up-token')).toMatchObject(rejected);
    const expiring = provider.accessToken({ id: 'fb-3', email: 'three@example.com' }, { now, lifetime: 60 });
    server.clock.advance(61_000);
    expect(await facebook(expiring)).toMatchObject(rejected);
  });

  it('answers 412 to a password reset of a provider account, and deletion removes its identity', async () => {
    const session = ProviderLoginAnswerSchema.parse(
      (await apple({ id_token: await idToken({ sub: 'apple-gone', email: 'gone@relay.example' }) })).body,
    );
    const reset = await post(server, '/rest-auth/password/reset/', { email: 'gone@relay.example' });
    expect(reset.status).toBe(412);
    expect(ErrorAnswerSchema.parse(reset.body).detail).toEqual(expect.any(String));
    expect(
      (await send(server, 'DELETE', '/api/2/user_delete/', undefined, { headers: bearer(session.access) })).status,
    ).toBe(200);
    expect(await server.db.get("SELECT id FROM user_identities WHERE subject = 'apple-gone'")).toBeUndefined();
    const back = ProviderLoginAnswerSchema.parse(
      (await apple({ id_token: await idToken({ sub: 'apple-gone', email: 'gone@relay.example' }) })).body,
    );
    expect(back.new_user).toBe(true);
  });
});

describe('misconfigured and unreachable providers', () => {
  it('answers 502, not 500, when the provider cannot be reached', async () => {
    const providers = JSON.stringify([
      {
        id: 'apple',
        kind: 'oidc',
        issuer: 'http://127.0.0.1:9',
        jwksUrl: 'http://127.0.0.1:9/keys',
        clientIds: ['app'],
      },
      {
        id: 'facebook',
        kind: 'social',
        tokenInfoUrl: 'http://127.0.0.1:9/t',
        userinfoUrl: 'http://127.0.0.1:9/me',
        appId: '1',
        appToken: '1|s',
      },
    ]);
    const server = await startTestServer({ env: { AUTH_PROVIDERS: providers } });
    try {
      const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'k' })).toString('base64url');
      const payload = Buffer.from(
        JSON.stringify({ iss: 'http://127.0.0.1:9', aud: 'app', sub: 's', iat: 1, exp: 4_000_000_000 }),
      ).toString('base64url');
      expect((await post(server, '/rest-auth/apple-jwt/', { id_token: `${header}.${payload}.c2ln` })).status).toBe(502);
      expect((await post(server, '/rest-auth/facebook-jwt/', { access_token: 'anything' })).status).toBe(502);
    } finally {
      await server.close();
    }
  });

  it('is refused at start-up when the provider list is invalid', () => {
    const oidc = { kind: 'oidc', issuer: 'https://id.example', jwksUrl: 'https://id.example/keys', clientIds: ['app'] };
    expect(parseAuthProviders(JSON.stringify([{ id: 'apple', ...oidc }]))).toHaveLength(1);
    for (const list of [
      'not json',
      '{}',
      JSON.stringify([{ id: 'email', ...oidc }]),
      JSON.stringify([
        { id: 'a', ...oidc },
        { id: 'a', ...oidc },
      ]),
    ]) {
      expect(() => parseAuthProviders(list), list).toThrow(AuthProviderConfigError);
    }
  });
});
