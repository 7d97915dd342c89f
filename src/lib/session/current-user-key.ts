import type { Session } from '../api/auth.ts';

/**
 * The local-storage key of the signed-in session (rules §9) and how a session is written under it,
 * in a module of their own so the head script and the session store name them without the
 * session's schemas (stored-session.ts reads a stored value back).
 */
export const CURRENT_USER_KEY = 'currentuser';

/** The text stored under `currentuser`. */
export function serializeSession(session: Session): string {
  return JSON.stringify(session);
}
