import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DetailAnswerSchema, SessionSchema } from '../../src/lib/api/auth.ts';
import { post, postWithHost, registerUser, signIn, SITE, tokenIn, waitForMail } from './support/account-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { ErrorAnswerSchema } from '../../src/lib/api/common.ts';

describe('registration and email verification', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  });
  afterAll(() => server.close());

  const form = (email: string, password = 'fine-password') => ({
    email,
    password1: password,
    password2: password,
    first_name: 'Clara',
    last_name: 'Schumann',
  });

  it('creates an account and mails a verification link on the configured site, whatever the Host', async () => {
    expect(
      await postWithHost(server, '/rest-auth/registration/?format=json', form('Clara@Example.com'), 'evil.test'),
    ).toBe(201);
    const mail = await waitForMail(server, 'clara@example.com');
    const key = tokenIn(mail.link, `${SITE}/email-confirm/`);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(mail.link);
    expect(mail.html).toContain(mail.link);

    const before = SessionSchema.parse(await signIn(server, 'clara@example.com', 'fine-password'));
    expect(before.user).toMatchObject({
      email: 'clara@example.com',
      first_name: 'Clara',
      last_name: 'Schumann',
      email_verified: false,
    });

    const confirmed = await post(server, '/rest-auth/registration/verify-email/', { key }, { json: true });
    expect(confirmed).toMatchObject({ status: 200, body: { detail: 'ok' } });
    const after = SessionSchema.parse(await signIn(server, 'CLARA@example.com', 'fine-password'));
    expect(after.user.email_verified).toBe(true);

    const again = await post(server, '/rest-auth/registration/verify-email/', { key }, { json: true });
    expect(again.status).toBe(404);
    expect(ErrorAnswerSchema.parse(again.body).detail).toEqual(expect.any(String));
  });

  it('accepts JSON bodies and paths without the trailing slash', async () => {
    const answer = await post(server, '/rest-auth/registration', form('json@example.com'), { json: true });
    expect(answer.status).toBe(201);
    expect(DetailAnswerSchema.parse(answer.body).detail).toBe('Verification e-mail sent.');
    const key = tokenIn((await waitForMail(server, 'json@example.com')).link, `${SITE}/email-confirm/`);
    expect((await post(server, '/rest-auth/registration/verify-email', { key }, { json: true })).status).toBe(200);
  });

  it('keeps only a digest of the verification key', async () => {
    await registerUser(server, 'digest@example.com', 'fine-password', false);
    const key = tokenIn((await waitForMail(server, 'digest@example.com')).link, `${SITE}/email-confirm/`);
    const rows = await server.db.all<{ token_hash: string }>('SELECT token_hash FROM one_time_tokens');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash.includes(key))).toBe(false);
  });

  it('refuses unknown and expired verification keys', async () => {
    expect(
      (await post(server, '/rest-auth/registration/verify-email/', { key: 'x'.repeat(43) }, { json: true })).status,
    ).toBe(404);
    await registerUser(server, 'late@example.com', 'fine-password', false);
    const key = tokenIn((await waitForMail(server, 'late@example.com')).link, `${SITE}/email-confirm/`);
    server.clock.advance(3 * 24 * 3_600_000 + 1000);
    expect((await post(server, '/rest-auth/registration/verify-email/', { key }, { json: true })).status).toBe(404);
  });

  it('refuses an email that has an account, whatever its case', async () => {
    await registerUser(server, 'taken@example.com', 'fine-password', false);
    const answer = await post(server, '/rest-auth/registration/', form('TAKEN@example.com'));
    expect(answer).toMatchObject({
      status: 400,
      body: { email: ['A user is already registered with this e-mail address.'] },
    });
  });

  it('answers field errors in the shapes the client reads', async () => {
    const short = await post(server, '/rest-auth/registration/', form('short@example.com', 'abc12'));
    expect(short).toMatchObject({
      status: 400,
      body: { password1: ['This password is too short. It must contain at least 6 characters.'] },
    });
    const mismatch = await post(server, '/rest-auth/registration/', {
      ...form('mismatch@example.com'),
      password2: 'other-password',
    });
    expect(mismatch).toMatchObject({
      status: 400,
      body: { non_field_errors: ["The two password fields didn't match."] },
    });
    const missing = await post(server, '/rest-auth/registration/', { first_name: 'A' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ email: ['This field is required.'], password1: ['This field is required.'] });
    const badEmail = await post(server, '/rest-auth/registration/', form('not-an-email'));
    expect(badEmail).toMatchObject({ status: 400, body: { email: ['Enter a valid email address.'] } });
  });

  it('answers bad input with 400, never 500', async () => {
    const json = { headers: { 'content-type': 'application/json' } };
    const bodies: Array<
      [string | Record<string, string> | unknown[], { json?: boolean; headers?: Record<string, string> }?]
    > = [
      ['{"email": "broken', json],
      ['null', json],
      ['"a string"', json],
      [[form('list@example.com')]],
      [JSON.stringify({ ...form('types@example.com'), password1: 123456789, first_name: { a: 1 } }), json],
      [{ ...form('long@example.com'), first_name: 'x'.repeat(10_000) }],
      [{ ...form('long2@example.com'), last_name: 'y'.repeat(10_000) }, { json: true }],
      [
        'email=a@example.com&email=b@example.com&password1=abcdefg&password2=abcdefg',
        { headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      ],
    ];
    for (const [body, options] of bodies) {
      const answer = await post(server, '/rest-auth/registration/', body, options);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const names = await post(server, '/rest-auth/registration/', {
      ...form('long3@example.com'),
      first_name: 'x'.repeat(10_000),
    });
    expect(names.body).toEqual({ first_name: ['Ensure this field has no more than 150 characters.'] });
    const count = await server.db.get<{ n: number }>(
      "SELECT CAST(count(*) AS INTEGER) AS n FROM users WHERE email LIKE 'long%'",
    );
    expect(count?.n).toBe(0);
  });

  it('creates exactly one account from concurrent registrations of one email', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(
          server,
          '/rest-auth/registration/',
          form(i % 2 ? 'race@example.com' : 'RACE@example.com', `password-${i}`),
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const losers = answers.filter((a) => a.status !== 201);
    expect(losers).toHaveLength(9);
    for (const loser of losers) {
      expect(loser).toMatchObject({
        status: 400,
        body: { email: ['A user is already registered with this e-mail address.'] },
      });
    }
    const count = await server.db.get<{ n: number }>(
      "SELECT CAST(count(*) AS INTEGER) AS n FROM users WHERE email = 'race@example.com'",
    );
    expect(count?.n).toBe(1);
  });

  it('stores passwords as argon2id with at least 19 MiB, two passes, one lane', async () => {
    await registerUser(server, 'hash@example.com', 'fine-password', false);
    const row = await server.db.get<{ password_hash: string }>('SELECT password_hash FROM users WHERE email = ?', [
      'hash@example.com',
    ]);
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.password_hash).not.toContain('fine-password');
  });
});
