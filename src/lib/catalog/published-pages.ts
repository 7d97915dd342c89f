import type { Combined, CompositionSummary, MediaFeature, Person, ProgramSummary } from '../api/contract.ts';
import { decodeSitePath } from '../links/site-path.ts';
import { categoryList } from './categories.ts';
import { CONCERT_TABS } from './concerts.ts';
import { entityPagePaths, type EntityPages } from './entity-pages.ts';
import { featureCategoryPage, featureSubcategoryPath, featuresPath, topLevelCategories } from './features.ts';
import { SHELL_ROUTES } from './missing-route.ts';
import { MISSING_ENTITIES, notFoundPagePath } from './not-found.ts';
import { laterListPagePaths, pagedLists } from './paged-lists.ts';
import { PERSON_ROLES, idsInRole, personPageRoles } from './people-lists.ts';
import { compositionPath, concertPath, entityPath } from './routes.ts';
import { VIEW_BYS, categoryPath, compositionsListPath, type CategoryKind } from './view-by.ts';

/**
 * Which pages a build publishes, from the catalogue it pulled: the one answer to "does this
 * link lead to a page?". A record the build skipped (malformed, or a detail that did not
 * validate) has no page, and neither has a person without a listed composition in a role or
 * a category without a listed composition; links to them render as text. The rules are the
 * routes' own (src/pages): `getStaticPaths` and this module read the catalogue the same way.
 */

/** What the build pulled, as src/data/catalog.ts holds it. */
export interface PublishedCatalog {
  /** `/combined/`'s valid compositions, listed or not. */
  readonly compositions: readonly CompositionSummary[];
  readonly people: readonly Person[];
  /** `/combined/`'s valid programs: the concert lists. */
  readonly programs: readonly ProgramSummary[];
  /** Items on one list page (`LIST_PAGE_SIZE`): which later list pages (`…/page/{n}`) exist. */
  readonly listPageSize: number;
  readonly features: readonly MediaFeature[];
  /** Each kind of entity with pages at `/{kind}/{identifier}`, and which entities have one. */
  readonly entities: readonly EntityPages[];
}

/** The pages other than entity pages that a record's identifier may name, in a fixed order. */
const OTHER_ROUTES: readonly ((identifier: string) => string)[] = [
  (identifier) => categoryPath('composer', identifier),
  (identifier) => categoryPath('performer', identifier),
  (identifier) => categoryPath('conductor', identifier),
  (identifier) => categoryPath('genre', identifier),
  (identifier) => categoryPath('nationality', identifier),
  featuresPath,
];

/** Pages every build writes, whatever the catalogue holds (src/pages without parameters). */
const FIXED_PAGES: readonly string[] = [
  '/',
  '/404',
  ...MISSING_ENTITIES.map((entity) => notFoundPagePath(entity).replace(/\/$/, '')),
  ...VIEW_BYS.map(compositionsListPath),
  '/compositions/by/all',
  ...CONCERT_TABS.map((tab) => tab.path),
  '/features',
  '/features/all',
  '/collections',
  '/live-streams',
  '/search',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/account',
  ...SHELL_ROUTES.map((shell) => `/${shell}`),
  '/sitemap.xml',
  '/robots.txt',
  '/search-index.json',
  '/live-streams.ics',
  '/favicon.svg',
  '/share-image.jpg',
];

const CATEGORY_KINDS: readonly CategoryKind[] = ['genre', 'nationality'];

/** The pages a build publishes; paths are relative to the base path, as src/lib/catalog/routes.ts writes them. */
export interface PublishedPages {
  /**
   * True when the build writes a page (or file) at `path`, e.g. '/composition/x' or
   * '/compositions/performer/jane-doe'. A trailing slash is ignored and segments are compared
   * decoded; any path below a shell route (`/magic/…`) is its shell page.
   */
  has(path: string): boolean;
  /**
   * Which kinds of entity page exist for an identifier, as one short string: what a page's links
   * to that identifier depend on (its cache key changes when this does).
   */
  signature(identifier: string): string;
  /** Every page path, decoded, in no particular order. */
  readonly paths: ReadonlySet<string>;
}

