import { z } from 'zod';
import { DateTimeSchema } from '../api/common.ts';
import { notAnObject, StaffEmailSchema } from './form-fields.ts';
import { StaffRoleSchema } from './roles.ts';

/** A member of staff as a session and `GET /api/studio/me/` name them. */
export const StaffMemberSchema = z.object({
  id: z.number().int().positive(),
  email: z.email(),
  name: z.string(),
  role: StaffRoleSchema,
});
export type StaffMember = z.output<typeof StaffMemberSchema>;

/** A member of staff as the admin's staff list shows them. */
export const StaffRecordSchema = StaffMemberSchema.extend({
  /** A disabled account cannot sign in, and its sessions are void. */
  disabled: z.boolean(),
  created_at: DateTimeSchema,
  /** When they last completed a sign-in; null before the first one after accepting. */
  last_sign_in_at: DateTimeSchema.nullable(),
});
export type StaffRecord = z.output<typeof StaffRecordSchema>;

/** `GET /api/studio/staff/`: every member of staff, by name. */
export const StaffListSchema = z.object({ items: z.array(StaffRecordSchema) });
export type StaffList = z.output<typeof StaffListSchema>;

/** `PATCH /api/studio/staff/{id}/`: a new role, disabling or enabling, or both. Answers the StaffRecord. */
export const StaffPatchSchema = z
  .object(
    { role: StaffRoleSchema.optional(), disabled: z.boolean({ error: 'Must be true or false.' }).optional() },
    notAnObject,
  )
  .strict()
  .refine((patch) => patch.role !== undefined || patch.disabled !== undefined, {
    error: "Give a new 'role' or 'disabled'.",
  });
export type StaffPatch = z.output<typeof StaffPatchSchema>;

/** `POST /api/studio/invitations/`: who to invite, with which role. */
export const InvitationFormSchema = z.object({ email: StaffEmailSchema, role: StaffRoleSchema }, notAnObject);
export type InvitationForm = z.output<typeof InvitationFormSchema>;

/** What inviting answers (201): the mail went to `email`; its link is good until `expires`. */
export const InvitationSchema = z.object({
  email: z.email(),
  role: StaffRoleSchema,
  expires: DateTimeSchema,
});
export type Invitation = z.output<typeof InvitationSchema>;

/** An invitation not yet accepted, replaced, revoked or expired, as the admin's staff screen lists it. */
export const OpenInvitationSchema = InvitationSchema.extend({
  id: z.number().int().positive(),
  /** Who sent it; null for the first admin's, from the command line. */
  invited_by: z.string().nullable(),
  created_at: DateTimeSchema,
});
export type OpenInvitation = z.output<typeof OpenInvitationSchema>;

/** `GET /api/studio/invitations/`: the open invitations, newest first. */
export const OpenInvitationListSchema = z.object({ items: z.array(OpenInvitationSchema) });
export type OpenInvitationList = z.output<typeof OpenInvitationListSchema>;
