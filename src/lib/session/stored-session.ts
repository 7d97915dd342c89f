import { z } from 'zod';
import { SessionSchema, UserSchema, type Session } from '../api/auth.ts';
import { userExpired } from './session-timing.ts';

export { CURRENT_USER_KEY } from './current-user-key.ts';

/**
 * What may be found under `currentuser`: the session as the API answers it, also as older clients
 * stored it — with the access token under only one of `token` and `access`, and without
 * `email_verified` (read as false until the next refresh brings the real value).
 */
const StoredSessionSchema = SessionSchema.extend({
  token: z.string().min(1).optional(),
  access: z.string().min(1).optional(),
  user: UserSchema.extend({ email_verified: z.boolean().default(false) }),
}).transform(({ token, access, ...rest }, ctx): Session => {
  const jwt = access ?? token;
  if (jwt === undefined) {
    ctx.addIssue({ code: 'custom', message: 'The stored session has no access token' });
    return z.NEVER;
  }
  return { ...rest, token: jwt, access: jwt };
});

function decode(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Reads a stored `currentuser` value: the JSON text from local storage, or the value the Android
 * wrapper hands over (text or already parsed). Anything missing, corrupt or of the wrong shape
 * reads as signed out (null) rather than failing the page.
 */
export function parseStoredSession(raw: unknown): Session | null {
  const result = StoredSessionSchema.safeParse(decode(raw));
  return result.success ? result.data : null;
}

/** The stored session to restore at start-up: null when absent, corrupt, or about to expire. */
export function restoreSession(raw: unknown, now: Date): Session | null {
  const session = parseStoredSession(raw);
  return session === null || userExpired(session, now) ? null : session;
}
