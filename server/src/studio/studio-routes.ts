import { STUDIO_ACCESS, STUDIO_PATHS, STUDIO_PREFIX } from '#lib/studio/contract.ts';
import { acceptFinish, acceptStart } from './acceptance-handlers.ts';
import { IMAGE_UPLOAD_BODY, uploadImage } from './image-handlers.ts';
import { passkeyStep, passwordStep, recoveryStep } from './sign-in-handlers.ts';
import { auditLog, invite, me, openInvitations, patchStaff, revoke, signOut, staffList } from './staff-handlers.ts';
import { account, newPasskeyFinish, newPasskeyStart, newRecoveryCodes, removePasskey } from './account-handlers.ts';
import { draftChanges } from '../publishing/draft-changes.ts';
import { askPreview } from '../preview/preview-routes.ts';
import { cancelSchedule, listSchedules, makeSchedule } from '../publishing/schedule-handlers.ts';
import { askPublish, askRollback, listPublishes, readOnePublish } from '../publishing/publish-handlers.ts';
import { recordRoutes } from './records/record-routes.ts';
import {
  cancelRenditions,
  cutPart,
  listMasters,
  masterWaveform,
  retryRenditions,
} from '../media/uploads/master-handlers.ts';
import { CAPTIONS_UPLOAD_BODY, deleteCaptions, putCaptions } from '../media/uploads/caption-handlers.ts';
import { playsExport, playsReport } from './plays-handlers.ts';
import type { StudioRoute } from './studio-route.ts';
import { licencesOverview } from './rights/licences-overview.ts';

const ADMIN = STUDIO_ACCESS.staff;
const ANY_ROLE = STUDIO_ACCESS.any;

/**
 * Every route of the studio API, and who may call it. The guard runs from this table, and the
 * guard test walks it: a route added here is guarded and tested without another line. Who may
 * call what comes from one table, STUDIO_ACCESS (src/lib/studio/roles.ts); the catalogue's
 * routes, one set per list, from recordRoutes.
 */
