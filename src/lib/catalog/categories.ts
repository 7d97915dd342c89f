import type { Category, CompositionSummary } from '../api/contract.ts';
import { isListedComposition, sortWorks } from './compositions.ts';
import { compareIdentifiers, compareText } from './ordering.ts';
import type { CategoryKind } from './view-by.ts';

/** A category in a category list, with how many listed compositions it holds. */
export interface CategoryEntry {
  readonly category: Category;
  readonly count: number;
}

/** The categories of one kind a composition belongs to: its genres, or its nationality. */
export function categoriesOfWork(work: CompositionSummary, kind: CategoryKind): Category[] {
  if (kind === 'genre') return work.genre;
  return work.country === null ? [] : [work.country];
}

/**
 * The genre or nationality list (rules §2): every category that holds a listed
 * composition, with its count, sorted by title, then identifier. A category holding only
 * unlisted compositions is left out, so no entry leads to an empty page.
 */
export function categoryList(works: readonly CompositionSummary[], kind: CategoryKind): CategoryEntry[] {
  const entries = new Map<string, { category: Category; count: number }>();
  for (const work of works) {
    if (!isListedComposition(work)) continue;
    for (const category of categoriesOfWork(work, kind)) {
      const entry = entries.get(category.identifier);
      if (entry === undefined) entries.set(category.identifier, { category, count: 1 });
      else entry.count += 1;
    }
  }
  return [...entries.values()].sort(
    (a, b) =>
      compareText(a.category.title, b.category.title) ||
      compareIdentifiers(a.category.identifier, b.category.identifier),
  );
}

/** The listed compositions in one category, sorted. */
export function compositionsInCategory(
  works: readonly CompositionSummary[],
  kind: CategoryKind,
  identifier: string,
): CompositionSummary[] {
  return sortWorks(
    works.filter(
      (work) => isListedComposition(work) && categoriesOfWork(work, kind).some((c) => c.identifier === identifier),
    ),
  );
}

/** A category of one kind by identifier, if a listed composition holds it. */
export function findCategory(
  works: readonly CompositionSummary[],
  kind: CategoryKind,
  identifier: string,
): Category | undefined {
  return categoryList(works, kind).find((entry) => entry.category.identifier === identifier)?.category;
}

/**
 * Every category's listed compositions, sorted, keyed by category identifier: what
 * {@link compositionsInCategory} gives for each category, in one pass, for builds that
 * render every category page.
 */
export function worksByCategory(
  works: readonly CompositionSummary[],
  kind: CategoryKind,
): Map<string, CompositionSummary[]> {
  const groups = new Map<string, CompositionSummary[]>();
  for (const work of sortWorks(works.filter(isListedComposition))) {
    for (const identifier of new Set(categoriesOfWork(work, kind).map((c) => c.identifier))) {
      const list = groups.get(identifier);
      if (list === undefined) groups.set(identifier, [work]);
      else list.push(work);
    }
  }
  return groups;
}
