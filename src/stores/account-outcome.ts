import { site } from '../config/site.ts';
import type { Notice } from '#lib/errors/notice.ts';

/**
 * What an account action asks of the screen that started it: stay (its flash, if any, is
 * already showing), go to a page, or show a message in the form's alert callout. The visitor's
 * input is never cleared on a failure.
 */
export type AccountOutcome =
  | { readonly kind: 'stay' }
  | { readonly kind: 'go'; readonly path: string; readonly replace: boolean }
  | { readonly kind: 'failed'; readonly message: string };

/** Stay on the screen. */
export const STAY: AccountOutcome = { kind: 'stay' };

/** The full path of a site route ('/sign-in' → '/music/concert-library/sign-in'). */
export function sitePath(route: string): string {
  return `${site.basePath.replace(/\/+$/, '')}${route.startsWith('/') ? route : `/${route}`}`;
}

/** Go to a full path (already under the base path). */
export function goTo(path: string, replace = false): AccountOutcome {
  return { kind: 'go', path, replace };
}

/** Go where a notice of the table says to go next, else to `fallbackRoute`. */
export function goAfter(notice: Notice, fallbackRoute: string): AccountOutcome {
  return goTo(sitePath(notice.then?.path ?? fallbackRoute), notice.then?.replace ?? false);
}

/** Show `message` in the form's alert callout. */
export function failed(message: string): AccountOutcome {
  return { kind: 'failed', message };
}
