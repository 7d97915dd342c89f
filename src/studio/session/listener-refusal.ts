import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { Session } from '#lib/api/auth.ts';
import { CURRENT_USER_KEY, parseStoredSession } from '#lib/session/stored-session.ts';
import { STUDIO_PATHS } from '#lib/studio/paths.ts';
import { StudioRequestError } from '#lib/studio/studio-request.ts';
import { currentSession, requestWithToken } from './studio-session.ts';

/**
 * Whether this browser is signed in to the site as a listener, with no studio session, and the
 * studio API refuses that listener (403): then the studio shows 'Not allowed' instead of its sign-in.
 * The server decides; the studio only asks it.
 */
export function useListenerRefusal(): 'checking' | 'refused' | 'none' {
  const [state, setState] = useState<'checking' | 'refused' | 'none'>(() =>
    listenerToAsk() === null ? 'none' : 'checking',
  );
  useEffect(() => {
    const listener = listenerToAsk();
    if (listener === null) return;
    requestWithToken(listener.token, STUDIO_PATHS.me, z.unknown()).then(
      () => setState('none'),
      (error: unknown) => setState(error instanceof StudioRequestError && error.status === 403 ? 'refused' : 'none'),
    );
  }, []);
  return state;
}

/** The listener's session to ask about: none when a studio session is open, or no listener is signed in. */
function listenerToAsk(): Session | null {
  return currentSession() === null ? parseStoredSession(localStorage.getItem(CURRENT_USER_KEY)) : null;
}
