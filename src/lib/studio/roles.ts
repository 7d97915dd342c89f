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

/**
 * Who may do what in the studio, in one table: the server's route table (studio-routes.ts) and
 * the studio's menu (role-access.ts) read it. An admin may do all that an editor or a media
 * person may, so every entry names 'admin'.
 */
export const STUDIO_ACCESS = {
  any: ['admin', 'editor', 'media'],
  staff: ['admin'],
  audit: ['admin'],
  /** Every catalogue record, its texts and images. */
  catalogue: ['admin', 'editor'],
  /** The records that hold media: performances (recordings, movements, captions) and live streams (their links). */
  media: ['admin', 'editor', 'media'],
  /** Publishing the drafts: an editor's, as making and deleting records is; everyone reads the history. */
  publish: ['admin', 'editor'],
  /** Rolling the site and the API back to an earlier version. */
  rollback: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** The catalogue lists a media person edits too. */
const MEDIA_LISTS: ReadonlySet<string> = new Set(['performances', 'live_streams']);

/** Who may read and edit a catalogue list of the studio. */
export function listAccess(list: string): readonly StaffRole[] {
  if (list === 'any') return STUDIO_ACCESS.any;
  return MEDIA_LISTS.has(list) ? STUDIO_ACCESS.media : STUDIO_ACCESS.catalogue;
}

/**
 * The fields of a record a media person may change: a performance's recordings (their media,
 * movements, captions) and chapters, a live stream's links and replay. The rest of those records,
 * and creating or deleting them, is an editor's.
 */
export const MEDIA_FIELDS: Readonly<Record<string, readonly string[]>> = {
  performances: ['recordings', 'chapter_captions_url'],
  live_streams: ['live_media', 'replay_media', 'can_replay', 'replay_end_time', 'chat_code', 'stream_error_message'],
};

/** Whether a member with `role` may change `field` of a record of `list` (given they may open the list). */
export function mayChangeField(role: StaffRole, list: string, field: string): boolean {
  if (role !== 'media') return true;
  return MEDIA_FIELDS[list]?.includes(field) === true;
}
