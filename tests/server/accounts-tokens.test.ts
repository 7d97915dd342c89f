import { SignJWT, base64url } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jwtSigningKey } from '../../server/src/auth/jwt-keys.ts';
import { SessionSchema, type Session } from '../../src/lib/api/auth.ts';
import { bearer, post, registerUser, send, signIn } from './support/account-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { ErrorAnswerSchema } from '../../src/lib/api/common.ts';

describe('access tokens on DELETE /api/2/user_delete/, and account deletion', () => {
  let server: TestServer;
  let session: Session;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
    await registerUser(server, 'keeper@example.com', 'fine-password');
    session = SessionSchema.parse(await signIn(server, 'keeper@example.com', 'fine-password'));
  });
  afterAll(() => server.close());

  const remove = (headers: Record<string, string> = {}) =>
    send(server, 'DELETE', '/api/2/user_delete/', undefined, { headers });

  /** An access token like the server's, with one thing changed. */
  async function accessLike(change: {
    alg?: string;
    aud?: string;
    iss?: string;
    key?: { key: Uint8Array; kid: string };
    sub?: string;
  }): Promise<string> {
    const now = Math.floor(server.clock.now().getTime() / 1000);
    const { key, kid } = change.key ?? jwtSigningKey(server.config, 'access-token');
    const user = await server.db.get<{ token_version: string }>('SELECT token_version FROM users WHERE id = ?', [
      session.user.pk,
    ]);
    return new SignJWT({ typ: 'access', ver: user?.token_version })
      .setProtectedHeader({ alg: change.alg ?? 'HS256', typ: 'JWT', kid })
      .setSubject(change.sub ?? String(session.user.pk))
      .setIssuer(change.iss ?? 'concert-library')
      .setAudience(change.aud ?? 'concert-library-api')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(key);
  }

  it('builds tokens the server accepts, so each refusal below is about its one change', async () => {
    // A good token naming no user gets past verification and fails on the lookup: 'User not found.'.
    const stranger = await accessLike({ sub: '999999' });
    expect(ErrorAnswerSchema.parse((await remove(bearer(stranger))).body).detail).toBe('User not found.');
  });

  it('refuses alg=none, another algorithm, audience or issuer, a refresh token, and garbage', async () => {
    const [, payload] = (await accessLike({})).split('.');
    const unsigned = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${payload}.`;
    const tokens = [
      unsigned,
      await accessLike({ alg: 'HS512' }),
      await accessLike({ aud: 'another-api' }),
      await accessLike({ iss: 'someone-else' }),
      await accessLike({ key: jwtSigningKey(server.config, 'refresh-token') }),
      await accessLike({
        key: {
          ...jwtSigningKey(server.config, 'refresh-token'),
          kid: jwtSigningKey(server.config, 'access-token').kid,
        },
      }),
      session.refresh,
      'garbage',
    ];
    for (const token of tokens) {
      expect(await remove(bearer(token)), token).toMatchObject({
        status: 401,
        body: { detail: 'Given token not valid for any token type' },
      });
    }
    expect((await remove()).status).toBe(401);
    expect((await remove({ authorization: 'Basic a2VlcGVyOnB3' })).status).toBe(401);
  });

  it('refuses an expired access token', async () => {
    const shortLived = SessionSchema.parse(await signIn(server, 'keeper@example.com', 'fine-password'));
    server.clock.advance(15 * 60_000 + 1000);
    const answer = await remove(bearer(shortLived.access));
    expect(answer.status).toBe(401);
    session = SessionSchema.parse(await signIn(server, 'keeper@example.com', 'fine-password'));
  });

  it('deletes the account and everything of it; the old tokens then fail', async () => {
    const userId = session.user.pk;
    await post(server, '/api/sesame_login/', { email: 'keeper@example.com' });
    await server.db.run('INSERT INTO user_identities (user_id, provider, subject) VALUES (?, ?, ?)', [
      userId,
      'apple',
      'keeper-sub',
    ]);
    const answer = await remove(bearer(session.access));
    expect(answer).toMatchObject({ status: 200, body: { detail: 'deleted' } });
    for (const table of ['user_identities', 'one_time_tokens', 'refresh_tokens']) {
      const row = await server.db.get<{ n: number }>(
        `SELECT CAST(count(*) AS INTEGER) AS n FROM ${table} WHERE user_id = ?`,
        [userId],
      );
      expect(row?.n, table).toBe(0);
    }
    expect(await server.db.get('SELECT id FROM users WHERE id = ?', [userId])).toBeUndefined();
    expect((await remove(bearer(session.access))).status).toBe(401);
    expect((await post(server, '/api/token/refresh/', { refresh: session.refresh })).status).toBe(401);
    expect((await post(server, '/api/token/', { email: 'keeper@example.com', password: 'fine-password' })).status).toBe(
      400,
    );
    // The address is free again.
    await registerUser(server, 'keeper@example.com', 'fine-password', false);
  });

  it('answers a DELETE without the trailing slash and with an empty JSON content type', async () => {
    const fresh = SessionSchema.parse(await signIn(server, 'keeper@example.com', 'fine-password'));
    const answer = await send(server, 'DELETE', '/api/2/user_delete', undefined, {
      headers: { ...bearer(fresh.access), 'content-type': 'application/json' },
    });
    expect(answer).toMatchObject({ status: 200, body: { detail: 'deleted' } });
  });
});
