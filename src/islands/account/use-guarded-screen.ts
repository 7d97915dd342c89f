import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { site } from '../../config/site.ts';
import type { Session } from '#lib/api/auth.ts';
import { guardedScreenRedirect, type GuardedScreen } from '#lib/auth-client/account-routing.ts';
import { goToPage } from '../../stores/go-to-page.ts';
import { $session, $sessionRestored } from '../../stores/session.ts';
import { siteHref } from './follow-outcome.ts';

/** The session as a guarded screen sees it. */
export interface GuardedScreenState {
  readonly session: Session | null;
  /** Whether the stored session has been read. */
  readonly known: boolean;
  /** Whether the visitor is shown this screen: the session is known and the rule keeps them here. */
  readonly shown: boolean;
}

/**
 * The session as a screen renders it, and the routing rule of rules §2 and §6 for
 * guarded screens: /sign-in and /sign-up send a signed-in visitor to /compositions (not in
 * native mode), /account sends a signed-out visitor home. The rule waits until the stored
 * session is known (the server-rendered HTML and hydration see neither state), and while
 * `paused` (the screen is signing the visitor in and will go on by itself).
 */
export function useGuardedScreen(screen: GuardedScreen, paused = false): GuardedScreenState {
  const session = useStore($session, { ssr: 'initial' });
  const known = useStore($sessionRestored, { ssr: 'initial' });
  const target = known
    ? guardedScreenRedirect(screen, { signedIn: session !== null, nativeMode: site.nativeMode })
    : null;
  useEffect(() => {
    if (target !== null && !paused) goToPage(siteHref(target), true);
  }, [target, paused]);
  return { session, known, shown: known && target === null };
}
