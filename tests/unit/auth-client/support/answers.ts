import { session } from '../../session/support/session-fixture.ts';

/** A session answer as the server sends it. */
export const SESSION_ANSWER = session();

/** A provider login answer for a new account. */
export const NEW_USER_ANSWER = { ...session(), new_user: true };

/** A provider login answer for a known account. */
export const KNOWN_USER_ANSWER = { ...session(), new_user: false };
