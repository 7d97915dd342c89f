import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AuditQuerySchema,
  InvitationFormSchema,
  StaffPatchSchema,
  type Invitation,
  type OpenInvitationList,
  type StaffList,
  type StaffPatch,
  type StaffRecord,
  type StudioDetail,
} from '#lib/studio/contract.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { recordChange } from './audit-log.ts';
import { readAuditPage } from './audit-query.ts';
import { invitationMail, issueInvitation, listOpenInvitations, revokeInvitation } from './invitations.ts';
import {
  countActiveAdmins,
  findStaffByEmail,
  findStaffById,
  listStaff,
  toStaffMember,
  toStaffRecord,
  type StaffRow,
} from './staff-rows.ts';
import { STUDIO_MESSAGES } from './studio-messages.ts';
import { fieldError, idParam } from './studio-route.ts';
import { bumpStaffTokenVersion } from './studio-session.ts';

/** `me`: who the session is. */
export function me(
  _ctx: AppContext,
  _request: FastifyRequest,
  _reply: FastifyReply,
  staff: StaffRow,
): Promise<unknown> {
  return Promise.resolve(toStaffMember(staff));
}

/** `sign-out`: every studio session of the member ends (their token version changes). */
export async function signOut(
  ctx: AppContext,
  _request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffRow,
): Promise<unknown> {
  await bumpStaffTokenVersion(ctx.db, staff.id);
  return reply.code(204).send();
}

/** `staff` (GET): every member of staff. */
export async function staffList(ctx: AppContext): Promise<StaffList> {
  return { items: (await listStaff(ctx.db)).map(toStaffRecord) };
}

/** `invitations` (POST): invites an address with a role and mails the link (201). */
export async function invite(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffRow,
): Promise<unknown> {
  const form = InvitationFormSchema.parse(request.body ?? {});
  if (await findStaffByEmail(ctx.db, form.email)) throw fieldError('email', STUDIO_MESSAGES.alreadyStaff);
  const at = ctx.clock.now();
  const { token, expires } = await ctx.db.transaction((tx) =>
    issueInvitation(ctx, tx, { ...form, invitedBy: staff.id, at }),
  );
  await ctx.mailer.send(invitationMail(ctx.config, form.email, form.role, token));
  const invitation: Invitation = { email: form.email, role: form.role, expires: expires.toISOString() };
  return reply.code(201).send(invitation);
}

/** `invitations` (GET): the invitations not yet accepted, replaced, revoked or expired. */
export async function openInvitations(ctx: AppContext): Promise<OpenInvitationList> {
  const rows = await listOpenInvitations(ctx.db, ctx.clock.now());
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: row.role,
      invited_by: row.invited_by,
      created_at: row.created_at,
      expires: row.expires_at,
    })),
  };
}

/** `invitations/{id}` (DELETE): the link stops working (204); 404 when the invitation is not open. */
export async function revoke(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffRow,
): Promise<unknown> {
  const id = idParam(request);
  const done = await ctx.db.transaction((tx) => revokeInvitation(tx, id, staff.id, ctx.clock.now()));
  if (!done) throw notFound();
  return reply.code(204).send();
}

/** Refuses a change that would leave no admin able to sign in. Admin rows are locked first on PostgreSQL. */
async function keepAnAdmin(tx: Database, target: StaffRow, role: StaffRow['role'], disabled: boolean): Promise<void> {
  const losesAdmin = target.role === 'admin' && target.disabled === 0 && (role !== 'admin' || disabled);
  if (!losesAdmin) return;
  // Two admins demoting each other at once must not both pass: on PostgreSQL the check holds the admins' rows.
  if (tx.dialect === 'postgres') await tx.all("SELECT id FROM staff WHERE role = 'admin' AND disabled = 0 FOR UPDATE");
  if ((await countActiveAdmins(tx)) > 1) return;
  const refusal: StudioDetail = { detail: STUDIO_MESSAGES.lastAdmin };
  throw new HttpError(409, refusal);
}

/** `staff/:id` (PATCH): a new role, or disabling or enabling; either voids the member's sessions. */
export async function patchStaff(
  ctx: AppContext,
  request: FastifyRequest,
  _reply: FastifyReply,
  admin: StaffRow,
): Promise<unknown> {
  const id = idParam(request);
  const patch: StaffPatch = StaffPatchSchema.parse(request.body ?? {});
  return ctx.db.transaction(async (tx): Promise<StaffRecord> => {
    const target = await findStaffById(tx, id);
    if (!target) throw notFound();
    const role = patch.role ?? target.role;
    const disabled = patch.disabled ?? target.disabled === 1;
    await keepAnAdmin(tx, target, role, disabled);
    const at = ctx.clock.now();
    const log = { at, staffId: admin.id, entityType: 'staff', recordId: id } as const;
    if (role !== target.role)
      await recordChange(tx, { ...log, action: 'role', before: { role: target.role }, after: { role } });
    if (disabled !== (target.disabled === 1))
      await recordChange(tx, {
        ...log,
        action: disabled ? 'disable' : 'enable',
        before: { disabled: !disabled },
        after: { disabled },
      });
    if (role !== target.role || disabled !== (target.disabled === 1)) {
      await tx.run('UPDATE staff SET role = ?, disabled = ? WHERE id = ?', [role, disabled ? 1 : 0, id]);
      await bumpStaffTokenVersion(tx, id);
    }
    return toStaffRecord({ ...target, role, disabled: disabled ? 1 : 0 });
  });
}

/** `audit` (GET): a page of the audit log, filtered. */
export function auditLog(ctx: AppContext, request: FastifyRequest): Promise<unknown> {
  return readAuditPage(ctx.db, AuditQuerySchema.parse(request.query ?? {}));
}
