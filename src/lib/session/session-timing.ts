import type { Session } from '../api/auth.ts';

/** Rules §4 and §9: the session's timing constants, in milliseconds. */
export const SESSION_TIMING = {
  /** Refresh the access token when less than this remains. */
  refreshMarginMs: 10_000,
  /** Clear the user this long before the refresh token expires. */
  userExpiryMarginMs: 1_000,
} as const;

/** A session whose `expires` or `refreshExpires` is not a valid instant. */
export class InvalidSessionTimeError extends Error {
  constructor(field: string, value: string) {
    super(`The session's ${field} is not a valid date-time: '${value}'`);
    this.name = 'InvalidSessionTimeError';
  }
}

function instant(field: 'expires' | 'refreshExpires', value: string): number {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new InvalidSessionTimeError(field, value);
  return ms;
}

/** Whether the access token must be refreshed before use: under 10 s remain (exactly 10 s do not). */
export function needsRefresh(session: Pick<Session, 'expires'>, now: Date): boolean {
  return instant('expires', session.expires) - now.getTime() < SESSION_TIMING.refreshMarginMs;
}

/**
 * Milliseconds until the user is cleared: 1 s before the refresh token expires, never negative
 * (0 means clear now).
 */
export function msUntilUserExpiry(session: Pick<Session, 'refreshExpires'>, now: Date): number {
  const at = instant('refreshExpires', session.refreshExpires) - SESSION_TIMING.userExpiryMarginMs;
  return Math.max(0, at - now.getTime());
}

/** Whether the user must be cleared now: the refresh token expires within a second or already has. */
export function userExpired(session: Pick<Session, 'refreshExpires'>, now: Date): boolean {
  return msUntilUserExpiry(session, now) === 0;
}
