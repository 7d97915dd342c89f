import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AcceptStartAnswerSchema,
  InvitationSchema,
  STUDIO_PATHS,
  StaffMemberSchema,
} from '../../src/lib/studio/contract.ts';
import { SITE, tokenIn, waitForMail } from './support/account-requests.ts';
import { SoftwareAuthenticator } from './support/software-authenticator.ts';
import {
  acceptInvitation,
  createStaff,
  expectStatus,
  signInStaff,
  SITE_ORIGIN,
  STAFF_PASSWORD,
  studio,
  type TestStaff,
} from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const LINK = `${SITE}/studio/#/invitation/`;

describe('studio invitations', () => {
  let server: TestServer;
  let admin: TestStaff;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
    admin = await createStaff(server, 'admin@example.org', 'admin');
  });
  afterAll(() => server.close());

  /** A fresh admin session: the tests move the clock by days. */
  const adminToken = async () => (await signInStaff(server, admin.email, admin.authenticator)).token;

  /** Invites through the API, as an admin, and answers the mailed token. */
  async function invite(email: string, role: string, nth = 1): Promise<string> {
    const answer = await studio(server, 'POST', STUDIO_PATHS.invitations, {
      token: await adminToken(),
      body: { email, role },
    });
    expect(InvitationSchema.parse(expectStatus(answer, 201))).toMatchObject({ email, role });
    return tokenIn((await waitForMail(server, email, nth)).link, LINK);
  }
  const start = (token: string, password = STAFF_PASSWORD) =>
    studio(server, 'POST', STUDIO_PATHS.acceptStart, { body: { token, name: 'New Member', password } });

  it('mails a link that makes an account with a passkey, recovery codes and a session', async () => {
    const answer = await studio(server, 'POST', STUDIO_PATHS.invitations, {
      token: admin.token,
      body: { email: ' Editor@Example.org ', role: 'editor' },
    });
    const invitation = InvitationSchema.parse(expectStatus(answer, 201));
    expect(invitation).toEqual({
      email: 'editor@example.org',
      role: 'editor',
      expires: new Date(server.clock.now().getTime() + 7 * 24 * 3600_000).toISOString(),
    });
    const mail = await waitForMail(server, 'editor@example.org');
    expect(mail.subject).toBe('Your invitation to the Concert Library studio');
    expect(mail.text).toContain('as an editor');
    const accepted = await acceptInvitation(server, tokenIn(mail.link, LINK), new SoftwareAuthenticator(SITE_ORIGIN), {
      name: '  Ada Editor ',
    });
    expect(accepted.staff).toMatchObject({ email: 'editor@example.org', name: 'Ada Editor', role: 'editor' });
    expect(new Set(accepted.recovery_codes).size).toBe(10);
    const me = await studio(server, 'GET', STUDIO_PATHS.me, { token: accepted.token });
    expect(StaffMemberSchema.parse(expectStatus(me, 200))).toEqual(accepted.staff);
    // Only HMACs of the codes are kept.
    const stored = await server.db.all<{ code_hash: string }>(
      'SELECT code_hash FROM staff_recovery_codes WHERE staff_id = ?',
      [accepted.staff.id],
    );
    expect(stored).toHaveLength(10);
    for (const code of accepted.recovery_codes) expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('works once', async () => {
    const token = await invite('once@example.org', 'media');
    await acceptInvitation(server, token, new SoftwareAuthenticator(SITE_ORIGIN));
    const again = await start(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      token: ['This invitation link is not valid any more (used, replaced or expired): ask an admin for a new one.'],
    });
  });

  it('lets only one of two acceptances started together finish', async () => {
    const token = await invite('twice@example.org', 'media');
    const first = AcceptStartAnswerSchema.parse(expectStatus(await start(token), 200));
    const second = AcceptStartAnswerSchema.parse(expectStatus(await start(token), 200));
    const finish = (ticket: string, options: typeof first.options) =>
      studio(server, 'POST', STUDIO_PATHS.acceptFinish, {
        body: { ticket, credential: new SoftwareAuthenticator(SITE_ORIGIN).register(options) },
      });
    expect((await finish(first.ticket, first.options)).status).toBe(201);
    const late = await finish(second.ticket, second.options);
    expect(late.status).toBe(400);
    expect(late.body).toHaveProperty('token');
    // Nor does one ticket finish twice.
    expect((await finish(first.ticket, first.options)).status).toBe(400);
  });

  it('lets exactly one of two simultaneous acceptances of one link through', async () => {
    const token = await invite('race@example.org', 'editor');
    const starts = [AcceptStartAnswerSchema.parse(expectStatus(await start(token), 200))];
    starts.push(AcceptStartAnswerSchema.parse(expectStatus(await start(token), 200)));
    const answers = await Promise.all(
      starts.map(({ ticket, options }) =>
        studio(server, 'POST', STUDIO_PATHS.acceptFinish, {
          body: { ticket, credential: new SoftwareAuthenticator(SITE_ORIGIN).register(options) },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    const rows = await server.db.all('SELECT id FROM staff WHERE email = ?', ['race@example.org']);
    expect(rows).toHaveLength(1);
  });

  it('expires after seven days', async () => {
    const token = await invite('late@example.org', 'editor');
    server.clock.advance(7 * 24 * 3600_000 + 1000);
    expect((await start(token)).status).toBe(400);
  });

  it('is replaced by a newer invitation for the same address', async () => {
    const older = await invite('again@example.org', 'editor');
    const newer = await invite('again@example.org', 'media', 2);
    expect((await start(older)).status).toBe(400);
    const accepted = await acceptInvitation(server, newer, new SoftwareAuthenticator(SITE_ORIGIN));
    expect(accepted.staff.role).toBe('media');
  });

  it('refuses a started acceptance once its invitation was replaced', async () => {
    const token = await invite('moved@example.org', 'editor');
    const started = AcceptStartAnswerSchema.parse(expectStatus(await start(token), 200));
    await invite('moved@example.org', 'editor', 2);
    const finish = await studio(server, 'POST', STUDIO_PATHS.acceptFinish, {
      body: { ticket: started.ticket, credential: new SoftwareAuthenticator(SITE_ORIGIN).register(started.options) },
    });
    expect(finish.status).toBe(400);
    expect(finish.body).toHaveProperty('token');
  });

  it('refuses a short password, and a passkey made for another site', async () => {
    const token = await invite('careful@example.org', 'editor');
    const short = await start(token, 'too short');
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      password: ['This password is too short. It must contain at least 12 characters.'],
    });
    const started = AcceptStartAnswerSchema.parse(expectStatus(await start(token), 200));
    const elsewhere = new SoftwareAuthenticator('http://evil.test').register(started.options);
    const refused = await studio(server, 'POST', STUDIO_PATHS.acceptFinish, {
      body: { ticket: started.ticket, credential: elsewhere },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toHaveProperty('credential');
  });

  it('refuses to invite a member of staff again', async () => {
    const answer = await studio(server, 'POST', STUDIO_PATHS.invitations, {
      token: await adminToken(),
      body: { email: admin.email, role: 'editor' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ email: ['This address already belongs to a member of staff.'] });
  });
});
