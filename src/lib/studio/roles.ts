import { z } from 'zod';

/**
 * What a member of staff may do in the studio: `admin` invites staff, sets roles and reads the
 * audit log (and may do all the others may); `editor` edits catalogue records, texts and images;
 * `media` edits recordings, movements, captions and live-stream links; `rights` records the
 * licences of works and performances and reads the plays reports.
 */
export const StaffRoleSchema = z.enum(['admin', 'editor', 'media', 'rights'], {
  error: "Choose one of 'admin', 'editor', 'media' or 'rights'.",
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
  any: ['admin', 'editor', 'media', 'rights'],
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
  /** Licences: the list of what is unrecorded or ends soon, and the plays reports. */
  rights: ['admin', 'rights'],
  /** The plays report and its exports to publishers (docs/plays.md): a rights manager's. */
  plays: ['admin', 'rights'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** The catalogue lists a media person edits too. */
const MEDIA_LISTS: ReadonlySet<string> = new Set(['performances', 'live_streams']);

/**
 * The fields of a record a media person may change: a performance's recordings (their media,
 * movements, captions) and chapters, a live stream's links and replay. The rest of those records,
 * and creating or deleting them, is an editor's.
 */
export const MEDIA_FIELDS: Readonly<Record<string, readonly string[]>> = {
  performances: ['recordings', 'chapter_captions_url'],
  live_streams: ['live_media', 'replay_media', 'can_replay', 'replay_end_time', 'chat_code', 'stream_error_message'],
};

/**
 * The licence fields (docs/rights.md): a work's and a performance's. A rights manager changes these
 * and nothing else; an editor changes everything else, and not these.
 */
export const RIGHTS_FIELDS: Readonly<Record<string, readonly string[]>> = {
  compositions: ['public_domain', 'publisher', 'licence_notes'],
  performances: [
    'streaming_media',
    'allowed_territories',
    'excluded_territories',
    'available_from',
    'available_until',
    'embargo_until',
  ],
};

/** Who may read and edit a catalogue list of the studio. */
export function listAccess(list: string): readonly StaffRole[] {
  if (list === 'any') return STUDIO_ACCESS.any;
  const editors = MEDIA_LISTS.has(list) ? STUDIO_ACCESS.media : STUDIO_ACCESS.catalogue;
  return list in RIGHTS_FIELDS ? [...editors, 'rights'] : editors;
}

const isRightsField = (list: string, field: string): boolean => RIGHTS_FIELDS[list]?.includes(field) === true;

/** Whether a member with `role` may change `field` of a record of `list` (given they may open the list). */
export function mayChangeField(role: StaffRole, list: string, field: string): boolean {
  if (role === 'admin') return true;
  if (role === 'rights') return isRightsField(list, field);
  if (isRightsField(list, field)) return false;
  return role === 'editor' || MEDIA_FIELDS[list]?.includes(field) === true;
}

/** Who to ask to change fields a member may not: a rights manager for licence fields, else an editor. */
export function whoChanges(list: string, fields: readonly string[]): string {
  return fields.every((field) => isRightsField(list, field)) ? 'a rights manager or an admin' : 'an editor';
}
