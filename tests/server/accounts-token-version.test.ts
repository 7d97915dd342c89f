import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signOutEverywhere } from '../../server/src/auth/credentials.ts';
import { jwtSigningKey } from '../../server/src/auth/jwt-keys.ts';
import { SessionSchema } from '../../src/lib/api/auth.ts';
import { bearer, post, registerUser, send, signIn, SITE, tokenIn, waitForMail } from './support/account-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('token versions and account ids', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  });
  afterAll(() => server.close());

  const remove = (access: string) =>
    send(server, 'DELETE', '/api/2/user_delete/', undefined, { headers: bearer(access) });
  const userCount = async (email: string) =>
    (await server.db.get<{ n: number }>('SELECT CAST(count(*) AS INTEGER) AS n FROM users WHERE email = ?', [email]))
      ?.n;

  it('never lets a deleted account’s token act for the next account, even in the same second', async () => {
    // The fake clock stands still: everything below happens within one second.
    await registerUser(server, 'first@example.com', 'fine-password', false);
    const first = SessionSchema.parse(await signIn(server, 'first@example.com', 'fine-password'));
    expect((await remove(first.access)).status).toBe(200);
    await registerUser(server, 'second@example.com', 'fine-password', false);
    const second = SessionSchema.parse(await signIn(server, 'second@example.com', 'fine-password'));
    // The new account does not get the deleted one's id,
    expect(second.user.pk).toBeGreaterThan(first.user.pk);
    // and the deleted account's tokens authenticate no one: they cannot delete the new account.
    const attack = await remove(first.access);
    expect(attack.status).toBe(401);
    expect((await post(server, '/api/token/refresh/', { refresh: first.refresh })).status).toBe(401);
    expect(await userCount('second@example.com')).toBe(1);
    expect((await remove(second.access)).status).toBe(200);
  });

  it('voids the tokens issued before a password change, even within the same second', async () => {
    await registerUser(server, 'changer@example.com', 'old-password', false);
    const session = SessionSchema.parse(await signIn(server, 'changer@example.com', 'old-password'));
    expect((await post(server, '/rest-auth/password/reset/', { email: 'changer@example.com' })).status).toBe(200);
    const [uid, token] = tokenIn(
      (await waitForMail(server, 'changer@example.com', 2)).link,
      `${SITE}/reset-password/`,
    ).split('/');
    const confirm = {
      uid: uid ?? '',
      token: token ?? '',
      new_password1: 'new-password',
      new_password2: 'new-password',
    };
    expect((await post(server, '/rest-auth/password/reset/confirm/', confirm)).status).toBe(200);
    expect((await remove(session.access)).status).toBe(401);
    expect((await post(server, '/api/token/refresh/', { refresh: session.refresh })).status).toBe(401);
    const fresh = SessionSchema.parse(await signIn(server, 'changer@example.com', 'new-password'));
    expect((await post(server, '/api/token/refresh/', { refresh: fresh.refresh })).status).toBe(200);
  });

  it('signs a user out everywhere with signOutEverywhere', async () => {
    await registerUser(server, 'everywhere@example.com', 'fine-password', false);
    const phone = SessionSchema.parse(await signIn(server, 'everywhere@example.com', 'fine-password'));
    const laptop = SessionSchema.parse(await signIn(server, 'everywhere@example.com', 'fine-password'));
    await server.db.transaction((tx) => signOutEverywhere(tx, phone.user.pk, server.clock.now()));
    for (const session of [phone, laptop]) {
      expect((await remove(session.access)).status).toBe(401);
      expect((await post(server, '/api/token/refresh/', { refresh: session.refresh })).status).toBe(401);
    }
    const again = SessionSchema.parse(await signIn(server, 'everywhere@example.com', 'fine-password'));
    expect((await remove(again.access)).status).toBe(200);
  });

  it('refuses a well-signed token without the user’s current version', async () => {
    await registerUser(server, 'versioned@example.com', 'fine-password', false);
    const session = SessionSchema.parse(await signIn(server, 'versioned@example.com', 'fine-password'));
    const { key, kid } = jwtSigningKey(server.config, 'access-token');
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const token = (claims: Record<string, unknown>) =>
      new SignJWT({ typ: 'access', ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid })
        .setSubject(String(session.user.pk))
        .setIssuer('concert-library')
        .setAudience('concert-library-api')
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(key);
    for (const claims of [{}, { ver: 'another-version' }, { ver: 0 }]) {
      expect((await remove(await token(claims))).status, JSON.stringify(claims)).toBe(401);
    }
    const row = await server.db.get<{ token_version: string }>('SELECT token_version FROM users WHERE id = ?', [
      session.user.pk,
    ]);
    expect(row?.token_version).toMatch(/^[0-9a-f]{32}$/);
    expect((await remove(await token({ ver: row?.token_version }))).status).toBe(200);
  });
});
