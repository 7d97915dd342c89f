/**
 * The local-storage key of the signed-in session (rules §9), in a module of its own so
 * the head script can name it without bringing the session's schemas.
 */
export const CURRENT_USER_KEY = 'currentuser';
