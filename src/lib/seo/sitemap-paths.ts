import type { Combined, MediaFeature } from '../api/contract.ts';
import { CONCERT_TABS } from '../catalog/concerts.ts';
import { indexedEntityPaths, type EntityPages } from '../catalog/entity-pages.ts';
import { laterListPagePaths, pagedLists } from '../catalog/paged-lists.ts';
import { categoryPagePaths, featureCategoryPaths, personPagePaths } from '../catalog/published-pages.ts';
import { VIEW_BYS, compositionsListPath } from '../catalog/view-by.ts';

/** A page for the sitemap: its path relative to the base, and when it last changed if known. */
export interface SitemapPath {
  readonly path: string;
  readonly lastmod?: string | undefined;
}

/** The catalogue the sitemap is drawn from. */
export interface SitemapCatalog {
  readonly combined: Combined;
  readonly features: readonly MediaFeature[];
  /** Items on one list page (`LIST_PAGE_SIZE`): which later list pages exist. */
  readonly listPageSize: number;
  /** Each kind of entity with pages at `/{kind}/{identifier}`, in the sitemap's order, with the entities it lists. */
  readonly entities: readonly EntityPages[];
}

/** The lists' own duplicates, left out with their later pages. */
const DUPLICATE_LISTS: ReadonlySet<string> = new Set(['/compositions/by/all', '/features/all']);

/** The later pages (`…/page/{n}`) of every list split into several, but the duplicate routes'. */
function laterListPages(catalog: SitemapCatalog): SitemapPath[] {
  const lists = pagedLists({ ...catalog.combined, features: catalog.features });
  const kept = lists.filter((list) => !DUPLICATE_LISTS.has(list.path));
  return laterListPagePaths(kept, catalog.listPageSize).map((path) => ({ path }));
}

/** The composition list, its views, and the people and category pages. */
function compositionLists(catalog: SitemapCatalog): SitemapPath[] {
  const { compositions, people } = catalog.combined;
  // '/compositions/by/all' repeats '/compositions'; only the spec's exact route is listed.
  const views = VIEW_BYS.filter((viewBy) => viewBy !== 'all').map((viewBy) => ({ path: compositionsListPath(viewBy) }));
  const persons = personPagePaths(compositions, people).map((path) => ({ path }));
  const categories = categoryPagePaths(compositions).map((path) => ({ path }));
  return [{ path: '/compositions' }, ...views, ...persons, ...categories];
}

/** The feature list, its categories and their subcategories. */
function featureLists(catalog: SitemapCatalog): SitemapPath[] {
  return [{ path: '/features' }, ...featureCategoryPaths(catalog.features).map((path) => ({ path }))];
}

/** The list pages that come before each kind of entity page in the sitemap, by route kind: the lists it is on. */
const LISTS_BEFORE: Readonly<Record<string, (catalog: SitemapCatalog) => SitemapPath[]>> = {
  composition: compositionLists,
  concert: () => CONCERT_TABS.map((tab) => ({ path: tab.path })),
  'live-stream': () => [{ path: '/live-streams' }],
  feature: featureLists,
  collections: () => [{ path: '/collections' }],
};

/**
 * Every page a search engine should index, in a stable order: home, then each kind of entity
 * page in the order given, after the lists it is listed on (compositions after their views,
 * people and categories; concerts after the concert tabs; …), then the later pages of the lists
 * split into several.
 * Entities their kind's rule leaves out (src/lib/seo/sitemap-entities.ts), duplicate routes
 * (`/compositions/by/all`, `/features/all`) and account screens are left out.
 */
export function sitemapPaths(catalog: SitemapCatalog): SitemapPath[] {
  return [
    { path: '/' },
    ...catalog.entities.flatMap((kind) => [...(LISTS_BEFORE[kind.kind]?.(catalog) ?? []), ...indexedEntityPaths(kind)]),
    ...laterListPages(catalog),
  ];
}
