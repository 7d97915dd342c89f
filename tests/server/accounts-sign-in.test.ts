import { verify } from '@node-rs/argon2';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionSchema } from '../../src/lib/api/auth.ts';
import { post, registerUser, signIn } from './support/account-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { ErrorAnswerSchema } from '../../src/lib/api/common.ts';

// Counts argon2 verifications: the server runs in this process, so it uses this wrapped module.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

describe('password sign-in and refresh-token rotation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
    await registerUser(server, 'reader@example.com', 'fine-password', false);
  });
  afterAll(() => server.close());

  const refresh = (token: string) => post(server, '/api/token/refresh/', { refresh: token });

  it('answers a session with 15-minute access and 14-day refresh tokens, also to unverified accounts', async () => {
    const now = server.clock.now().getTime();
    const session = SessionSchema.parse(await signIn(server, 'Reader@Example.com', 'fine-password'));
    expect(session.token).toBe(session.access);
    expect(session.user).toMatchObject({ email: 'reader@example.com', email_verified: false });
    expect(Date.parse(session.expires) - now).toBeGreaterThan(14 * 60_000);
    expect(Date.parse(session.expires) - now).toBeLessThanOrEqual(15 * 60_000);
    expect(Date.parse(session.refreshExpires) - now).toBeLessThanOrEqual(14 * 24 * 3_600_000);
    expect(Date.parse(session.refreshExpires) - now).toBeGreaterThan(13 * 24 * 3_600_000);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await post(server, '/api/token/', { email: 'reader@example.com', password: 'wrong-password' });
    const unknown = await post(
      server,
      '/api/token/',
      { email: 'nobody@example.com', password: 'wrong-password' },
      { json: true },
    );
    const expected = { non_field_errors: ['No active account found with the given credentials'] };
    expect(wrong).toMatchObject({ status: 400, body: expected });
    expect(unknown).toMatchObject({ status: 400, body: expected });
    expect((await post(server, '/api/token', { email: 'reader@example.com' })).body).toEqual({
      password: ['This field is required.'],
    });
  });

  it('spends a password hash on unknown emails too, so timing does not reveal accounts', async () => {
    // Counted, not timed: a timing assertion flakes on a loaded machine, while the rule is that
    // every sign-in costs exactly one argon2 verification whether or not the account exists.
    const verifications = async (email: string) => {
      vi.mocked(verify).mockClear();
      const answer = await post(server, '/api/token/', { email, password: 'wrong-password' });
      expect(answer.status).toBe(400);
      return vi.mocked(verify).mock.calls.map(([hash]) => String(hash));
    };
    const known = await verifications('reader@example.com');
    const unknown = await verifications('nobody@example.com');
    expect(known).toHaveLength(1);
    expect(unknown).toHaveLength(1);
    // The unknown email was checked against a real argon2id hash (the decoy), not skipped.
    expect(unknown[0]).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(unknown[0]).not.toBe(known[0]);
  });

  it('rotates the refresh token, and a replayed one revokes its whole family', async () => {
    const first = SessionSchema.parse(await signIn(server, 'reader@example.com', 'fine-password'));
    const other = SessionSchema.parse(await signIn(server, 'reader@example.com', 'fine-password'));
    const rotated = await refresh(first.refresh);
    expect(rotated.status).toBe(200);
    const second = SessionSchema.parse(rotated.body);
    expect(second.refresh).not.toBe(first.refresh);
    expect(second.user.email).toBe('reader@example.com');

    // A thief's replay, later than a retry could come (accounts-refresh-retry.test.ts has the retries).
    server.clock.advance(server.config.REFRESH_RETRY_GRACE_SECONDS * 1000 + 1000);
    const replay = await refresh(first.refresh);
    expect(replay.status).toBe(401);
    expect((await refresh(second.refresh)).status).toBe(401);
    // Another sign-in is another family, untouched.
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it('accepts JSON and the path without the slash, and keeps only digests', async () => {
    const session = SessionSchema.parse(await signIn(server, 'reader@example.com', 'fine-password'));
    const answer = await post(server, '/api/token/refresh', { refresh: session.refresh }, { json: true });
    expect(answer.status).toBe(200);
    const rows = await server.db.all<{ token_hash: string }>('SELECT token_hash FROM refresh_tokens');
    expect(rows.some((row) => row.token_hash === session.refresh)).toBe(false);
  });

  it('refuses expired, forged and misused refresh tokens with 401', async () => {
    const session = SessionSchema.parse(await signIn(server, 'reader@example.com', 'fine-password'));
    expect((await refresh(session.access)).status).toBe(401);
    const forged = await new SignJWT({ typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(session.user.pk))
      .setJti('forged')
      .setIssuer('concert-library')
      .setAudience('concert-library-api')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-servers-one'));
    expect((await refresh(forged)).status).toBe(401);
    expect((await refresh('not-a-jwt')).status).toBe(401);
    expect((await post(server, '/api/token/refresh/', {})).status).toBe(400);

    server.clock.advance(14 * 24 * 3_600_000 + 1000);
    const expired = await refresh(session.refresh);
    expect(expired.status).toBe(401);
    expect(ErrorAnswerSchema.parse(expired.body).detail).toEqual(expect.any(String));
  });
});
