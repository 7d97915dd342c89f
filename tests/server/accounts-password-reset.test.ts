import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DetailAnswerSchema, SessionSchema } from '../../src/lib/api/auth.ts';
import {
  bearer,
  mailsTo,
  post,
  registerUser,
  send,
  signIn,
  SITE,
  tokenIn,
  waitForMail,
} from './support/account-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('password reset', () => {
  let server: TestServer;
  let mails = 0;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000', MAIL_RECIPIENT_LIMIT: '1000' } });
    await registerUser(server, 'forgetful@example.com', 'old-password', false);
    mails = 1;
  });
  afterAll(() => server.close());

  /** Requests a reset for the test account and answers the emailed uid and token. */
  async function requestReset(): Promise<{ uid: string; token: string }> {
    const answer = await post(server, '/rest-auth/password/reset/', { email: 'forgetful@example.com' }, { json: true });
    expect(answer.status).toBe(200);
    mails += 1;
    const [uid, token] = tokenIn(
      (await waitForMail(server, 'forgetful@example.com', mails)).link,
      `${SITE}/reset-password/`,
    ).split('/');
    return { uid: uid!, token: token! };
  }

  const confirm = (uid: string, token: string, password = 'new-password', again = password) =>
    post(server, '/rest-auth/password/reset/confirm/', { uid, token, new_password1: password, new_password2: again });

  it('answers known and unknown emails alike, and mails only the known one', async () => {
    const known = await post(server, '/rest-auth/password/reset/', { email: 'forgetful@example.com' }, { json: true });
    const unknown = await post(server, '/rest-auth/password/reset/', { email: 'nobody@example.com' }, { json: true });
    expect(known.status).toBe(200);
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    DetailAnswerSchema.parse(known.body);
    mails += 1;
    await waitForMail(server, 'forgetful@example.com', mails);
    expect(await mailsTo(server, 'nobody@example.com')).toHaveLength(0);
  });

  it('mails {site}/reset-password/{uid}/{token} with the user id in base64url', async () => {
    const { uid, token } = await requestReset();
    const user = await server.db.get<{ id: number }>('SELECT id FROM users WHERE email = ?', ['forgetful@example.com']);
    expect(Buffer.from(uid, 'base64url').toString()).toBe(String(user?.id));
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('checks the new password fields, the uid and the token', async () => {
    const { uid, token } = await requestReset();
    expect(await confirm(uid, token, 'short')).toMatchObject({
      status: 400,
      body: { new_password1: ['This password is too short. It must contain at least 6 characters.'] },
    });
    expect(await confirm(uid, token, 'new-password', 'other-password')).toMatchObject({
      status: 400,
      body: { non_field_errors: ["The two password fields didn't match."] },
    });
    expect(await confirm('!!', token)).toMatchObject({ status: 400, body: { uid: ['Invalid value'] } });
    expect(await confirm(Buffer.from('999999').toString('base64url'), token)).toMatchObject({
      status: 400,
      body: { token: ['Invalid value'] },
    });
    expect(await confirm(uid, 'A'.repeat(43))).toMatchObject({ status: 400, body: { token: ['Invalid value'] } });
    expect((await post(server, '/rest-auth/password/reset/confirm/', {})).status).toBe(400);
  });

  it('sets the password and voids old tokens, sign-in links and reset links', async () => {
    const before = SessionSchema.parse(await signIn(server, 'forgetful@example.com', 'old-password'));
    expect((await post(server, '/api/sesame_login/', { email: 'forgetful@example.com' })).status).toBe(200);
    mails += 1;
    const magic = tokenIn((await waitForMail(server, 'forgetful@example.com', mails)).link, `${SITE}/magic/`);
    const older = await requestReset();
    const used = await requestReset();
    server.clock.advance(2000);

    const answer = await confirm(used.uid, used.token);
    expect(answer.status).toBe(200);
    DetailAnswerSchema.parse(answer.body);
    expect(
      (await send(server, 'DELETE', '/api/2/user_delete/', undefined, { headers: bearer(before.access) })).status,
    ).toBe(401);
    expect((await post(server, '/api/token/refresh/', { refresh: before.refresh })).status).toBe(401);
    expect((await post(server, '/api/sesame_token/', { sesame: magic })).status).toBe(400);
    expect((await confirm(older.uid, older.token, 'third-password')).status).toBe(400);
    expect((await confirm(used.uid, used.token, 'third-password')).status).toBe(400);

    expect(
      (await post(server, '/api/token/', { email: 'forgetful@example.com', password: 'old-password' })).status,
    ).toBe(400);
    const after = SessionSchema.parse(await signIn(server, 'forgetful@example.com', 'new-password'));
    // The link came by email, so the address is proven.
    expect(after.user.email_verified).toBe(true);
    expect((await post(server, '/api/token/refresh/', { refresh: after.refresh })).status).toBe(200);
  });

  it('expires a reset link after an hour', async () => {
    const { uid, token } = await requestReset();
    server.clock.advance(60 * 60_000 + 1000);
    expect(await confirm(uid, token)).toMatchObject({ status: 400, body: { token: ['Invalid value'] } });
  });

  it('answers 412 for an account that signed up through a provider, and mails nothing', async () => {
    const now = server.clock.now().toISOString();
    await server.db.run(
      "INSERT INTO users (email, password_hash, email_verified, signup_method, created_at, credentials_changed_at) VALUES (?, NULL, 1, 'facebook', ?, ?)",
      ['social@example.com', now, now],
    );
    const answer = await post(server, '/rest-auth/password/reset/', { email: 'social@example.com' });
    expect(answer.status).toBe(412);
    expect(DetailAnswerSchema.parse(answer.body).detail).toContain('facebook');
    expect(await mailsTo(server, 'social@example.com')).toHaveLength(0);
  });
});
