import type { Combined, CuratedCollection, LiveStream, MediaFeature } from '../api/contract.ts';
import { isListedComposition } from '../catalog/compositions.ts';
import { CONCERT_TABS, concertsForTab } from '../catalog/concerts.ts';
import { laterListPagePaths, pagedLists } from '../catalog/paged-lists.ts';
import { categoryPagePaths, featureCategoryPaths, personPagePaths } from '../catalog/published-pages.ts';
import { collectionPath, compositionPath, concertPath, featurePath, liveStreamPath } from '../catalog/routes.ts';
import { VIEW_BYS, compositionsListPath } from '../catalog/view-by.ts';
import { isListedLiveStream } from '../live/list.ts';

/** A page for the sitemap: its path relative to the base, and when it last changed if known. */
export interface SitemapPath {
  readonly path: string;
  readonly lastmod?: string | undefined;
}

/** The catalogue the sitemap is drawn from. */
export interface SitemapCatalog {
  readonly combined: Combined;
  /** Identifiers of the compositions that have a detail page. */
  readonly compositionPages: ReadonlySet<string>;
  readonly features: readonly MediaFeature[];
  readonly collections: readonly CuratedCollection[];
  readonly liveStreams: readonly LiveStream[];
  /** Items on one list page (`LIST_PAGE_SIZE`): which later list pages exist. */
  readonly listPageSize: number;
}

/** The lists' own duplicates, left out with their later pages. */
const DUPLICATE_LISTS: ReadonlySet<string> = new Set(['/compositions/by/all', '/features/all']);

/** The later pages (`…/page/{n}`) of every list split into several, but the duplicate routes'. */
function laterListPages(catalog: SitemapCatalog): SitemapPath[] {
  const lists = pagedLists({ ...catalog.combined, features: catalog.features });
  const kept = lists.filter((list) => !DUPLICATE_LISTS.has(list.path));
  return laterListPagePaths(kept, catalog.listPageSize).map((path) => ({ path }));
}

/** List pages, composition views and people and category pages. */
function compositionPaths(catalog: SitemapCatalog): SitemapPath[] {
  const { compositions, people } = catalog.combined;
  // '/compositions/by/all' repeats '/compositions'; only the spec's exact route is listed.
  const views = VIEW_BYS.filter((viewBy) => viewBy !== 'all').map((viewBy) => ({ path: compositionsListPath(viewBy) }));
  const persons = personPagePaths(compositions, people).map((path) => ({ path }));
  const categories = categoryPagePaths(compositions).map((path) => ({ path }));
  const works = compositions
    .filter((work) => isListedComposition(work) && catalog.compositionPages.has(work.identifier))
    .map((work) => ({ path: compositionPath(work.identifier) }));
  return [{ path: '/compositions' }, ...views, ...persons, ...categories, ...works];
}

/** Concert tabs and listed concerts, dated by their end. */
function concertPaths(catalog: SitemapCatalog): SitemapPath[] {
  const listed = catalog.combined.programs.filter((program) => !program.unlisted);
  return [
    ...CONCERT_TABS.map((tab) => ({ path: tab.path })),
    ...concertsForTab(listed, 'all').map((program) => ({
      path: concertPath(program.identifier),
      lastmod: program.end_date_time,
    })),
  ];
}

/** Feature lists, categories, subcategories and features, dated by their date. */
function featurePaths(features: readonly MediaFeature[]): SitemapPath[] {
  const categories = featureCategoryPaths(features).map((path) => ({ path }));
  return [
    { path: '/features' },
    ...categories,
    ...features.map((feature) => ({ path: featurePath(feature.identifier), lastmod: feature.date_time })),
  ];
}

/**
 * Every page a search engine should index, in a stable order: home, compositions (views,
 * people, categories, listed works), concerts, live streams, features, collections, then the
 * later pages of the lists split into several.
 * Unlisted compositions, programs and live streams, sample streams, duplicate routes
 * (`/compositions/by/all`, `/features/all`) and account screens are left out.
 */
export function sitemapPaths(catalog: SitemapCatalog): SitemapPath[] {
  return [
    { path: '/' },
    ...compositionPaths(catalog),
    ...concertPaths(catalog),
    { path: '/live-streams' },
    ...catalog.liveStreams.filter(isListedLiveStream).map((stream) => ({ path: liveStreamPath(stream.identifier) })),
    ...featurePaths(catalog.features),
    { path: '/collections' },
    ...catalog.collections.map((collection) => ({ path: collectionPath(collection.identifier) })),
    ...laterListPages(catalog),
  ];
}
