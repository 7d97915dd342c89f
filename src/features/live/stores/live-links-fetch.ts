import { site } from '../../../config/site.ts';
import { rememberLocation } from '../../../stores/redirect-to.ts';
import { $session, authorizedFetch, whenSessionRestored } from '../../../stores/session.ts';
import { fetchLiveLinks, type LiveLinksStream } from '../lib/fetch-live-links.ts';
import type { LivePlayback } from '../lib/live-target.ts';

/**
 * What fetching a live stream's links needs beyond the page's state (live-links.ts): the session and its
 * bearer token, the answer's reading and the sign-in redirect. The store
 * loads it when the page first asks for links, after its island has drawn.
 */

/** The session's sign-ins: a stream refused for want of one is asked again after it. */
export { onSignIn } from '../../../stores/session.ts';

/** Fetches a stream's live or replay links now, with the bearer token when the visitor is signed in. */
export async function fetchLinksNow(stream: LiveLinksStream, playback: LivePlayback) {
  await whenSessionRestored();
  return fetchLiveLinks({
    fetch: authorizedFetch,
    apiBase: site.apiBase,
    stream,
    playback,
    signedIn: $session.get() !== null,
    now: new Date(),
  });
}

/** Remembers this page under `redirectTo`, so sign-in comes back here (rules §4). */
export function rememberHere(): void {
  if (typeof window !== 'undefined') rememberLocation(window.location);
}
