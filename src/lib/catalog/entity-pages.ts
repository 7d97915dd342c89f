import { entityPath } from './routes.ts';

/**
 * The kinds of entity with a page of their own at `/{kind}/{identifier}` (a composition, a
 * concert, a live stream…), as the published pages and the sitemap read them: one list of them
 * (src/data/entity-types.ts) feeds both, so a new kind is declared once.
 */

/** An entity the sitemap lists, with when it last changed when that is known. */
export interface IndexedEntity {
  readonly identifier: string;
  readonly lastmod?: string | undefined;
}

/** An entity's page for the sitemap: its path relative to the base path, and its last change when known. */
interface IndexedPath {
  readonly path: string;
  readonly lastmod?: string | undefined;
}

/** One kind of entity page and the entities of that kind in this build. */
export interface EntityPages {
  /** The route kind: the first segment of `/{kind}/{identifier}` (src/lib/catalog/routes.ts). */
  readonly kind: string;
  /** The entities that have a page: a record the build skipped has none. */
  readonly identifiers: readonly string[];
  /** Files published beside each page, as suffixes of its path (a live stream's calendar, `.ics`). */
  readonly companions?: readonly string[] | undefined;
  /**
   * The entities a search engine should index, in the sitemap's order (src/lib/seo/sitemap-entities.ts);
   * one without a page is left out all the same.
   */
  readonly indexed: readonly IndexedEntity[];
}

/** Every page and companion file of each kind, relative to the base path, percent-encoded as links write them. */
export function entityPagePaths(kinds: readonly EntityPages[]): string[] {
  return kinds.flatMap(({ kind, identifiers, companions = [] }) =>
    identifiers.flatMap((identifier) => {
      const page = entityPath(kind, identifier);
      return [page, ...companions.map((suffix) => `${page}${suffix}`)];
    }),
  );
}

/** The pages of one kind that a search engine should index, in order, with their last change when known. */
export function indexedEntityPaths({ kind, identifiers, indexed }: EntityPages): IndexedPath[] {
  const withPage = new Set(identifiers);
  return indexed
    .filter((entity) => withPage.has(entity.identifier))
    .map(({ identifier, lastmod }) => ({ path: entityPath(kind, identifier), lastmod }));
}
