/**
 * The studio API's paths, under the API's origin. Every path also answers without its
 * trailing slash. Routes other than the sign-in and invitation-acceptance ones need a studio
 * session (`Authorization: Bearer {token}`): none answers 401, a listener's token 403, a role
 * the route does not allow 403.
 */
export const STUDIO_PREFIX = '/api/studio';

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
  /** POST InvitationForm → 201 Invitation. Admin. */
  invitations: `${STUDIO_PREFIX}/invitations/`,
  /** GET ?AuditQuery → AuditPage. Admin. */
  audit: `${STUDIO_PREFIX}/audit/`,
} as const;

/** Where a mailed invitation opens the studio: `{SITE_ORIGIN}{SITE_BASE_PATH}` before it. */
export function invitationPath(token: string): string {
  return `/studio/#/invitation/${token}`;
}
