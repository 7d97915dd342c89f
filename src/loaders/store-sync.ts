import type { DataStore } from 'astro/loaders';

/** An entry as the store keeps it. */
export interface StoreEntry {
  id: string;
  data: Record<string, unknown>;
  digest: string;
}

const sameOrder = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * Makes the collection's store hold exactly `entries`, in their order. It is synchronous and
 * runs only after the whole pull was fetched and validated, so a failed pull never leaves a
 * half-updated store. When the order is unchanged only changed entries are written (the store
 * skips an entry whose digest it already holds); otherwise the store is refilled, because
 * Astro lists entries in the order they were first set and the API's order is kept.
 */
export function replaceEntries(store: DataStore, entries: readonly StoreEntry[]): void {
  const ids = entries.map((entry) => entry.id);
  if (!sameOrder(store.keys(), ids)) store.clear();
  for (const entry of entries) store.set(entry);
}
