import type { FetchFunction } from '#lib/auth-client/auth-request.ts';
import { browserAlert, browserLocation } from '#lib/browser/browser-globals.ts';
import type { ErrorReporter } from '#lib/error-reporting/error-reporter.ts';
import { errorReporter } from '#lib/error-reporting/site-error-reporter.ts';
import type { Notice } from '#lib/errors/notice.ts';
import { showFlash } from '../flash.ts';
import { rememberLocation } from '../redirect-to.ts';
import { $session, authorizedFetch, onSignIn, whenSessionRestored } from '../session.ts';

/**
 * What the player needs from the rest of the site: the session's bearer-token fetch, the
 * flash messages, `redirectTo`, sign-in events and error reporting. The player's stores
 * reach the session, flash and redirect stores through this object only, so those stay free
 * to change; the player bar's own code loads it only when it first needs it
 * (player-controls.ts), because the session brings its auth client with it.
 */
export interface PlayerServices {
  /** Sends a call that needs sign-in, with `Authorization: Bearer` (refreshed when needed). */
  readonly authorizedFetch: FetchFunction;
  /**
   * Tells the visitor: a flash notice flashes, an alert notice alerts. Inline notices (the
   * video area's) and silent ones are left to the caller.
   */
  showNotice(notice: Notice): void;
  /** Rules §4: a stream's 401 stores the current path under `redirectTo`. */
  rememberCurrentPath(): void;
  /** Calls back each time the visitor goes from signed out to signed in; answers how to stop. */
  onSignIn(listener: () => void): () => void;
  /** Whether a visitor is signed in, once the stored session has been read. */
  signedIn(): Promise<boolean>;
  readonly errors: ErrorReporter;
}

function showNotice(notice: Notice): void {
  if (notice.show.kind === 'flash') showFlash(notice);
  // Rules §8 asks for a blocking alert here (network failures, audio errors).
  else if (notice.show.kind === 'alert') browserAlert(notice.message);
}

function rememberCurrentPath(): void {
  const location = browserLocation();
  if (location !== undefined) rememberLocation(location);
}

/** The player's services, wired to the site's session, flash and redirect stores. */
export const playerServices: PlayerServices = {
  authorizedFetch,
  showNotice,
  rememberCurrentPath,
  onSignIn,
  signedIn: async () => {
    await whenSessionRestored();
    return $session.get() !== null;
  },
  errors: errorReporter,
};
