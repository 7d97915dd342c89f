import { STUDIO_PATHS, STUDIO_PREFIX, type StaffRole } from '#lib/studio/contract.ts';
import { acceptFinish, acceptStart } from './acceptance-handlers.ts';
import { passkeyStep, passwordStep, recoveryStep } from './sign-in-handlers.ts';
import { auditLog, invite, me, patchStaff, signOut, staffList } from './staff-handlers.ts';
import type { StudioRoute } from './studio-route.ts';

const ADMIN: readonly StaffRole[] = ['admin'];
const ANY_ROLE: readonly StaffRole[] = ['admin', 'editor', 'media'];

/**
 * Every route of the studio API, and who may call it. The guard runs from this table, and the
 * guard test walks it: a route added here is guarded and tested without another line. An admin
 * may do all that an editor or a media person may, so every role list names 'admin'.
 */
export const STUDIO_ROUTES: readonly StudioRoute[] = [
  { method: 'POST', path: STUDIO_PATHS.acceptStart, access: 'public', rateLimited: true, handler: acceptStart },
  { method: 'POST', path: STUDIO_PATHS.acceptFinish, access: 'public', rateLimited: true, handler: acceptFinish },
  { method: 'POST', path: STUDIO_PATHS.signInPassword, access: 'public', rateLimited: true, handler: passwordStep },
  { method: 'POST', path: STUDIO_PATHS.signInPasskey, access: 'public', rateLimited: true, handler: passkeyStep },
  { method: 'POST', path: STUDIO_PATHS.signInRecovery, access: 'public', rateLimited: true, handler: recoveryStep },
  { method: 'POST', path: STUDIO_PATHS.signOut, access: ANY_ROLE, rateLimited: false, handler: signOut },
  { method: 'GET', path: STUDIO_PATHS.me, access: ANY_ROLE, rateLimited: false, handler: me },
  { method: 'GET', path: STUDIO_PATHS.staff, access: ADMIN, rateLimited: false, handler: staffList },
  { method: 'PATCH', path: `${STUDIO_PREFIX}/staff/:id/`, access: ADMIN, rateLimited: false, handler: patchStaff },
  { method: 'POST', path: STUDIO_PATHS.invitations, access: ADMIN, rateLimited: true, handler: invite },
  { method: 'GET', path: STUDIO_PATHS.audit, access: ADMIN, rateLimited: false, handler: auditLog },
];
