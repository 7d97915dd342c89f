import { site } from '../config/site.ts';
import { createAuthClient, type AuthClient } from '#lib/auth-client/auth-client.ts';
import { authorizedFetch } from './session.ts';

/** The auth client of the account actions: this site's auth host, signed-in calls with the session's token. */
export const accountClient: AuthClient = createAuthClient({
  authHost: site.authHost,
  apiBase: site.apiBase,
  authorizedFetch,
});
