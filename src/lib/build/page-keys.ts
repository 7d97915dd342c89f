import { createHash } from 'node:crypto';

/**
 * The cache keys of Astro's incremental build, from what a page declares it depends on: Astro
 * compares a page's key with the last build's and restores the page unrendered when they match,
 * so a key must change whenever anything the page shows does, and only then (a needless change
 * costs a render, a missed one a stale page).
 */

/** A stored entity, or anything else a page shows that changes with a digest. */
export interface Stored {
  /** Changes whenever the entity's data changes (src/data/catalog.ts `Digested`). */
  readonly digest: string;
}

/** What a page that draws one entity, or one page of a list about one, depends on. */
export interface PageDependencies {
  /** The entity the page is about; a page about something no entity holds (a genre) has none. */
  readonly entity?: Stored | undefined;
  /** What else of its own the page shows that no entity holds: its place in a list, its tabs' names. */
  readonly values?: readonly string[];
  /** The page's path relative to the base path (src/lib/catalog/routes.ts): its relative links resolve against it. */
  readonly path: string;
  /**
   * The data the page's links are drawn from: which of the pages they name the build publishes
   * decides whether each is a link or text (src/lib/links/link-state.ts), so a page restored from
   * the last build would otherwise keep links to pages that have gone.
   */
  readonly linksIn: unknown;
  /** Other entities the page shows besides its own (a concert's works). */
  readonly alsoShows?: readonly Stored[] | undefined;
}

/** The published state of the targets of the links in `data`, on the page at `path`, as lines. */
export type LinkStateOf = (path: string, data: unknown) => readonly string[];

/** One digest for several. */
export function combineDigests(digests: readonly string[]): string {
  return createHash('sha256').update(digests.join('\n')).digest('base64url').slice(0, 32);
}

/**
 * A digest of what a page is given to draw (its props): a list page draws its own entries and
 * nothing else of the catalogue, so its entries, not the whole list's, decide whether it is drawn
 * again. One more concert moves the pages its entries shift on, not every list of the site.
 */
export function propsDigest(props: unknown): string {
  const text = JSON.stringify(props, (_key, value: unknown) => {
    // JSON writes a Map or a Set as `{}`: a change inside one would leave the key, and the page, as they were.
    if (value instanceof Map || value instanceof Set) throw new TypeError('A list page’s props hold a Map or a Set.');
    return value;
  });
  return createHash('sha256').update(text).digest('base64url').slice(0, 32);
}

/** The key of a page, from its dependencies and the published state of its links' targets. */
export function pageKey(
  { entity, values = [], path, linksIn, alsoShows = [] }: PageDependencies,
  linkStateOf: LinkStateOf,
): string {
  return combineDigests([
    [...(entity === undefined ? [] : [entity.digest]), ...values].join(':'),
    combineDigests(linkStateOf(path, linksIn)),
    ...alsoShows.map((other) => other.digest),
  ]);
}
