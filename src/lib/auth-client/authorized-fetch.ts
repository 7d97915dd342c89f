import { SessionRefreshError } from '../session/refresher.ts';
import type { FetchFunction } from './auth-request.ts';

/** Hands out the access token to send now, or null when signed out. */
export type AccessTokenSource = () => Promise<string | null>;

async function tokenOrNull(accessToken: AccessTokenSource): Promise<string | null> {
  try {
    return await accessToken();
  } catch (error) {
    // The refresh was refused and the session cleared: the visitor is now signed out.
    if (error instanceof SessionRefreshError) return null;
    throw error;
  }
}

/**
 * A fetch that carries `Authorization: Bearer {access token}` (rules §6). The token
 * comes from `accessToken`, which refreshes it first when under 10 s remain (the session
 * store's single-flight refresher). When the visitor is signed out, or becomes so because the
 * refresh is refused, the request goes without the header, so the server's own answer (401)
 * decides what the visitor is told.
 */
export function createAuthorizedFetch(
  accessToken: AccessTokenSource,
  fetch: FetchFunction = (input, init) => globalThis.fetch(input, init),
): FetchFunction {
  return async (input, init) => {
    const token = await tokenOrNull(accessToken);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (token === null) headers.delete('Authorization');
    else headers.set('Authorization', `Bearer ${token}`);
    return fetch(input, { ...init, headers });
  };
}
