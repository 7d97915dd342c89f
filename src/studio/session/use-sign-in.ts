import { useQueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { NotificationContext, useAuthProvider } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { StudioSession } from '#lib/studio/session.ts';

/**
 * Starts the studio with a session that a sign-in or an accepted invitation ended with. ra-core's
 * `useLogin` refreshes only the cached permissions: its cached "not signed in" from the screen
 * before would send the member straight back to sign-in (and sign the new session out). So every
 * cached answer about the session is dropped before the studio opens.
 */
export function useSignIn(): (session: StudioSession) => Promise<void> {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { resetNotifications } = useContext(NotificationContext);
  return async (session) => {
    if (!authProvider) throw new Error('The studio has no auth provider.');
    await authProvider.login({ session });
    resetNotifications();
    await queryClient.resetQueries({ queryKey: ['auth'] });
    await navigate('/');
  };
}
