import type { Session } from '../api/auth.ts';
import { needsRefresh, userExpired } from './session-timing.ts';

/** Where the signed-in session lives (the session store adapts its atom to this). */
export interface SessionStore {
  get(): Session | null;
  /** Stores a refreshed session, or null to sign the user out. */
  set(session: Session | null): void;
}

/** The token-refresh call: `POST /api/token/refresh/` with the refresh token. */
export type RefreshSession = (refreshToken: string) => Promise<Session>;

/** A token refresh that failed; the session has been cleared. */
export class SessionRefreshError extends Error {
  constructor(cause: unknown) {
    super('The session could not be refreshed; the user has been signed out', { cause });
    this.name = 'SessionRefreshError';
  }
}

/** Hands out access tokens, refreshing them when needed. */
export interface Refresher {
  /**
   * The access token an authenticated call should carry at `now`: refreshed first when under
   * 10 s remain, null when signed out or when the refresh token is about to expire (the user is
   * then cleared). Concurrent callers that find the token expiring share one refresh call. When
   * that call fails, the session is cleared and every waiting caller gets a `SessionRefreshError`.
   */
  accessToken(now: Date): Promise<string | null>;
}

interface Flight {
  session: Session;
  done: Promise<void>;
}

/** A single-flight refresher over a session store. */
export function createRefresher(refresh: RefreshSession, store: SessionStore): Refresher {
  let flight: Flight | null = null;

  // Writes only if the session is still the one refreshed: a sign-out or a new sign-in during
  // the call wins over its answer.
  async function run(session: Session): Promise<void> {
    try {
      const fresh = await refresh(session.refresh);
      if (store.get() === session) store.set(fresh);
    } catch (error) {
      if (store.get() === session) store.set(null);
      throw new SessionRefreshError(error);
    }
  }

  function join(session: Session): Promise<void> {
    if (flight?.session !== session) {
      const done = run(session).finally(() => {
        if (flight?.done === done) flight = null;
      });
      flight = { session, done };
    }
    return flight.done;
  }

  return {
    async accessToken(now) {
      const session = store.get();
      if (session === null) return null;
      if (userExpired(session, now)) {
        store.set(null);
        return null;
      }
      if (!needsRefresh(session, now)) return session.access;
      await join(session);
      return store.get()?.access ?? null;
    },
  };
}
