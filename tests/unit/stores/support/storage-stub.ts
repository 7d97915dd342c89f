/**
 * In-memory localStorage and sessionStorage for the store tests, which run in Node: import
 * this module before any store so the stores find them when they load. Like the browser's,
 * each answers both the Storage methods and plain property access (which
 * `@nanostores/persistent` uses).
 */

/** A Storage kept in a Map. */
export type MemoryStorage = Storage & { readonly entries: Map<string, string> };

function memoryStorage(): MemoryStorage {
  const entries = new Map<string, string>();
  const methods = {
    entries,
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key: string) => entries.get(key) ?? null,
    key: (index: number) => [...entries.keys()][index] ?? null,
    removeItem: (key: string) => void entries.delete(key),
    setItem: (key: string, value: string) => void entries.set(key, value),
  };
  return new Proxy(methods, {
    get: (target, key): unknown =>
      typeof key === 'string' && !(key in target) ? entries.get(key) : Reflect.get(target, key),
    set: (_target, key, value) => (entries.set(String(key), String(value)), true),
    has: (target, key) => (typeof key === 'string' && entries.has(key)) || key in target,
    deleteProperty: (_target, key) => (entries.delete(String(key)), true),
    ownKeys: () => [...entries.keys()],
    getOwnPropertyDescriptor: (_target, key) =>
      typeof key === 'string' && entries.has(key)
        ? { value: entries.get(key), writable: true, enumerable: true, configurable: true }
        : undefined,
  });
}

/** The stub local storage (the session, `redirectTo`). */
export const memoryLocalStorage = memoryStorage();
/** The stub session storage (the flash handed to the next page). */
export const memorySessionStorage = memoryStorage();

Object.assign(globalThis, { localStorage: memoryLocalStorage, sessionStorage: memorySessionStorage });
