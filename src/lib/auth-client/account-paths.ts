/**
 * The tokens that arrive in the paths of emailed links (rules §2). One static page
 * serves each of these routes, so the islands read the tokens from the location at run time.
 */

/** `/reset-password/{uid}/{token}`. */
export interface ResetLink {
  readonly uid: string;
  readonly token: string;
}

function decodeSegment(segment: string): string | null {
  try {
    const value = decodeURIComponent(segment);
    return value.trim() === '' ? null : value;
  } catch {
    return null;
  }
}

/**
 * The segments after `/{route}/` in `pathname`, which must lie under `basePath`; null when the
 * path is another route or has another number of segments. A trailing slash is allowed.
 */
export function routeSegments(pathname: string, basePath: string, route: string, count: number): string[] | null {
  const prefix = `${basePath.replace(/\/+$/, '')}/${route}/`;
  if (!pathname.startsWith(prefix)) return null;
  const segments = pathname.slice(prefix.length).replace(/\/$/, '').split('/');
  if (segments.length !== count) return null;
  const decoded = segments.map(decodeSegment);
  return decoded.every((segment): segment is string => segment !== null) ? decoded : null;
}

/** The sign-in token of `/magic/{token}`. */
export function magicLinkToken(pathname: string, basePath: string): string | null {
  return routeSegments(pathname, basePath, 'magic', 1)?.[0] ?? null;
}

/** The verification key of `/email-confirm/{key}`. */
export function emailConfirmationKey(pathname: string, basePath: string): string | null {
  return routeSegments(pathname, basePath, 'email-confirm', 1)?.[0] ?? null;
}

/** The uid and token of `/reset-password/{uid}/{token}`. */
export function resetLink(pathname: string, basePath: string): ResetLink | null {
  const segments = routeSegments(pathname, basePath, 'reset-password', 2);
  if (segments === null) return null;
  const [uid, token] = segments;
  return uid === undefined || token === undefined ? null : { uid, token };
}
