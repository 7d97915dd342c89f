import { CURRENT_USER_KEY } from '#lib/session/current-user-key.ts';

/** Where `currentuser` is kept: the browser's local storage, or the Android wrapper's own. */
export interface SessionPersistence {
  /** The stored value, as text or (Android) already parsed; null when none. */
  read(): unknown;
  /** Stores the session's JSON text, or removes it (null). */
  write(text: string | null): void;
  /** Calls back with the new stored value when another tab changes it; answers how to stop. */
  watch(onChange: (raw: unknown) => void): () => void;
  /** Whether other tabs share this storage (so refreshes must be coordinated between them). */
  readonly sharedAcrossTabs: boolean;
}

/** The part of the Web Storage API the session needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The `storage` events of the window, for changes made in other tabs. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
  removeEventListener(type: 'storage', listener: (event: StorageEvent) => void): void;
}

/**
 * The Android wrapper's bridge, added to the web view as `window.ConcertLibraryAndroid` (a
 * `@JavascriptInterface` object). Its one method takes a bridge message as JSON text and
 * answers synchronously:
 *
 * - `{"type": "storage.get", "key": "currentuser"}` → the stored JSON text, or null;
 * - `{"type": "storage.set", "key": "currentuser", "value": "<session JSON text>"}` → null;
 * - `{"type": "storage.remove", "key": "currentuser"}` → null.
 *
 * The wrapper keeps the value in its own storage, so a session survives the web view's data
 * being cleared and can be shared with the native screens (rules §3).
 */
export interface AndroidBridge {
  postMessage(message: string): string | null | undefined;
}

/** Nothing is kept (the build's server-side render, or storage disabled by the browser). */
export const noSessionPersistence: SessionPersistence = {
  read: () => null,
  write: () => undefined,
  watch: () => () => undefined,
  sharedAcrossTabs: false,
};

/** `currentuser` in local storage (rules §9), watched for changes from other tabs. */
export function webSessionPersistence(storage: KeyValueStorage, events?: StorageEvents): SessionPersistence {
  return {
    read: () => storage.getItem(CURRENT_USER_KEY),
    write: (text) => (text === null ? storage.removeItem(CURRENT_USER_KEY) : storage.setItem(CURRENT_USER_KEY, text)),
    watch(onChange) {
      if (events === undefined) return () => undefined;
      const listener = (event: StorageEvent): void => {
        // A null key means another tab cleared the whole storage.
        if (event.key === CURRENT_USER_KEY || event.key === null) onChange(event.key === null ? null : event.newValue);
      };
      events.addEventListener('storage', listener);
      return () => events.removeEventListener('storage', listener);
    },
    sharedAcrossTabs: true,
  };
}

/** `currentuser` in the Android wrapper's native storage, read as JSON through the bridge. */
export function androidSessionPersistence(bridge: AndroidBridge): SessionPersistence {
  const send = (message: Record<string, string>): string | null => bridge.postMessage(JSON.stringify(message)) ?? null;
  return {
    read: () => send({ type: 'storage.get', key: CURRENT_USER_KEY }),
    write(text) {
      if (text === null) send({ type: 'storage.remove', key: CURRENT_USER_KEY });
      else send({ type: 'storage.set', key: CURRENT_USER_KEY, value: text });
    },
    watch: () => () => undefined,
    sharedAcrossTabs: false,
  };
}

/** What the session persistence is chosen from: the global scope of the page. */
export interface PersistenceScope {
  localStorage?: KeyValueStorage;
  ConcertLibraryAndroid?: AndroidBridge;
  addEventListener?: StorageEvents['addEventListener'];
  removeEventListener?: StorageEvents['removeEventListener'];
}

function localStorageOf(scope: PersistenceScope): KeyValueStorage | undefined {
  try {
    return scope.localStorage;
  } catch {
    // Reading localStorage throws when the browser blocks storage for the site.
    return undefined;
  }
}

/**
 * The persistence for this page: the Android bridge in Android mode when the wrapper
 * provides it, else local storage, else nothing (the build, or storage blocked).
 */
export function sessionPersistenceFor(androidMode: boolean, scope: PersistenceScope): SessionPersistence {
  const bridge = scope.ConcertLibraryAndroid;
  if (androidMode && bridge !== undefined && typeof bridge.postMessage === 'function') {
    return androidSessionPersistence(bridge);
  }
  const storage = localStorageOf(scope);
  if (storage === undefined) return noSessionPersistence;
  const { addEventListener, removeEventListener } = scope;
  const events =
    addEventListener === undefined || removeEventListener === undefined
      ? undefined
      : { addEventListener: addEventListener.bind(scope), removeEventListener: removeEventListener.bind(scope) };
  return webSessionPersistence(storage, events);
}
