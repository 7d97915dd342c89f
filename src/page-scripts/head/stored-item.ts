/** Where the head script reads local storage: the window, whose `localStorage` getter itself may throw. */
export type StorageScope = Pick<Window, 'localStorage'>;

/**
 * The item under `key`, or null when there is none or storage is blocked (private modes, disabled storage):
 * an unreadable storage leaves the page as it is without one.
 */
export function storedItem(scope: StorageScope, key: string): string | null {
  try {
    return scope.localStorage.getItem(key);
  } catch {
    return null;
  }
}
