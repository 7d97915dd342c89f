import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditPageSchema,
  OpenInvitationListSchema,
  STUDIO_PATHS,
  StaffListSchema,
  StaffRecordSchema,
} from '../../src/lib/studio/contract.ts';
import { recordChange } from '../../server/src/studio/audit-log.ts';
import { SoftwareAuthenticator } from './support/software-authenticator.ts';
import {
  acceptInvitation,
  createStaff,
  expectStatus,
  inviteDirectly,
  signInStaff,
  SITE_ORIGIN,
  studio,
  type TestStaff,
} from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

describe('staff administration and the audit log', () => {
  let server: TestServer;
  let admin: TestStaff;
  let editor: TestStaff;
  let adminToken: string;
  beforeAll(async () => {
    server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
    admin = await createStaff(server, 'admin@example.org', 'admin');
    server.clock.advance(60_000);
    editor = await createStaff(server, 'editor@example.org', 'editor');
    adminToken = admin.token;
  });
  afterAll(() => server.close());

  const patch = (id: number, body: unknown, token = adminToken) =>
    studio(server, 'PATCH', STUDIO_PATHS.staffMember(id), { token, body });
  const audit = async (query = '') =>
    AuditPageSchema.parse(
      expectStatus(await studio(server, 'GET', `${STUDIO_PATHS.audit}${query}`, { token: adminToken }), 200),
    );

  it('lists the staff', async () => {
    const list = StaffListSchema.parse(
      expectStatus(await studio(server, 'GET', STUDIO_PATHS.staff, { token: adminToken }), 200),
    );
    expect(list.items.map((s) => [s.email, s.role, s.disabled])).toEqual([
      ['admin@example.org', 'admin', false],
      ['editor@example.org', 'editor', false],
    ]);
  });

  it('never leaves the studio without an admin who can sign in', async () => {
    for (const body of [{ role: 'editor' }, { disabled: true }]) {
      const answer = await patch(admin.staff.id, body);
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        detail: 'This is the last admin who can sign in: make someone else an admin first.',
      });
    }
    // With a second admin, the first may step down; the second then may not.
    expect(StaffRecordSchema.parse(expectStatus(await patch(editor.staff.id, { role: 'admin' }), 200)).role).toBe(
      'admin',
    );
    expect((await patch(admin.staff.id, { role: 'editor' })).status).toBe(200);
    const second = await signInStaff(server, editor.email, editor.authenticator);
    expect((await patch(editor.staff.id, { disabled: true }, second.token)).status).toBe(409);
    expect((await patch(admin.staff.id, { role: 'admin' }, second.token)).status).toBe(200);
    adminToken = (await signInStaff(server, admin.email, admin.authenticator)).token;
    expect((await patch(editor.staff.id, { role: 'editor' })).status).toBe(200);
  });

  it('answers 404 for a member who does not exist', async () => {
    expect((await patch(9999, { role: 'media' })).status).toBe(404);
    expect((await patch(Number.NaN, { role: 'media' })).status).toBe(404);
  });

  it('logs every staff change with who, when and each field before and after', async () => {
    const at = server.clock.now().toISOString();
    expect((await patch(editor.staff.id, { role: 'media', disabled: true })).status).toBe(200);
    const page = await audit(`?entity_type=staff&record_id=${editor.staff.id}`);
    const [disable, role] = page.items;
    expect(role).toMatchObject({
      at,
      staff_id: admin.staff.id,
      staff_name: admin.staff.name,
      action: 'role',
      entity_type: 'staff',
      record_id: String(editor.staff.id),
      changes: { role: { before: 'editor', after: 'media' } },
    });
    expect(disable).toMatchObject({ action: 'disable', changes: { disabled: { before: false, after: true } } });
    // The record's whole history, newest first, back to its acceptance, with the sign-in between the roles.
    expect(page.items.map((e) => e.action)).toEqual(['disable', 'role', 'role', 'sign-in', 'role', 'accept']);
    expect(page.items.at(-1)?.changes).toEqual({
      disabled: { before: null, after: false },
      email: { before: null, after: 'editor@example.org' },
      name: { before: null, after: editor.staff.name },
      role: { before: null, after: 'editor' },
    });
    expect((await patch(editor.staff.id, { role: 'editor', disabled: false })).status).toBe(200);
  });

  it('filters by person and date, and pages newest first', async () => {
    const all = await audit();
    expect(all.total).toBe(all.items.length);
    const invitations = all.items.filter((e) => e.action === 'invite');
    expect(invitations).toHaveLength(2);
    expect(invitations.every((e) => e.staff_id === null && e.entity_type === 'staff_invitation')).toBe(true);
    const byAdmin = await audit(`?staff_id=${admin.staff.id}`);
    expect(byAdmin.items.every((e) => e.staff_id === admin.staff.id)).toBe(true);
    expect(byAdmin.total).toBeGreaterThan(3);
    const pageTwo = await audit('?per_page=2&page=2');
    expect(pageTwo).toMatchObject({ total: all.total, page: 2, per_page: 2 });
    expect(pageTwo.items).toEqual(all.items.slice(2, 4));
    // The first member was made a minute before the second: a window before that minute holds only the first's entries.
    const first = all.items.at(-1)?.at ?? '';
    const early = await audit(`?from=${encodeURIComponent(first)}&to=${encodeURIComponent(first)}`);
    expect(early.items.map((e) => e.record_id).sort()).toEqual(
      all.items
        .filter((e) => e.at === first)
        .map((e) => e.record_id)
        .sort(),
    );
    const day = first.slice(0, 10);
    expect((await audit(`?from=${day}&to=${day}`)).total).toBe(all.total);
    const nextDay = new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    expect((await audit(`?from=${nextDay}`)).total).toBe(0);
  });

  it('refuses bad filters with field errors', async () => {
    const answer = await studio(server, 'GET', `${STUDIO_PATHS.audit}?page=0&per_page=5000&staff_id=x&from=yesterday`, {
      token: adminToken,
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body as object).sort()).toEqual(['from', 'page', 'per_page', 'staff_id']);
  });

  it('keeps the log append-only: the database refuses UPDATE and DELETE', async () => {
    const before = await audit();
    await expect(server.db.run("UPDATE audit_log SET action = 'delete'")).rejects.toThrow(/append-only/);
    await expect(server.db.run('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    expect(await audit()).toEqual(before);
  });

  it('writes an entry in the transaction of its change, and only the fields that changed', async () => {
    const at = server.clock.now();
    await expect(
      server.db.transaction(async (tx) => {
        await recordChange(tx, {
          at,
          staffId: admin.staff.id,
          action: 'update',
          entityType: 'composition',
          recordId: 'rolled-back',
          before: { title: 'A' },
          after: { title: 'B' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await audit('?record_id=rolled-back')).total).toBe(0);
    await server.db.transaction((tx) =>
      recordChange(tx, {
        at,
        staffId: admin.staff.id,
        action: 'update',
        entityType: 'composition',
        recordId: 'kept',
        before: { title: 'A', movements: [{ title: 'I' }], year: 1800 },
        after: { title: 'B', movements: [{ title: 'I' }], year: 1800, key: 'D major' },
      }),
    );
    const [entry] = (await audit('?entity_type=composition&record_id=kept')).items;
    expect(entry?.changes).toEqual({ key: { before: null, after: 'D major' }, title: { before: 'A', after: 'B' } });
  });
  it('lists open invitations and revokes one, whose link then stops working', async () => {
    const list = async () =>
      OpenInvitationListSchema.parse(
        expectStatus(await studio(server, 'GET', STUDIO_PATHS.invitations, { token: adminToken }), 200),
      ).items;
    const token = await inviteDirectly(server, 'pending@example.org', 'media');
    const [pending] = (await list()).filter((item) => item.email === 'pending@example.org');
    expect(pending).toMatchObject({ email: 'pending@example.org', role: 'media', invited_by: null });
    const id = pending?.id ?? 0;
    expect((await studio(server, 'DELETE', STUDIO_PATHS.invitation(id), { token: adminToken })).status).toBe(204);
    expect((await list()).map((item) => item.email)).not.toContain('pending@example.org');
    expect((await studio(server, 'DELETE', STUDIO_PATHS.invitation(id), { token: adminToken })).status).toBe(404);
    await expect(acceptInvitation(server, token, new SoftwareAuthenticator(SITE_ORIGIN))).rejects.toThrow(/400/);
    const log = AuditPageSchema.parse(
      expectStatus(
        await studio(server, 'GET', `${STUDIO_PATHS.audit}?entity_type=staff_invitation&record_id=${id}`, {
          token: adminToken,
        }),
        200,
      ),
    );
    expect(log.items.map((entry) => entry.action)).toEqual(['revoke', 'invite']);
  });
});
