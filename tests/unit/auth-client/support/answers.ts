import { buildSession } from '../../../support/contract-builders.ts';

/** A session answer as the server sends it. */
export const SESSION_ANSWER = buildSession();

/** A provider login answer for a new account. */
export const NEW_USER_ANSWER = { ...buildSession(), new_user: true };

/** A provider login answer for a known account. */
export const KNOWN_USER_ANSWER = { ...buildSession(), new_user: false };
