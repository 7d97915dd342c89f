/** The local-storage key of the path to return to after sign-in (rules §9). */
export const REDIRECT_TO_KEY = 'redirectTo';

// Candidates are resolved against a placeholder origin only to normalise their dot segments
// ('/a/../b', '%2e%2e'); the origin itself is never used.
const PROBE_ORIGIN = 'https://redirect.invalid';

function normalizeBase(basePath: string): string {
  return basePath.replace(/\/+$/, '');
}

/**
 * The same-site path to return to, or null when `candidate` is not one: it must be a string
 * starting with a single '/', hold no backslash, whitespace or control character, and stay under
 * `basePath` once its dot segments are resolved. Absolute ('https://…', 'javascript:…') and
 * protocol-relative ('//host') addresses are refused, before and after normalisation, so a
 * stored value can never send the visitor off the site. Returns the normalised path with its
 * query and fragment.
 */
export function safeRedirectPath(candidate: unknown, basePath: string): string | null {
  if (typeof candidate !== 'string' || !candidate.startsWith('/') || candidate.startsWith('//')) {
    return null;
  }
  // Browsers read a backslash as a slash and drop tabs and newlines, so '/\\host' and '/\t/host'
  // would leave the site. Without them, a single leading '/' makes a path-absolute URL, which the
  // URL standard always resolves on the same origin.
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses.
  if (/[\\\s\u0000-\u001f\u007f]/.test(candidate)) return null;
  const url = new URL(candidate, PROBE_ORIGIN);
  // '/a/..//host' normalises to the protocol-relative '//host'.
  if (url.pathname.startsWith('//')) return null;
  const base = normalizeBase(basePath);
  if (base !== '' && url.pathname !== base && !url.pathname.startsWith(`${base}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where to go after signing in: the stored `redirectTo` when it is a safe path under the base
 * path, otherwise `fallback`.
 */
export function redirectAfterSignIn(stored: unknown, basePath: string, fallback: string): string {
  return safeRedirectPath(stored, basePath) ?? fallback;
}

/**
 * The value to store under `redirectTo` when a stream answers 401: the current location's path,
 * query and fragment, or null when that is not a safe path under the base path.
 */
export function redirectToValue(
  location: { pathname: string; search: string; hash: string },
  basePath: string,
): string | null {
  return safeRedirectPath(`${location.pathname}${location.search}${location.hash}`, basePath);
}
