import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STUDIO_PATHS,
  StaffMemberSchema,
  StudioFieldErrorsSchema,
  StudioSessionSchema,
  type RecoveryStepForm,
} from '../../src/lib/studio/contract.ts';
import { SoftwareAuthenticator } from './support/software-authenticator.ts';
import {
  createStaff,
  passwordStep,
  signInStaff,
  SITE_ORIGIN,
  studio,
  type TestStaff,
} from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('studio sign-in: password, then passkey or recovery code', () => {
  let server: TestServer;
  let admin: TestStaff;
  let editor: TestStaff;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
    admin = await createStaff(server, 'admin@example.org', 'admin');
    editor = await createStaff(server, 'editor@example.org', 'editor');
  });
  afterAll(() => server.close());

  const me = (token: string) => studio(server, 'GET', STUDIO_PATHS.me, { token });

  it('refuses a wrong password, or an unknown email, alike and with no ticket', async () => {
    for (const body of [
      { email: editor.email, password: 'not the right password' },
      { email: 'nobody@example.org', password: 'not the right password' },
    ]) {
      const answer = await studio(server, 'POST', STUDIO_PATHS.signInPassword, { body });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ non_field_errors: ['The email or password is not right.'] });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('signs in with password and passkey, and the session opens me', async () => {
    const session = await signInStaff(server, editor.email, editor.authenticator);
    expect(session.staff).toMatchObject({ email: editor.email, role: 'editor' });
    const answer = await me(session.token);
    expect(answer.status).toBe(200);
    expect(StaffMemberSchema.parse(answer.body)).toEqual(session.staff);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses another passkey than the member’s, and a ticket used twice', async () => {
    const { ticket, options } = await passwordStep(server, editor.email);
    const stranger = new SoftwareAuthenticator(SITE_ORIGIN);
    const wrong = await studio(server, 'POST', STUDIO_PATHS.signInPasskey, {
      body: { ticket, credential: stranger.authenticate(options) },
    });
    expect(wrong.status).toBe(400);
    expect(StudioFieldErrorsSchema.parse(wrong.body)).toHaveProperty('credential');
    // Someone else's passkey on this site, with this ticket, is refused too.
    const others = await studio(server, 'POST', STUDIO_PATHS.signInPasskey, {
      body: { ticket, credential: admin.authenticator.authenticate(options) },
    });
    expect(others.status).toBe(400);
    // A refused passkey leaves the ticket good; the right one then signs in, once.
    const credential = editor.authenticator.authenticate(options);
    const right = await studio(server, 'POST', STUDIO_PATHS.signInPasskey, { body: { ticket, credential } });
    expect(right.status).toBe(200);
    const again = await studio(server, 'POST', STUDIO_PATHS.signInPasskey, {
      body: { ticket, credential: editor.authenticator.authenticate(options) },
    });
    expect(again.status).toBe(400);
    expect(again.body).toHaveProperty('ticket');
  });

  it('refuses the member’s own passkey answering a look-alike site', async () => {
    const { ticket, options } = await passwordStep(server, editor.email);
    const sign = (rpId: string, origin: string) =>
      studio(server, 'POST', STUDIO_PATHS.signInPasskey, {
        body: { ticket, credential: editor.authenticator.authenticate(options, { rpId, origin }) },
      });
    expect((await sign('site.test', 'http://evil.test')).status).toBe(400);
    expect((await sign('evil.test', 'http://evil.test')).status).toBe(400);
    expect((await sign('evil.test', SITE_ORIGIN)).status).toBe(400);
    // The same passkey on the real page still signs in with that ticket.
    expect((await sign('site.test', SITE_ORIGIN)).status).toBe(200);
  });

  it('lets each recovery code sign in once, in place of the passkey', async () => {
    const [code] = editor.recovery_codes;
    const first = await passwordStep(server, editor.email);
    const typo = await studio(server, 'POST', STUDIO_PATHS.signInRecovery, {
      body: { ticket: first.ticket, code: 'aaaaa-aaaaa' },
    });
    expect(typo.status).toBe(400);
    expect(typo.body).toEqual({ code: ['This recovery code is not right, or it was used already.'] });
    // Capitals and spaces as a person types them from paper.
    const typed = ` ${code?.toUpperCase().replace('-', ' ')} `;
    const used = await studio(server, 'POST', STUDIO_PATHS.signInRecovery, {
      body: { ticket: first.ticket, code: typed },
    });
    expect(used.status).toBe(200);
    expect((await me(StudioSessionSchema.parse(used.body).token)).status).toBe(200);
    const second = await passwordStep(server, editor.email);
    const body: RecoveryStepForm = { ticket: second.ticket, code: code ?? '' };
    const reused = await studio(server, 'POST', STUDIO_PATHS.signInRecovery, { body });
    expect(reused.status).toBe(400);
  });

  it('refuses a ticket that is forged or older than five minutes', async () => {
    const forged = await studio(server, 'POST', STUDIO_PATHS.signInRecovery, {
      body: { ticket: 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln', code: editor.recovery_codes[1] },
    });
    expect(forged.status).toBe(400);
    const { ticket } = await passwordStep(server, editor.email);
    server.clock.advance(5 * 60_000 + 1000);
    const late = await studio(server, 'POST', STUDIO_PATHS.signInRecovery, {
      body: { ticket, code: editor.recovery_codes[1] },
    });
    expect(late.status).toBe(400);
    expect(late.body).toHaveProperty('ticket');
  });

  it('ends every session of a member on sign-out', async () => {
    const one = await signInStaff(server, editor.email, editor.authenticator);
    const two = await signInStaff(server, editor.email, editor.authenticator);
    expect((await studio(server, 'POST', STUDIO_PATHS.signOut, { token: one.token })).status).toBe(204);
    for (const token of [one.token, two.token]) expect((await me(token)).status).toBe(401);
    expect((await me((await signInStaff(server, editor.email, editor.authenticator)).token)).status).toBe(200);
  });

  it('ends a member’s sessions when an admin changes their role or disables them', async () => {
    const session = await signInStaff(server, editor.email, editor.authenticator);
    const adminSession = await signInStaff(server, admin.email, admin.authenticator);
    const patch = (body: unknown) =>
      studio(server, 'PATCH', STUDIO_PATHS.staffMember(session.staff.id), { token: adminSession.token, body });
    expect((await patch({ role: 'media' })).status).toBe(200);
    expect((await me(session.token)).status).toBe(401);
    const asMedia = await signInStaff(server, editor.email, editor.authenticator);
    expect(asMedia.staff.role).toBe('media');
    expect((await patch({ disabled: true })).status).toBe(200);
    expect((await me(asMedia.token)).status).toBe(401);
    const refused = await studio(server, 'POST', STUDIO_PATHS.signInPassword, {
      body: { email: editor.email, password: 'a long staff password' },
    });
    expect(refused.status).toBe(400);
    expect((await patch({ disabled: false, role: 'editor' })).status).toBe(200);
  });

  it('ends a session after eight hours', async () => {
    const session = await signInStaff(server, editor.email, editor.authenticator);
    server.clock.advance(8 * 3600_000 + 1000);
    const answer = await me(session.token);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ detail: 'Your studio session has ended: sign in again.' });
  });
});
