import type { FastifyRequest } from 'fastify';
import type { ProviderPopup } from './config.ts';
import { POPUP_FLOW_MINUTES } from './flow.ts';

/** The name of the cookie that carries a sealed sign-in flow. */
export const FLOW_COOKIE = 'cl_provider_login';

/**
 * Where the cookie is sent: the public path of the provider's login route, which holds its
 * callback (`…/accounts/{id}/login/callback/` without `callback/`), so a proxy's prefix is kept.
 */
function cookiePath(popup: ProviderPopup): string {
  return new URL(popup.redirectUri).pathname.replace(/callback\/$/, '');
}

/**
 * The `Set-Cookie` value of a sealed flow: HttpOnly, SameSite=Lax, for the popup's paths only,
 * living as long as the flow; Secure whenever the public callback is https.
 */
export function flowCookie(popup: ProviderPopup, sealed: string): string {
  const secure = new URL(popup.redirectUri).protocol === 'https:' ? '; Secure' : '';
  return `${FLOW_COOKIE}=${sealed}; Path=${cookiePath(popup)}; Max-Age=${POPUP_FLOW_MINUTES * 60}; HttpOnly; SameSite=Lax${secure}`;
}

/** The `Set-Cookie` value that removes the flow cookie once its callback has been answered. */
export function clearedFlowCookie(popup: ProviderPopup): string {
  const secure = new URL(popup.redirectUri).protocol === 'https:' ? '; Secure' : '';
  return `${FLOW_COOKIE}=; Path=${cookiePath(popup)}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`;
}

/** The sealed flow the request's `Cookie` header carries, if any. */
export function readFlowCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === FLOW_COOKIE) {
      const value = pair.slice(separator + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}
