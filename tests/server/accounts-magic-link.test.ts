import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DetailAnswerSchema, SessionSchema } from '../../src/lib/api/auth.ts';
import { mailsTo, post, postWithHost, registerUser, SITE, tokenIn, waitForMail } from './support/account-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { ErrorAnswerSchema } from '../../src/lib/api/common.ts';

describe('passwordless sign-in through an emailed link', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000', MAIL_RECIPIENT_LIMIT: '1000' } });
    await registerUser(server, 'known@example.com', 'fine-password', false);
  });
  afterAll(() => server.close());

  /** Requests a link for a known address and answers its token (the n-th mail to it). */
  async function requestLink(email: string, nth: number): Promise<string> {
    expect((await post(server, '/api/sesame_login/', { email })).status).toBe(200);
    return tokenIn((await waitForMail(server, email, nth)).link, `${SITE}/magic/`);
  }

  it('answers known and unknown emails alike, and mails only the known one', async () => {
    const known = await post(server, '/api/sesame_login/', { email: 'Known@example.com' });
    const unknown = await post(server, '/api/sesame_login/', { email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    DetailAnswerSchema.parse(known.body);
    await waitForMail(server, 'known@example.com', 2);
    expect(await mailsTo(server, 'nobody@example.com')).toHaveLength(0);
  });

  it('signs in once with a link of 32 random bytes, which proves the email', async () => {
    const token = await requestLink('known@example.com', 3);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const answer = await post(server, '/api/sesame_token/', { sesame: token });
    expect(answer.status).toBe(200);
    const session = SessionSchema.parse(answer.body);
    expect(session.user).toMatchObject({ email: 'known@example.com', email_verified: true });
    const again = await post(server, '/api/sesame_token/', { sesame: token });
    expect(again.status).toBe(400);
    expect(ErrorAnswerSchema.parse(again.body).non_field_errors).toEqual([expect.any(String)]);
  });

  it('lets only one of concurrent uses of a link through', async () => {
    const token = await requestLink('known@example.com', 4);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(server, '/api/sesame_token', { sesame: token })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400]);
  });

  it('expires a link after 15 minutes', async () => {
    const fresh = await requestLink('known@example.com', 5);
    const stale = await requestLink('known@example.com', 6);
    server.clock.advance(15 * 60_000 - 1000);
    expect((await post(server, '/api/sesame_token/', { sesame: fresh })).status).toBe(200);
    server.clock.advance(2000);
    const expired = await post(server, '/api/sesame_token/', { sesame: stale });
    expect(expired).toMatchObject({
      status: 400,
      body: { non_field_errors: ['This sign-in link is invalid or has expired.'] },
    });
  });

  it('refuses unknown tokens and bad input with 400', async () => {
    expect((await post(server, '/api/sesame_token/', { sesame: 'A'.repeat(43) })).status).toBe(400);
    expect((await post(server, '/api/sesame_token/', {})).body).toEqual({ sesame: ['This field is required.'] });
    expect((await post(server, '/api/sesame_token/', { sesame: 'x'.repeat(10_000) })).status).toBe(400);
    expect((await post(server, '/api/sesame_login/', { email: 'not an email' })).status).toBe(400);
    expect(
      (await post(server, '/api/sesame_login/', '{"email":', { headers: { 'content-type': 'application/json' } }))
        .status,
    ).toBe(400);
  });

  it('builds the link from the configured site, never from the Host header', async () => {
    expect(await postWithHost(server, '/api/sesame_login/', { email: 'known@example.com' }, 'evil.test')).toBe(200);
    const mail = await waitForMail(server, 'known@example.com', 7);
    expect(mail.link?.startsWith(`${SITE}/magic/`)).toBe(true);
    expect(JSON.stringify(mail)).not.toContain('evil.test');
  });

  it('keeps only a digest of the token', async () => {
    const token = await requestLink('known@example.com', 8);
    const rows = await server.db.all<{ token_hash: string }>(
      "SELECT token_hash FROM one_time_tokens WHERE purpose = 'magic'",
    );
    expect(rows.some((row) => row.token_hash === token || row.token_hash.includes(token))).toBe(false);
  });
});
