import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AcceptStartAnswerSchema, STUDIO_PATHS, StudioFieldErrorsSchema } from '../../src/lib/studio/contract.ts';
import { SoftwareAuthenticator } from './support/software-authenticator.ts';
import {
  createStaff,
  expectStatus,
  inviteDirectly,
  passwordStep,
  SITE_ORIGIN,
  STAFF_PASSWORD,
  studio,
  type TestStaff,
} from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('bad input to the studio API', () => {
  let server: TestServer;
  let admin: TestStaff;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
    admin = await createStaff(server, 'admin@example.org', 'admin');
  });
  afterAll(() => server.close());

  const post = (path: string, body: unknown, token?: string) =>
    studio(server, 'POST', path, { body, ...(token ? { token } : {}) });

  it('answers malformed bodies on every route that reads one with 400, never 500', async () => {
    const bodies = ['{"email": "broken', 'null', '"a string"', '[1, 2]', '{"email": 5, "password": {"a": 1}}'];
    const paths = [
      STUDIO_PATHS.acceptStart,
      STUDIO_PATHS.acceptFinish,
      STUDIO_PATHS.signInPassword,
      STUDIO_PATHS.signInPasskey,
      STUDIO_PATHS.signInRecovery,
    ];
    for (const path of paths)
      for (const body of bodies) expect((await post(path, body)).status, `${path} ${body}`).toBe(400);
    for (const body of bodies) {
      expect((await post(STUDIO_PATHS.invitations, body, admin.token)).status, body).toBe(400);
      const patched = await studio(server, 'PATCH', STUDIO_PATHS.staffMember(admin.staff.id), {
        token: admin.token,
        body,
      });
      expect(patched.status, body).toBe(400);
    }
  });

  it('names each missing or wrong field', async () => {
    expect((await post(STUDIO_PATHS.signInPassword, {})).body).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    });
    expect(
      (await post(STUDIO_PATHS.invitations, { email: 'not an address', role: 'owner' }, admin.token)).body,
    ).toEqual({
      email: ['Enter a valid email address, such as name@example.org.'],
      role: ["Choose one of 'admin', 'editor', 'media' or 'rights'."],
    });
    const patched = await studio(server, 'PATCH', STUDIO_PATHS.staffMember(admin.staff.id), {
      token: admin.token,
      body: { role: 'admin', extra: 1 },
    });
    expect(patched.status).toBe(400);
    const empty = await studio(server, 'PATCH', STUDIO_PATHS.staffMember(admin.staff.id), {
      token: admin.token,
      body: {},
    });
    expect(empty.body).toEqual({ non_field_errors: ["Give a new 'role' or 'disabled'."] });
  });

  it('refuses oversized fields at the field', async () => {
    const token = await inviteDirectly(server, 'long@example.org', 'editor');
    const answer = await post(STUDIO_PATHS.acceptStart, { token, name: 'n'.repeat(151), password: 'p'.repeat(1025) });
    expect(answer.body).toEqual({
      name: ['Ensure this field has no more than 150 characters.'],
      password: ['Ensure this field has no more than 1024 characters.'],
    });
    expect(
      (await post(STUDIO_PATHS.signInPassword, { email: `${'a'.repeat(250)}@example.org`, password: 'x' })).status,
    ).toBe(400);
    expect((await post(STUDIO_PATHS.signInRecovery, { ticket: 't'.repeat(3000), code: 'c' })).body).toEqual({
      ticket: ['Ensure this field has no more than 2048 characters.'],
    });
  });

  it('refuses a passkey answer that is not base64url, or not a passkey answer at all', async () => {
    const { ticket, options } = await passwordStep(server, admin.email);
    const credential = admin.authenticator.authenticate(options);
    const bad = await post(STUDIO_PATHS.signInPasskey, {
      ticket,
      credential: { ...credential, response: { ...credential.response, clientDataJSON: 'not base64!' } },
    });
    expect(bad.status).toBe(400);
    expect(StudioFieldErrorsSchema.parse(bad.body)).toEqual({
      'credential.response.clientDataJSON': ['Not valid base64url.'],
    });
    const garbage = Buffer.from('no json here').toString('base64url');
    const unreadable = await post(STUDIO_PATHS.signInPasskey, {
      ticket,
      credential: { ...credential, response: { ...credential.response, clientDataJSON: garbage, signature: garbage } },
    });
    expect(unreadable.status).toBe(400);
    expect(unreadable.body).toHaveProperty('credential');
  });

  it('refuses a registration whose attestation is garbage', async () => {
    const token = await inviteDirectly(server, 'garbage@example.org', 'media');
    const start = AcceptStartAnswerSchema.parse(
      expectStatus(await post(STUDIO_PATHS.acceptStart, { token, name: 'G', password: STAFF_PASSWORD }), 200),
    );
    const credential = new SoftwareAuthenticator(SITE_ORIGIN).register(start.options);
    const answer = await post(STUDIO_PATHS.acceptFinish, {
      ticket: start.ticket,
      credential: { ...credential, response: { ...credential.response, attestationObject: 'AAAA' } },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toHaveProperty('credential');
  });

  it('answers a request without a token before reading its body', async () => {
    const answer = await post(STUDIO_PATHS.invitations, '{"broken');
    expect(answer).toMatchObject({ status: 401, body: { detail: 'Authentication credentials were not provided.' } });
    const garbled = await studio(server, 'GET', STUDIO_PATHS.me, { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(garbled.status).toBe(401);
    const basic = await studio(server, 'GET', STUDIO_PATHS.me, { headers: { authorization: 'Basic abc' } });
    expect(basic.status).toBe(401);
  });
});
