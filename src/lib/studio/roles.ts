import { z } from 'zod';

/**
 * What a member of staff may do in the studio: `admin` invites staff, sets roles and reads the
 * audit log (and may do all an editor and a media person may); `editor` edits catalogue records,
 * texts and images; `media` edits recordings, movements, captions and live-stream links.
 */
export const StaffRoleSchema = z.enum(['admin', 'editor', 'media'], {
  error: "Choose one of 'admin', 'editor' or 'media'.",
});
export type StaffRole = z.output<typeof StaffRoleSchema>;

/** Every role, in the order the studio lists them. */
export const STAFF_ROLES: readonly StaffRole[] = StaffRoleSchema.options;
