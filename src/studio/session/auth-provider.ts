import type { AuthProvider } from 'ra-core';
import { mayOpen } from '#lib/studio/role-access.ts';
import { StudioSessionSchema } from '#lib/studio/session.ts';
import { STUDIO_PATHS } from '#lib/studio/paths.ts';
import { StudioRequestError } from '#lib/studio/studio-request.ts';
import { z } from 'zod';
import { clearSession, currentSession, requestWithToken, saveSession } from './studio-session.ts';

/**
 * The studio's sessions for ra-core. Signing in happens on the studio's own screens (a password,
 * then a passkey or a recovery code); `login` only receives the session they end with.
 */
export const authProvider: AuthProvider = {
  login(params: unknown) {
    saveSession(StudioSessionSchema.parse((params as { session?: unknown }).session));
    return Promise.resolve();
  },
  async logout() {
    const session = currentSession();
    clearSession();
    // Ends the session on the server too; a session already over there needs nothing more.
    if (session)
      await requestWithToken(session.token, STUDIO_PATHS.signOut, z.unknown(), { method: 'POST' }).catch(
        () => undefined,
      );
    return '/login';
  },
  checkAuth() {
    return currentSession() ? Promise.resolve() : Promise.reject(new Error('Please sign in to the studio.'));
  },
  checkError(error: unknown) {
    if (!(error instanceof StudioRequestError && error.status === 401)) return Promise.resolve();
    clearSession();
    return Promise.reject(error);
  },
  getIdentity() {
    const session = currentSession();
    if (!session) return Promise.reject(new Error('Please sign in to the studio.'));
    return Promise.resolve({ id: session.staff.id, fullName: session.staff.name, role: session.staff.role });
  },
  getPermissions() {
    return Promise.resolve(currentSession()?.staff.role ?? null);
  },
  canAccess({ resource }) {
    const role = currentSession()?.staff.role;
    return Promise.resolve(role !== undefined && mayOpen(role, resource));
  },
};
