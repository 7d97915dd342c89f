import { persistentAtom } from '@nanostores/persistent';
import type { ReadableAtom } from 'nanostores';
import { site } from '../config/site.ts';
import { REDIRECT_TO_KEY, redirectAfterSignIn, redirectToValue, safeRedirectPath } from '#lib/session/redirect-to.ts';

const safe = (value: string | undefined): string | undefined => safeRedirectPath(value, site.basePath) ?? undefined;

// A stored value is checked when read, not only when written: another script, an older
// version of the site or the visitor may have put anything under the key.
const $stored = persistentAtom<string | undefined>(REDIRECT_TO_KEY, undefined, { encode: safe, decode: safe });

/** The path to return to after sign-in (local storage `redirectTo`): only safe paths under the base path. */
export const $redirectTo: ReadableAtom<string | undefined> = $stored;

/**
 * Remembers where to return after sign-in: a site path with its query and fragment. An
 * unsafe value (another site, `javascript:`, outside the base path) is refused and answers false.
 */
export function rememberRedirect(path: string): boolean {
  const value = safe(path);
  if (value === undefined) return false;
  $stored.set(value);
  return true;
}

/** Remembers the current location, as a stream's 401 does (rules §4). */
export function rememberLocation(location: { pathname: string; search: string; hash: string }): boolean {
  const value = redirectToValue(location, site.basePath);
  return value === null ? false : rememberRedirect(value);
}

/** Where to go after signing in: the remembered path, else `fallback`. The remembered path is used up. */
export function takeRedirect(fallback: string): string {
  const target = redirectAfterSignIn($stored.get(), site.basePath, fallback);
  $stored.set(undefined);
  return target;
}
