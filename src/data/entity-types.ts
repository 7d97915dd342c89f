import type { CollectionKey } from 'astro:content';
import type { EntityPages, IndexedEntity } from '#lib/catalog/entity-pages.ts';
import {
  datedFeatures,
  everyEntity,
  listedCompositions,
  listedConcerts,
  listedLiveStreams,
} from '#lib/seo/sitemap-entities.ts';
import { entriesOf, memo, type CollectionData } from './catalog.ts';

/**
 * Every kind of entity with a page of its own at `/{kind}/{identifier}`, in the sitemap's order:
 * its route kind, the catalogue collection whose entries have a page, and which of them the
 * sitemap lists. The published pages (src/data/published-pages.ts) and the sitemap
 * (src/data/sitemap-parts.ts) both read this list, so a new kind of detail page is its page,
 * its path in src/lib/catalog/routes.ts and one entry here.
 */

/** How one kind of entity page is declared. */
interface EntityType<Pages extends CollectionKey, Listed extends CollectionKey> {
  /** The route kind, as src/lib/catalog/routes.ts writes the path. */
  readonly kind: string;
  /** The collection whose entries each have a page: a detail collection where the page draws the details. */
  readonly pages: Pages;
  /** Files published beside each page, as suffixes of its path. */
  readonly companions?: readonly string[];
  /** The collection the sitemap lists the pages from, and the rule that picks and dates them (src/lib/seo/sitemap-entities.ts). */
  readonly indexed: {
    readonly from: Listed;
    readonly rule: (entities: readonly CollectionData<Listed>[]) => readonly IndexedEntity[];
  };
}

/** A declared kind, resolved against this build's catalogue. */
function entityType<Pages extends CollectionKey, Listed extends CollectionKey>(
  type: EntityType<Pages, Listed>,
): () => Promise<EntityPages> {
  return async () => {
    const [pages, listed] = await Promise.all([entriesOf(type.pages), entriesOf(type.indexed.from)]);
    return {
      kind: type.kind,
      identifiers: pages.map((entry) => entry.identifier),
      companions: type.companions,
      indexed: type.indexed.rule(listed.map((entry) => entry.data)),
    };
  };
}

const ENTITY_TYPES: readonly (() => Promise<EntityPages>)[] = [
  entityType({
    kind: 'composition',
    pages: 'compositionDetails',
    indexed: { from: 'compositions', rule: listedCompositions },
  }),
  entityType({ kind: 'concert', pages: 'programDetails', indexed: { from: 'programs', rule: listedConcerts } }),
  entityType({
    kind: 'live-stream',
    pages: 'liveStreams',
    companions: ['.ics'],
    indexed: { from: 'liveStreams', rule: listedLiveStreams },
  }),
  entityType({ kind: 'feature', pages: 'mediaFeatures', indexed: { from: 'mediaFeatures', rule: datedFeatures } }),
  entityType({
    kind: 'collections',
    pages: 'curatedCollections',
    indexed: { from: 'curatedCollections', rule: everyEntity },
  }),
];

/** Each kind of entity page and the entities of that kind in this build, in the sitemap's order. */
export const entityPages = memo((): Promise<readonly EntityPages[]> =>
  Promise.all(ENTITY_TYPES.map((resolve) => resolve())),
);
