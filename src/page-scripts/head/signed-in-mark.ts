import { SIGNED_IN_MARK } from '#lib/browser/page-marks.ts';
import { CURRENT_USER_KEY } from '#lib/session/current-user-key.ts';
import type { AndroidBridge } from '../../stores/session-persistence.ts';
import { storedItem } from './stored-item.ts';

/** Where the session is read: local storage, or in Android mode the wrapper's storage bridge when it has one. */
export type SessionScope = Pick<Window, 'localStorage'> & { readonly ConcertLibraryAndroid?: Partial<AndroidBridge> };

/** The stored session, parsed, read where the session store keeps it (src/stores/session-persistence.ts). */
function storedSession(html: Pick<Element, 'getAttribute'>, scope: SessionScope): unknown {
  const bridge = scope.ConcertLibraryAndroid;
  if (html.getAttribute('data-android-mode') !== null && typeof bridge?.postMessage === 'function') {
    // A bridge may hand the value over as JSON text or already parsed.
    const answer: unknown = bridge.postMessage(JSON.stringify({ type: 'storage.get', key: CURRENT_USER_KEY }));
    return typeof answer === 'string' ? JSON.parse(answer) : answer;
  }
  return JSON.parse(storedItem(scope, CURRENT_USER_KEY) ?? 'null');
}

/**
 * Marks `<html data-signed-in>` when the stored session's refresh token (`refreshExpires`, an ISO instant)
 * has not expired at `now`, so the sign-in prompts (`[data-signed-out-only]`) are hidden from the first
 * frame; the user menu keeps the mark in step afterwards (src/islands/UserMenu.tsx). An unreadable or
 * malformed session reads as signed out.
 */
export function markSignedIn(
  html: Pick<Element, 'getAttribute' | 'setAttribute'>,
  scope: SessionScope,
  now: number,
): void {
  let session: unknown;
  try {
    session = storedSession(html, scope);
  } catch {
    return;
  }
  const expires = (session as { refreshExpires?: unknown } | null)?.refreshExpires;
  if (typeof expires === 'string' && Date.parse(expires) > now) html.setAttribute(SIGNED_IN_MARK, '');
}
