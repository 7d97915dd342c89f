import { atom, type ReadableAtom } from 'nanostores';
import { site } from '../config/site.ts';
import type { Session } from '#lib/api/auth.ts';
import { createAuthClient } from '#lib/auth-client/auth-client.ts';
import type { FetchFunction } from '#lib/auth-client/auth-request.ts';
import { createAuthorizedFetch } from '#lib/auth-client/authorized-fetch.ts';
import { keepSessionWhenUnreachable } from '#lib/auth-client/refresh-policy.ts';
import { shareRefreshAcrossTabs, type RefreshLocks } from '#lib/auth-client/shared-refresh.ts';
import { SIGNED_IN_MARK, setPageMark } from '#lib/browser/page-marks.ts';
import { renderNotice } from '#lib/errors/notice.ts';
import { createRefresher, type RefreshSession } from '#lib/session/refresher.ts';
import { userExpired } from '#lib/session/session-timing.ts';
import { serializeSession } from '#lib/session/current-user-key.ts';
import { scheduleUserExpiry } from '#lib/session/user-expiry-timer.ts';
import { showFlash } from './flash.ts';
import { sessionPersistenceFor } from './session-persistence.ts';

const persistence = sessionPersistenceFor(site.androidMode, globalThis);
const client = createAuthClient({ authHost: site.authHost, apiBase: site.apiBase });

const $current = atom<Session | null>(null);
const $restored = atom(false);

/** The stored session's reader: zod and the session's schema. */
type StoredSessionReader = typeof import('#lib/session/stored-session.ts');

let reader: Promise<StoredSessionReader> | undefined;

/**
 * Loads the reader the first time something stored must be read: a visitor who never signed in
 * (most visitors) has nothing stored, and their pages load no zod for the session.
 */
function storedSessionReader(): Promise<StoredSessionReader> {
  return (reader ??= import('#lib/session/stored-session.ts'));
}

/** Counts the session's changes, so a stored value read after a sign-in or sign-out is not applied over it. */
let changes = 0;

/** The restoring under way, or the last one finished. */
let restoring: Promise<void> = Promise.resolve();

/** The signed-in session (rules §3), or null when signed out. Kept under `currentuser`. */
export const $session: ReadableAtom<Session | null> = $current;

/**
 * Whether the stored session has been read. It is false only in the server-rendered HTML and
 * while islands hydrate (read it with `useStore(…, { ssr: 'initial' })`), so a redirect that
 * depends on sign-in state waits until the state is known.
 */
export const $sessionRestored: ReadableAtom<boolean> = $restored;

/**
 * Settles once the stored session has been read. Code that decides by sign-in state outside an
 * island (a stream's links, a flash) waits for it: with something stored, the session is known a
 * moment after this module loads, when its reader has.
 */
export function whenSessionRestored(): Promise<void> {
  return restoring;
}

/** Calls `listener` each time the visitor goes from signed out to signed in; answers how to stop. */
export function onSignIn(listener: () => void): () => void {
  return $current.listen((session, previous) => {
    if (session !== null && previous === null) listener();
  });
}

let cancelExpiry: () => void = () => undefined;

function persist(session: Session | null): void {
  try {
    persistence.write(session === null ? null : serializeSession(session));
  } catch {
    // A full or blocked storage must not undo a sign-in; the session then lasts for this page.
  }
}

function readStored(): unknown {
  try {
    return persistence.read();
  } catch {
    // A storage or bridge that fails to answer reads as signed out rather than breaking the page.
    return null;
  }
}

/** Sets the session and its expiry timer, without writing it (it came from storage). */
function apply(session: Session | null): void {
  changes += 1;
  cancelExpiry();
  cancelExpiry = () => undefined;
  $current.set(session);
  if (session === null) return;
  // A sign-in on this page wakes the user menu, which waits for the mark to hydrate (it keeps it in step after).
  setPageMark(SIGNED_IN_MARK);
  cancelExpiry = scheduleUserExpiry(session, new Date(), () => {
    if ($current.get() === session) setSession(null);
  });
}

function setSession(session: Session | null): void {
  apply(session);
  persist(session);
}

