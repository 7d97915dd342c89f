import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountSchema,
  AuditPageSchema,
  NewPasskeyStartSchema,
  NewRecoveryCodesSchema,
  OwnPasskeySchema,
  RecoveryStepFormSchema,
  STUDIO_PATHS,
} from '../../src/lib/studio/contract.ts';
import { SoftwareAuthenticator } from './support/software-authenticator.ts';
import {
  createStaff,
  expectStatus,
  passwordStep,
  signInStaff,
  SITE_ORIGIN,
  STAFF_PASSWORD,
  studio,
  type TestStaff,
} from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** "Your account": a member's own passkeys and recovery codes, each change with the password again. */
describe('a member’s own passkeys and recovery codes', () => {
  let server: TestServer;
  let member: TestStaff;
  let other: TestStaff;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
    member = await createStaff(server, 'member@example.org', 'editor');
    other = await createStaff(server, 'other@example.org', 'media');
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, body?: unknown, token = member.token) =>
    studio(server, method, path, { token, ...(body === undefined ? {} : { body }) });
  const account = async () => AccountSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.account), 200));

  it('shows the passkey and the ten unused codes of acceptance', async () => {
    const mine = await account();
    expect(mine.passkeys).toHaveLength(1);
    expect(mine.recovery_codes_left).toBe(10);
  });

  it('adds a second passkey after the password, and it signs in; the start’s challenge works once', async () => {
    const wrong = await call('POST', STUDIO_PATHS.accountPasskeys, { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ password: ['This is not your password. Nothing was changed.'] });
    const start = NewPasskeyStartSchema.parse(
      expectStatus(await call('POST', STUDIO_PATHS.accountPasskeys, { password: STAFF_PASSWORD }), 200),
    );
    // The device that holds the first passkey is told not to make another.
    expect(start.options.excludeCredentials?.map((c) => c.id)).toHaveLength(1);
    const phone = new SoftwareAuthenticator(SITE_ORIGIN);
    const form = { challenge: start.options.challenge, credential: phone.register(start.options) };
    OwnPasskeySchema.parse(expectStatus(await call('POST', STUDIO_PATHS.accountPasskeysFinish, form), 201));
    expect((await call('POST', STUDIO_PATHS.accountPasskeysFinish, form)).status).toBe(400);
    expect((await account()).passkeys).toHaveLength(2);
    await signInStaff(server, member.email, phone);
    member = { ...member, authenticator: phone };
  });

  it('refuses a passkey made for someone else’s challenge', async () => {
    const start = NewPasskeyStartSchema.parse(
      expectStatus(await call('POST', STUDIO_PATHS.accountPasskeys, { password: STAFF_PASSWORD }), 200),
    );
    const form = {
      challenge: start.options.challenge,
      credential: new SoftwareAuthenticator(SITE_ORIGIN).register(start.options),
    };
    expect((await call('POST', STUDIO_PATHS.accountPasskeysFinish, form, other.token)).status).toBe(400);
  });

  it('removes a lost passkey, never the last, and never another member’s', async () => {
    const [first, second] = (await account()).passkeys;
    const othersPasskey = AccountSchema.parse(
      expectStatus(await call('GET', STUDIO_PATHS.account, undefined, other.token), 200),
    ).passkeys[0];
    expect((await call('DELETE', STUDIO_PATHS.accountPasskey(othersPasskey?.id ?? 0))).status).toBe(404);
    expect((await call('DELETE', STUDIO_PATHS.accountPasskey(first?.id ?? 0))).status).toBe(204);
    const last = await call('DELETE', STUDIO_PATHS.accountPasskey(second?.id ?? 0));
    expect(last.status).toBe(409);
    expect(last.body).toEqual({ detail: 'This is your only passkey: add another before you remove it.' });
    expect((await account()).passkeys.map((p) => p.id)).toEqual([second?.id]);
  });

  it('makes new recovery codes after the password; the old ones stop working', async () => {
    const old = member.recovery_codes[0] ?? '';
    const made = NewRecoveryCodesSchema.parse(
      expectStatus(await call('POST', STUDIO_PATHS.accountRecoveryCodes, { password: STAFF_PASSWORD }), 201),
    );
    expect(made.recovery_codes).toHaveLength(10);
    expect(made.recovery_codes).not.toContain(old);
    const recover = async (code: string) => {
      const { ticket } = await passwordStep(server, member.email);
      return studio(server, 'POST', STUDIO_PATHS.signInRecovery, {
        body: RecoveryStepFormSchema.parse({ ticket, code }),
      });
    };
    expect((await recover(old)).status).toBe(400);
    expect((await recover(made.recovery_codes[0] ?? '')).status).toBe(200);
    expect((await account()).recovery_codes_left).toBe(9);
  });

  it('logs sign-ins with their second factor, and every change to how the member signs in', async () => {
    const admin = await createStaff(server, 'admin@example.org', 'admin');
    const log = AuditPageSchema.parse(
      expectStatus(
        await studio(server, 'GET', `${STUDIO_PATHS.audit}?staff_id=${member.staff.id}&per_page=50`, {
          token: admin.token,
        }),
        200,
      ),
    );
    const actions = log.items.map((entry) => entry.action);
    for (const action of ['sign-in', 'passkey-added', 'passkey-removed', 'recovery-codes'] as const)
      expect(actions).toContain(action);
    const signIns = log.items
      .filter((entry) => entry.action === 'sign-in')
      .map((e) => e.changes['second_factor']?.after);
    expect(signIns).toEqual(['recovery code', 'passkey']);
  });
});
