import { z } from 'zod';
import { DateTimeSchema } from '../api/common.ts';

/**
 * What a change in the audit log did. Catalogue edits use create, update and delete; media use upload (a
 * picture, a master, a captions file), cut (a part of a master), retry and cancel (a master's renditions)
 * and delete (a master's captions).
 */
export const AuditActionSchema = z.enum([
  'create',
  'update',
  'delete',
  'invite',
  'revoke',
  'accept',
  'sign-in',
  'passkey-added',
  'passkey-removed',
  'recovery-codes',
  'role',
  'disable',
  'enable',
  'publish',
  'rollback',
  'upload',
  'cut',
  'retry',
  'cancel',
]);
export type AuditAction = z.output<typeof AuditActionSchema>;

/** One field's value before and after a change; null where there was none (a creation, a deletion). */
export const FieldChangeSchema = z.object({ before: z.unknown(), after: z.unknown() });
export type FieldChange = z.output<typeof FieldChangeSchema>;

/** One entry of the audit log. Nothing in the log can be changed or removed. */
export const AuditEntrySchema = z.object({
  id: z.number().int().positive(),
  at: DateTimeSchema,
  /** Who made the change; null for a change made from the command line (the first admin's invitation). */
  staff_id: z.number().int().positive().nullable(),
  /** Their name at the time of reading, or null. */
  staff_name: z.string().nullable(),
  action: AuditActionSchema,
  /** The kind of record, e.g. 'staff', 'staff_invitation', 'composition', 'image', 'master', 'captions'. */
  entity_type: z.string(),
  /** The record's id (a staff id, an identifier, a uuid, a picture's `src`, a master's id), as text. */
  record_id: z.string(),
  /** Only the fields that changed. */
  changes: z.record(z.string(), FieldChangeSchema),
});
export type AuditEntry = z.output<typeof AuditEntrySchema>;

/** The largest page of the audit log. */
export const AUDIT_PER_PAGE_MAX = 200;

const searchText = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max, { error: `At most ${max} characters.` });
/** A date (`2026-05-01`, the whole day in UTC) or an ISO instant with an offset. */
const dateOrInstant = z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
  error: 'Give a date such as 2026-05-01 or an instant such as 2026-05-01T18:30:00Z.',
});

/**
 * `GET /api/studio/audit/?…`: newest first. `entity_type` and `record_id` name one record,
 * `from` (inclusive) and `to` (inclusive, to the end of a day when a date) bound the time.
 */
export const AuditQuerySchema = z.object({
  staff_id: z.coerce.number({ error: 'Must be a whole number.' }).int().positive().optional(),
  entity_type: searchText(64).optional(),
  record_id: searchText(128).optional(),
  from: dateOrInstant.optional(),
  to: dateOrInstant.optional(),
  page: z.coerce.number({ error: 'Must be a whole number.' }).int().positive().default(1),
  per_page: z.coerce.number({ error: 'Must be a whole number.' }).int().positive().max(AUDIT_PER_PAGE_MAX).default(50),
});
export type AuditQuery = z.output<typeof AuditQuerySchema>;

/** One page of the audit log, and how many entries match in all. */
export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  per_page: z.number().int().positive(),
});
export type AuditPage = z.output<typeof AuditPageSchema>;
