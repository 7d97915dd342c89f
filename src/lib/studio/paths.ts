/**
 * The studio API's paths, under the API's origin. Every path also answers without its
 * trailing slash. Routes other than the sign-in and invitation-acceptance ones need a studio
 * session (`Authorization: Bearer {token}`): none answers 401, a listener's token 403, a role
 * the route does not allow 403.
 */
export const STUDIO_PREFIX = '/api/studio';

/**
 * Where the API mounts the studio's preview renderer (server/src/preview/preview-renderer.ts,
 * docs/studio.md "Preview"). Below it, the pages mirror the site's paths below its base path
 * (`/composition/{identifier}/`, `/compositions/composer/{identifier}/`…, `/` for the home page),
 * and `/_astro/…` holds the renderer's own stylesheets and scripts. Here rather than beside the
 * preview's schemas (preview.ts): the preview's own script reads it in the browser, without zod.
 */
export const PREVIEW_PREFIX = `${STUDIO_PREFIX}/preview`;

export const STUDIO_PATHS = {
  /** POST AcceptStartForm → AcceptStartAnswer. */
  acceptStart: `${STUDIO_PREFIX}/invitations/accept/start/`,
  /** POST AcceptFinishForm → 201 AcceptFinishAnswer. */
  acceptFinish: `${STUDIO_PREFIX}/invitations/accept/finish/`,
  /** POST PasswordStepForm → SecondFactorChallenge. */
  signInPassword: `${STUDIO_PREFIX}/sign-in/password/`,
  /** POST PasskeyStepForm → StudioSession. */
  signInPasskey: `${STUDIO_PREFIX}/sign-in/passkey/`,
  /** POST RecoveryStepForm → StudioSession. */
  signInRecovery: `${STUDIO_PREFIX}/sign-in/recovery/`,
  /** POST (no body) → 204; every session of this member ends. Any role. */
  signOut: `${STUDIO_PREFIX}/sign-out/`,
  /** GET → StaffMember. Any role. */
  me: `${STUDIO_PREFIX}/me/`,
  /** GET → StaffList. Admin. */
  staff: `${STUDIO_PREFIX}/staff/`,
  /** PATCH StaffPatch → StaffRecord; 409 when it would leave no admin. Admin. */
  staffMember: (id: number) => `${STUDIO_PREFIX}/staff/${id}/`,
  /** POST InvitationForm → 201 Invitation; GET → OpenInvitationList. Admin. */
  invitations: `${STUDIO_PREFIX}/invitations/`,
  /** DELETE → 204: the invitation's link no longer works; 404 when it is not open. Admin. */
  invitation: (id: number) => `${STUDIO_PREFIX}/invitations/${id}/`,
  /** GET ?AuditQuery → AuditPage. Admin. */
  audit: `${STUDIO_PREFIX}/audit/`,
  /** GET → Account: the member's own passkeys and unused recovery codes. Any role. */
  account: `${STUDIO_PREFIX}/account/`,
  /** POST PasswordAgainForm → NewPasskeyStart. Any role. */
  accountPasskeys: `${STUDIO_PREFIX}/account/passkeys/`,
  /** POST NewPasskeyForm → 201 OwnPasskey. Any role. */
  accountPasskeysFinish: `${STUDIO_PREFIX}/account/passkeys/finish/`,
  /** DELETE → 204; the last one → 409. Any role, their own only. */
  accountPasskey: (id: number) => `${STUDIO_PREFIX}/account/passkeys/${id}/`,
  /** POST PasswordAgainForm → 201 NewRecoveryCodes. Any role. */
  accountRecoveryCodes: `${STUDIO_PREFIX}/account/recovery-codes/`,
  /** GET → ListDescriptions: the catalogue lists and their fields. Any role. */
  lists: `${STUDIO_PREFIX}/lists/`,
  /**
   * GET ?RecordListQuery → RecordPage; POST RecordSave → 201 StudioRecord. The roles of listAccess(list).
   */
  records: (list: string) => `${STUDIO_PREFIX}/records/${list}/`,
  /**
   * GET → StudioRecord; PUT RecordSave with If-Match → StudioRecord (with `carried` when a new
   * identifier carried other records' references along); DELETE with If-Match → the StudioRecord
   * marked deleted, or 204 for a new record. 409 RecordConflict on a stale version, 409 {detail}
   * when a deletion would leave others' references dangling, 428 without If-Match.
   */
  record: (list: string, key: string) => `${STUDIO_PREFIX}/records/${list}/${encodeURIComponent(key)}/`,
  /** POST with If-Match → the published StudioRecord, or 204 for a new record: the draft is dropped. */
  discard: (list: string, key: string) => `${STUDIO_PREFIX}/records/${list}/${encodeURIComponent(key)}/discard/`,
  /**
   * POST the picture's bytes with ?ImageUploadQuery → 201 ImageUploadAnswer; a file that is not a
   * picture or is too small → 400 {file}, one too large → 413 {file}. Catalogue roles.
   */
  images: `${STUDIO_PREFIX}/images/`,
  /**
   * GET → Schedules (not yet due, soonest first). POST ScheduleRequest → 201 Schedule; a time not
   * in the future, a publish without a draft or a take-down of what is not published → 400; a
   * take-down others refer to → 409. Publishing roles.
   */
  schedules: `${STUDIO_PREFIX}/schedules/`,
  /** DELETE → 204: the schedule is cancelled; 404 when it is not waiting. Publishing roles. */
  schedule: (id: number) => `${STUDIO_PREFIX}/schedules/${id}/`,
  /** POST PreviewRequest → PreviewLink: where to open the record's preview; 409 when it has no page. Any role. */
  previews: `${STUDIO_PREFIX}/previews/`,
  /** GET ?ticket= → 303 to the preview, with its cookie set; an expired or forged ticket → 401 (a page). */
  previewSession: `${STUDIO_PREFIX}/preview-session/`,
  /** GET → DraftChanges: every record with unpublished changes, field by field. Any role. */
  drafts: `${STUDIO_PREFIX}/drafts/`,
  /** GET → PublishHistory (newest first). POST PublishRequest → 202 Publish (queued). Catalogue roles. */
  publishes: `${STUDIO_PREFIX}/publishes/`,
  /** GET → Publish: one entry, its progress while it runs. Catalogue roles. */
  publish: (id: number) => `${STUDIO_PREFIX}/publishes/${id}/`,
  /** POST (no body) → 202 Publish: a rollback to that entry, queued; 409 when it cannot be rolled back to. Admin. */
  rollback: (id: number) => `${STUDIO_PREFIX}/publishes/${id}/rollback/`,
  /** GET → Masters (newest first, 100): the files uploaded for recordings, and the ones refused. Media roles. */
  masters: `${STUDIO_PREFIX}/masters/`,
  /** POST (no body) → Master: its renditions' job asked to stop; 409 when none is queued or running. Media roles. */
  cancelRenditions: (id: number) => `${STUDIO_PREFIX}/masters/${id}/cancel/`,
  /** POST (no body) → Master: its renditions made again by a new job; 409 while one runs. Media roles. */
  retryRenditions: (id: number) => `${STUDIO_PREFIX}/masters/${id}/retry/`,
  /** GET → MasterWaveform: its peaks and a signed link to its sound; 409 until its renditions are made. Media roles. */
  masterWaveform: (id: number) => `${STUDIO_PREFIX}/masters/${id}/waveform/`,
  /**
   * PUT (the file as the body: WebVTT, or SubRip converted) → Master: its captions in that language, checked against
   * its renditions' length, added or replaced; DELETE → Master, the language removed. 409 until its renditions are
   * made. Media roles.
   */
  masterCaptions: (id: number, language: string) =>
    `${STUDIO_PREFIX}/masters/${id}/captions/${encodeURIComponent(language)}/`,
  /**
   * POST MasterPartRequest → 201 Master: a part cut from the master, its renditions queued; 400 at the field for a
   * span the master does not hold, 409 for a part of a part or a master whose file is gone. Media roles.
   */
  masterParts: (id: number) => `${STUDIO_PREFIX}/masters/${id}/parts/`,
  /** GET → LicencesOverview: licences ending within 30 days, and performances with none recorded. Rights roles. */
  licences: `${STUDIO_PREFIX}/licences/`,
  /** GET ?PlaysQuery → PlaysReport: plays per work and territory over a period, exact (docs/plays.md). Plays roles. */
  plays: `${STUDIO_PREFIX}/plays/`,
  /** GET ?PlaysExportQuery → text/csv: one publisher's plays, counts under 5 as '<5'. Plays roles. */
  playsExport: `${STUDIO_PREFIX}/plays/export/`,
} as const;

/** Where a mailed invitation opens the studio: `{SITE_ORIGIN}{SITE_BASE_PATH}` before it. */
export function invitationPath(token: string): string {
  return `/studio/#/invitation/${token}`;
}