/** Signs the visitor in with a session a sign-in call answered. */
export function signIn(session: Session): void {
  setSession(session);
}

/** Signs the visitor out and flashes "You're signed out." (4 s) when they were signed in. */
export function signOut(): void {
  const wasSignedIn = $current.get() !== null;
  setSession(null);
  if (wasSignedIn) showFlash(renderNotice('signed-out'));
}

/** Forgets the session without a flash (the account was deleted, or the session ran out). */
export function clearSession(): void {
  setSession(null);
}

/**
 * Clears the user when the refresh token expires within a second or has expired. The timer
 * does this too, but a sleeping device may fire it late, so the page also checks when it
 * becomes visible again.
 */
export function checkSessionExpiry(now: Date = new Date()): void {
  const session = $current.get();
  if (session !== null && userExpired(session, now)) setSession(null);
}

/** Whether a stored value is no value at all: it is read without loading the reader. */
function nothingStored(raw: unknown): raw is null | undefined {
  return raw === null || raw === undefined;
}

/** Applies what a stored value held; a corrupt or expired value is removed, so it is not read again. */
function finishRestoring(session: Session | null, raw: unknown): void {
  apply(session);
  if (session === null && !nothingStored(raw)) persist(null);
  $restored.set(true);
}

async function readAndRestore(raw: unknown, now: Date): Promise<void> {
  const changesBefore = changes;
  try {
    const session = (await storedSessionReader()).restoreSession(raw, now);
    // A sign-in or sign-out while the reader loaded is newer than what was stored.
    if (changes === changesBefore) finishRestoring(session, raw);
  } catch {
    // The reader could not load (the connection dropped): this page is signed out, the stored value kept.
  }
  $restored.set(true);
}

/**
 * Reads the stored session (at start-up, and when the page returns from the back-forward cache): at
 * once when nothing is stored, else once its reader has loaded (`whenSessionRestored`).
 */
export function restoreStoredSession(now: Date = new Date()): Promise<void> {
  const raw = readStored();
  if (nothingStored(raw)) {
    finishRestoring(null, raw);
    restoring = Promise.resolve();
  } else {
    restoring = readAndRestore(raw, now);
  }
  return restoring;
}

/** Applies a value another tab stored (no value when it signed out there). */
async function followOtherTab(raw: unknown): Promise<void> {
  if (nothingStored(raw)) {
    apply(null);
    return;
  }
  const changesBefore = changes;
  try {
    const session = (await storedSessionReader()).restoreSession(raw, new Date());
    if (changes === changesBefore) apply(session);
  } catch {
    // The reader could not load: this page keeps its session until the next change or visit.
  }
}

function refreshCall(): RefreshSession {
  const refresh: RefreshSession = (token) => client.refreshSession(token);
  const locks = (globalThis as { navigator?: { locks?: RefreshLocks } }).navigator?.locks;
  const shared = persistence.sharedAcrossTabs
    ? shareRefreshAcrossTabs(refresh, async () => (await storedSessionReader()).parseStoredSession(readStored()), locks)
    : refresh;
  return keepSessionWhenUnreachable(shared, () => $current.get());
}

const refresher = createRefresher(refreshCall(), { get: () => $current.get(), set: setSession });

/**
 * The access token to send now: refreshed first when under 10 s remain (one refresh for any
 * number of concurrent callers), null when signed out. A refused refresh signs the visitor
 * out and rejects with `SessionRefreshError`.
 */
export async function refreshIfNeeded(now: Date = new Date()): Promise<string | null> {
  await restoring;
  return refresher.accessToken(now);
}

/** A fetch for calls that need sign-in: it carries `Authorization: Bearer`, refreshed when needed. */
export const authorizedFetch: FetchFunction = createAuthorizedFetch(() => refreshIfNeeded());

function watchPage(): void {
  persistence.watch((raw) => void followOtherTab(raw));
  if (typeof document === 'undefined' || typeof window === 'undefined') return;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkSessionExpiry();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void restoreStoredSession();
  });
}

void restoreStoredSession();
watchPage();
