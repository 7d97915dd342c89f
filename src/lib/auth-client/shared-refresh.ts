import type { Session } from '../api/auth.ts';
import type { RefreshSession } from '../session/refresher.ts';

/** The lock every tab of the site takes around a token refresh. */
export const REFRESH_LOCK_NAME = 'concert-library:session-refresh';

/** The part of the Web Locks API a refresh needs (`navigator.locks`). */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** Another tab signed the visitor out while this one waited to refresh. */
export class SignedOutElsewhereError extends Error {
  constructor() {
    super('The visitor signed out in another tab while this one waited to refresh the session');
    this.name = 'SignedOutElsewhereError';
  }
}

/**
 * Makes a refresh safe across the tabs of one browser. Refresh tokens rotate, and the server
 * revokes the whole family when a used one comes back, so two tabs refreshing with the same
 * token would sign the visitor out everywhere. Each refresh therefore runs under one Web Lock
 * and first re-reads the stored session: when another tab has rotated the token meanwhile,
 * that tab's session is the answer and no call is made. Without Web Locks (old browsers, the
 * native wrappers) the refresh runs as it is.
 */
export function shareRefreshAcrossTabs(
  refresh: RefreshSession,
  readStored: () => Session | null | Promise<Session | null>,
  locks: RefreshLocks | undefined,
): RefreshSession {
  if (locks === undefined) return refresh;
  return (refreshToken) =>
    locks.request(REFRESH_LOCK_NAME, async () => {
      const stored = await readStored();
      if (stored === null) throw new SignedOutElsewhereError();
      return stored.refresh === refreshToken ? refresh(refreshToken) : stored;
    });
}
