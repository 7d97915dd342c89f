import type { CompositionSummary, MediaFeature, Person, ProgramSummary } from '../api/contract.ts';
import { categoryList, worksByCategory } from './categories.ts';
import { worksByPerson } from './compositions.ts';
import { compositionsViewList } from './compositions-view.ts';
import { CONCERT_TABS, concertsForTab } from './concerts.ts';
import {
  allFeatures,
  featureCategoryPage,
  featureSubcategoryPath,
  featuresPath,
  topLevelCategories,
} from './features.ts';
import { listPagePaths } from './list-pages.ts';
import { PERSON_ROLES } from './people-lists.ts';
import { VIEW_BYS, categoryPath, compositionsListPath, type CategoryKind } from './view-by.ts';

/**
 * Every list the site splits into pages, with how many items each holds: what the published
 * pages and the sitemap need to know which `/page/{n}` pages a build writes. The routes split
 * the same lists (src/pages), by the same rules, with src/lib/catalog/list-pages.ts.
 */

/** One list: its first page's path and its length. */
export interface PagedList {
  /** The list's own path (its first page), relative to the base path. */
  readonly path: string;
  readonly length: number;
}

/** What the lists are drawn from. */
export interface PagedListCatalog {
  readonly compositions: readonly CompositionSummary[];
  readonly people: readonly Person[];
  readonly programs: readonly ProgramSummary[];
  readonly features: readonly MediaFeature[];
}

const CATEGORY_KINDS: readonly CategoryKind[] = ['genre', 'nationality'];

/** The compositions views (and /compositions/by/all, which repeats /compositions). */
function viewLists(catalog: PagedListCatalog): PagedList[] {
  const lists = VIEW_BYS.map((viewBy) => ({
    path: compositionsListPath(viewBy),
    length: compositionsViewList(catalog, viewBy).items.length,
  }));
  const all = lists[0]?.length ?? 0;
  return [...lists, { path: '/compositions/by/all', length: all }];
}

/** Person pages' and category pages' lists of works. */
function workLists(catalog: PagedListCatalog): PagedList[] {
  const persons = PERSON_ROLES.flatMap((role) => {
    const works = worksByPerson(catalog.compositions, role);
    return catalog.people
      .filter((person) => works.has(person.id))
      .map((person) => ({ path: categoryPath(role, person.identifier), length: works.get(person.id)?.length ?? 0 }));
  });
  const categories = CATEGORY_KINDS.flatMap((kind) => {
    const groups = worksByCategory(catalog.compositions, kind);
    return categoryList(catalog.compositions, kind).map(({ category }) => ({
      path: categoryPath(kind, category.identifier),
      length: groups.get(category.identifier)?.length ?? 0,
    }));
  });
  return [...persons, ...categories];
}

/** /features, /features/all, each top-level category's own features and each subcategory's. */
function featureLists(features: readonly MediaFeature[]): PagedList[] {
  const all = allFeatures(features).length;
  const categories = topLevelCategories(features).flatMap((category) => {
    const page = featureCategoryPage(features, category.identifier);
    if (page === undefined) return [];
    const subcategories = page.subcategories.map((sub) => ({
      path: featureSubcategoryPath(category.identifier, sub.identifier),
      length: features.filter(
        (f) =>
          f.category_hierarchy[0]?.identifier === category.identifier &&
          f.category_hierarchy[1]?.identifier === sub.identifier,
      ).length,
    }));
    return [{ path: featuresPath(category.identifier), length: page.features.length }, ...subcategories];
  });
  return [{ path: '/features', length: all }, { path: '/features/all', length: all }, ...categories];
}

/** Every list the site splits into pages. */
export function pagedLists(catalog: PagedListCatalog): PagedList[] {
  return [
    ...viewLists(catalog),
    ...workLists(catalog),
    ...CONCERT_TABS.map((tab) => ({ path: tab.path, length: concertsForTab(catalog.programs, tab.tab).length })),
    ...featureLists(catalog.features),
  ];
}

/** The paths of every page after the first of `lists` at `pageSize` items a page. */
export function laterListPagePaths(lists: readonly PagedList[], pageSize: number): string[] {
  return lists.flatMap((list) => listPagePaths(list.path, list.length, pageSize).slice(1));
}
