import { currentSession } from './studio-session.ts';

/**
 * Opens the studio's bare address (`/studio/`, `/studio/#/`) without a session straight at its sign-in
 * screen. Left to ra-core, the home screen would first ask for the session, sign out on its absence and
 * only then move to sign-in, under React's transition of the first render: on a busy machine the page
 * stayed blank for seconds. A deeper address (`#/audit`) still goes that way, so that it is reached
 * after the sign-in.
 */
export function openAtSignInWhenSignedOut(): void {
  if (currentSession() !== null) return;
  if (window.location.hash === '' || window.location.hash === '#' || window.location.hash === '#/')
    window.history.replaceState(window.history.state, '', '#/login');
}
