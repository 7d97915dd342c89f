import type { CuratedCollection, CuratedItem } from '../api/contract.ts';
import { compareIdentifiers, compareText } from './ordering.ts';

/** The collections list's title (the main navigation's name for it). */
export const COLLECTIONS_TITLE = 'Curated Collections';

/** The collection order (rules §2): sequence, then title, then identifier. */
export function compareCollections(a: CuratedCollection, b: CuratedCollection): number {
  return a.sequence - b.sequence || compareText(a.title, b.title) || compareIdentifiers(a.identifier, b.identifier);
}

/** The collections list, sorted. */
export function sortCollections(collections: readonly CuratedCollection[]): CuratedCollection[] {
  return [...collections].sort(compareCollections);
}

/** A collection's items by sequence, then performance id. */
export function collectionItems(collection: CuratedCollection): CuratedItem[] {
  return [...collection.active_items].sort((a, b) => a.sequence - b.sequence || a.performance.id - b.performance.id);
}

/**
 * True when the 'Watch Intro' player shows as the page opens; otherwise it appears after
 * a play click (rules §2, §4). A collection without an intro video never shows it.
 */
export function showsIntroPlayerAtOnce(collection: CuratedCollection): boolean {
  return collection.has_video && collection.starts_by_default;
}
