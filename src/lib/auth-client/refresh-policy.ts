import type { Session } from '../api/auth.ts';
import type { RefreshSession } from '../session/refresher.ts';
import { AuthCallError } from './auth-call-error.ts';

/**
 * Whether a failed refresh means the session is over: the server refused the refresh token
 * (a 4xx answer other than 408 and 429). A network failure, a timeout, a throttled or a server
 * error says nothing about the token.
 */
export function refreshRefused(error: unknown): boolean {
  if (!(error instanceof AuthCallError)) return false;
  return error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429;
}

/**
 * Keeps the visitor signed in when a refresh fails for a passing reason. The single-flight
 * refresher clears the session whenever its refresh call fails; a dropped connection on a
 * train must not sign anyone out, so such a failure answers the current session unchanged
 * (the next authenticated call tries again) and only a refused token ends the session.
 */
export function keepSessionWhenUnreachable(refresh: RefreshSession, current: () => Session | null): RefreshSession {
  return async (refreshToken) => {
    try {
      return await refresh(refreshToken);
    } catch (error) {
      const session = current();
      if (refreshRefused(error) || session === null || session.refresh !== refreshToken) throw error;
      return session;
    }
  };
}