export const STUDIO_ROUTES: readonly StudioRoute[] = [
  { method: 'POST', path: STUDIO_PATHS.acceptStart, access: 'public', rateLimited: true, handler: acceptStart },
  { method: 'POST', path: STUDIO_PATHS.acceptFinish, access: 'public', rateLimited: true, handler: acceptFinish },
  { method: 'POST', path: STUDIO_PATHS.signInPassword, access: 'public', rateLimited: true, handler: passwordStep },
  { method: 'POST', path: STUDIO_PATHS.signInPasskey, access: 'public', rateLimited: true, handler: passkeyStep },
  { method: 'POST', path: STUDIO_PATHS.signInRecovery, access: 'public', rateLimited: true, handler: recoveryStep },
  { method: 'POST', path: STUDIO_PATHS.signOut, access: ANY_ROLE, rateLimited: false, handler: signOut },
  { method: 'GET', path: STUDIO_PATHS.me, access: ANY_ROLE, rateLimited: false, handler: me },
  { method: 'GET', path: STUDIO_PATHS.account, access: ANY_ROLE, rateLimited: false, handler: account },
  // The password asked again is counted by the sign-in rate limit, as at sign-in.
  { method: 'POST', path: STUDIO_PATHS.accountPasskeys, access: ANY_ROLE, rateLimited: true, handler: newPasskeyStart },
  {
    method: 'POST',
    path: STUDIO_PATHS.accountPasskeysFinish,
    access: ANY_ROLE,
    rateLimited: true,
    handler: newPasskeyFinish,
  },
  {
    method: 'DELETE',
    path: `${STUDIO_PREFIX}/account/passkeys/:id/`,
    access: ANY_ROLE,
    rateLimited: false,
    handler: removePasskey,
  },
  {
    method: 'POST',
    path: STUDIO_PATHS.accountRecoveryCodes,
    access: ANY_ROLE,
    rateLimited: true,
    handler: newRecoveryCodes,
  },
  { method: 'GET', path: STUDIO_PATHS.staff, access: ADMIN, rateLimited: false, handler: staffList },
  { method: 'PATCH', path: `${STUDIO_PREFIX}/staff/:id/`, access: ADMIN, rateLimited: false, handler: patchStaff },
  { method: 'POST', path: STUDIO_PATHS.invitations, access: ADMIN, rateLimited: true, handler: invite },
  { method: 'GET', path: STUDIO_PATHS.invitations, access: ADMIN, rateLimited: false, handler: openInvitations },
  { method: 'DELETE', path: `${STUDIO_PREFIX}/invitations/:id/`, access: ADMIN, rateLimited: false, handler: revoke },
  { method: 'GET', path: STUDIO_PATHS.audit, access: STUDIO_ACCESS.audit, rateLimited: false, handler: auditLog },
  {
    method: 'POST',
    path: STUDIO_PATHS.images,
    access: STUDIO_ACCESS.catalogue,
    rateLimited: false,
    upload: IMAGE_UPLOAD_BODY,
    handler: uploadImage,
  },
  ...recordRoutes(),
  { method: 'GET', path: STUDIO_PATHS.schedules, access: ANY_ROLE, rateLimited: false, handler: listSchedules },
  {
    method: 'POST',
    path: STUDIO_PATHS.schedules,
    access: STUDIO_ACCESS.publish,
    rateLimited: false,
    handler: makeSchedule,
  },
  {
    method: 'DELETE',
    path: `${STUDIO_PREFIX}/schedules/:id/`,
    access: STUDIO_ACCESS.publish,
    rateLimited: false,
    handler: cancelSchedule,
  },
  { method: 'POST', path: STUDIO_PATHS.previews, access: ANY_ROLE, rateLimited: false, handler: askPreview },
  { method: 'GET', path: STUDIO_PATHS.drafts, access: ANY_ROLE, rateLimited: false, handler: draftChanges },
  { method: 'GET', path: STUDIO_PATHS.publishes, access: ANY_ROLE, rateLimited: false, handler: listPublishes },
  {
    method: 'GET',
    path: STUDIO_PATHS.licences,
    access: STUDIO_ACCESS.rights,
    rateLimited: false,
    handler: licencesOverview,
  },
  {
    method: 'POST',
    path: `${STUDIO_PREFIX}/masters/:id/parts/`,
    access: STUDIO_ACCESS.media,
    rateLimited: false,
    handler: cutPart,
  },
  { method: 'GET', path: STUDIO_PATHS.masters, access: STUDIO_ACCESS.media, rateLimited: false, handler: listMasters },
  {
    method: 'POST',
    path: `${STUDIO_PREFIX}/masters/:id/cancel/`,
    access: STUDIO_ACCESS.media,
    rateLimited: false,
    handler: cancelRenditions,
  },
  {
    method: 'GET',
    path: `${STUDIO_PREFIX}/masters/:id/waveform/`,
    access: STUDIO_ACCESS.media,
    rateLimited: false,
    handler: masterWaveform,
  },
  {
    method: 'POST',
    path: `${STUDIO_PREFIX}/masters/:id/retry/`,
    access: STUDIO_ACCESS.media,
    rateLimited: false,
    handler: retryRenditions,
  },
  {
    method: 'PUT',
    path: `${STUDIO_PREFIX}/masters/:id/captions/:language/`,
    access: STUDIO_ACCESS.media,
    rateLimited: false,
    upload: CAPTIONS_UPLOAD_BODY,
    handler: putCaptions,
  },
  {
    method: 'DELETE',
    path: `${STUDIO_PREFIX}/masters/:id/captions/:language/`,
    access: STUDIO_ACCESS.media,
    rateLimited: false,
    handler: deleteCaptions,
  },
  {
    method: 'POST',
    path: STUDIO_PATHS.publishes,
    access: STUDIO_ACCESS.publish,
    rateLimited: false,
    handler: askPublish,
  },
  {
    method: 'GET',
    path: `${STUDIO_PREFIX}/publishes/:id/`,
    access: ANY_ROLE,
    rateLimited: false,
    handler: readOnePublish,
  },
  { method: 'GET', path: STUDIO_PATHS.plays, access: STUDIO_ACCESS.plays, rateLimited: false, handler: playsReport },
  {
    method: 'GET',
    path: STUDIO_PATHS.playsExport,
    access: STUDIO_ACCESS.plays,
    rateLimited: false,
    handler: playsExport,
  },
  {
    method: 'POST',
    path: `${STUDIO_PREFIX}/publishes/:id/rollback/`,
    access: STUDIO_ACCESS.rollback,
    rateLimited: false,
    handler: askRollback,
  },
];