/** A path as it is compared: decoded, without a trailing slash ('/' for home). */
function normalised(path: string): string {
  const trimmed = path.endsWith('/') ? path.replace(/\/+$/, '') : path;
  return trimmed === '' ? '/' : decodeSitePath(trimmed);
}

/** The person pages: each person in each role they hold in a listed composition, and in their primary kind. */
export function personPagePaths(compositions: readonly CompositionSummary[], people: readonly Person[]): string[] {
  const ids = new Map(PERSON_ROLES.map((role) => [role, idsInRole(compositions, role)]));
  return people.flatMap((person) =>
    personPageRoles(person, (role) => ids.get(role)?.has(person.id) === true).map((role) =>
      categoryPath(role, person.identifier),
    ),
  );
}

/** The genre and nationality pages: each category with a listed composition. */
export function categoryPagePaths(compositions: readonly CompositionSummary[]): string[] {
  return CATEGORY_KINDS.flatMap((kind) =>
    categoryList(compositions, kind).map(({ category }) => categoryPath(kind, category.identifier)),
  );
}

/** The feature category pages and their subcategories' pages. */
export function featureCategoryPaths(features: readonly MediaFeature[]): string[] {
  return topLevelCategories(features).flatMap((category) => {
    const page = featureCategoryPage(features, category.identifier);
    if (page === undefined) return [];
    return [
      featuresPath(category.identifier),
      ...page.subcategories.map((sub) => featureSubcategoryPath(category.identifier, sub.identifier)),
    ];
  });
}

/** Every page path the catalogue gives, relative to the base path, percent-encoded as links write them. */
function entityPaths(catalog: PublishedCatalog): string[] {
  return [
    ...entityPagePaths(catalog.entities),
    ...personPagePaths(catalog.compositions, catalog.people),
    ...categoryPagePaths(catalog.compositions),
    ...featureCategoryPaths(catalog.features),
    ...laterListPagePaths(pagedLists(catalog), catalog.listPageSize),
  ];
}

/** The pages a build of `catalog` publishes. */
export function publishedPages(catalog: PublishedCatalog): PublishedPages {
  const paths = new Set([...FIXED_PAGES, ...entityPaths(catalog)].map(normalised));
  const shells = new Set(SHELL_ROUTES.map((shell) => `/${shell}/`));
  const has = (path: string): boolean => {
    const wanted = normalised(path);
    if (paths.has(wanted)) return true;
    const shell = /^\/[^/]+\//.exec(wanted)?.[0];
    return shell !== undefined && shells.has(shell);
  };
  const routes = [
    ...catalog.entities.map(
      ({ kind }) =>
        (identifier: string) =>
          entityPath(kind, identifier),
    ),
    ...OTHER_ROUTES,
  ];
  // Every page's cache key asks about the identifiers its data names, most of them many times.
  const signatures = new Map<string, string>();
  const signature = (identifier: string): string => {
    let known = signatures.get(identifier);
    if (known === undefined) {
      known = routes.map((route) => (has(route(identifier)) ? '1' : '0')).join('');
      signatures.set(identifier, known);
    }
    return known;
  };
  return { has, signature, paths };
}

/**
 * `/combined/` as far as it has pages, for what links to its entries from the browser (the
 * search index): compositions and programs with a page, and people with a page in some role,
 * their `primaryKind` moved to a role that has one when their own has none.
 */
export function withPagesOnly(catalog: Combined, pages: PublishedPages): Combined {
  const people = catalog.people.flatMap((person) => {
    const roles = [person.primaryKind, ...PERSON_ROLES.filter((role) => role !== person.primaryKind)];
    const role = roles.find((kind) => pages.has(categoryPath(kind, person.identifier)));
    return role === undefined ? [] : [{ ...person, primaryKind: role }];
  });
  return {
    compositions: catalog.compositions.filter((work) => pages.has(compositionPath(work.identifier))),
    people,
    programs: catalog.programs.filter((program) => pages.has(concertPath(program.identifier))),
  };
}
