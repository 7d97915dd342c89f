import type { FeatureCategory, MediaFeature } from '../api/contract.ts';
import { compareIdentifiers, compareText, newestFirst } from './ordering.ts';
import { segment } from './routes.ts';

/** The title of /features and /features/all (rules §2). */
export const ALL_FEATURES_TITLE = 'All Features';

/** The viewBy segment that shows every feature. */
export const ALL_FEATURES_VIEW_BY = 'all';

/** A breadcrumb link. */
export interface Crumb {
  readonly title: string;
  /** Relative to the base path. */
  readonly path: string;
}

/** `/features`, or `/features/{category}` for a top-level category. */
export function featuresPath(categoryIdentifier?: string): string {
  return categoryIdentifier === undefined ? '/features' : `/features/${segment(categoryIdentifier)}`;
}

/** `/features/{category}/{subcategory}`. */
export function featureSubcategoryPath(categoryIdentifier: string, subcategoryIdentifier: string): string {
  return `${featuresPath(categoryIdentifier)}/${segment(subcategoryIdentifier)}`;
}

/** Newest first, then title, then identifier. */
function compareNewestFirst(a: MediaFeature, b: MediaFeature): number {
  return (
    newestFirst(a.date_time, b.date_time) ||
    compareText(a.title, b.title) ||
    compareIdentifiers(a.identifier, b.identifier)
  );
}

/** 'All Features' (rules §2): every feature, newest first. */
export function allFeatures(features: readonly MediaFeature[]): MediaFeature[] {
  return [...features].sort(compareNewestFirst);
}

/**
 * The order within a category (rules §2: "sorted by sort_weight then date"): lower
 * weight first; among equal weights the newest first, like 'All Features'.
 */
export function compareInCategory(a: MediaFeature, b: MediaFeature): number {
  return a.sort_weight - b.sort_weight || compareNewestFirst(a, b);
}

/** Categories by weight, then title, then identifier (the contract's category order). */
export function compareCategories(a: FeatureCategory, b: FeatureCategory): number {
  return (
    a.sort_weight - b.sort_weight || compareText(a.title, b.title) || compareIdentifiers(a.identifier, b.identifier)
  );
}

/** The distinct categories at one level of the features' hierarchies, sorted. */
function categoriesAt(features: readonly MediaFeature[], level: 0 | 1): FeatureCategory[] {
  const found = new Map<string, FeatureCategory>();
  for (const feature of features) {
    const category = feature.category_hierarchy[level];
    if (category !== undefined && !found.has(category.identifier)) found.set(category.identifier, category);
  }
  return [...found.values()].sort(compareCategories);
}

/** The top-level categories: the viewBy values of /features/{viewBy}. */
export function topLevelCategories(features: readonly MediaFeature[]): FeatureCategory[] {
  return categoriesAt(features, 0);
}

/** The features filed under a top-level category, subcategories included. */
function inCategory(features: readonly MediaFeature[], categoryIdentifier: string): MediaFeature[] {
  return features.filter((feature) => feature.category_hierarchy[0]?.identifier === categoryIdentifier);
}

/** What /features/{category} shows. */
export interface FeatureCategoryPage {
  readonly category: FeatureCategory;
  /** Its subcategories, sorted; empty when it has none. */
  readonly subcategories: FeatureCategory[];
  /**
   * The features filed directly under it (all of them when it has no subcategories),
   * sorted by {@link compareInCategory}.
   */
  readonly features: MediaFeature[];
}

/**
 * The model of /features/{category}, or undefined when no feature is filed under it.
 * A category with subcategories lists the subcategories (rules §2); features filed
 * directly under such a category are listed after them so none becomes unreachable.
 */
export function featureCategoryPage(
  features: readonly MediaFeature[],
  categoryIdentifier: string,
): FeatureCategoryPage | undefined {
  const filed = inCategory(features, categoryIdentifier);
  const category = filed[0]?.category_hierarchy[0];
  if (category === undefined) return undefined;
  return {
    category,
    subcategories: categoriesAt(filed, 1),
    features: filed.filter((feature) => feature.category_hierarchy.length === 1).sort(compareInCategory),
  };
}

/** What /features/{category}/{subcategory} shows. */
export interface FeatureSubcategoryPage {
  readonly category: FeatureCategory;
  readonly subcategory: FeatureCategory;
  /** Sorted by {@link compareInCategory}. */
  readonly features: MediaFeature[];
}

/** The model of /features/{category}/{subcategory}, or undefined when nothing is filed there. */
export function featureSubcategoryPage(
  features: readonly MediaFeature[],
  categoryIdentifier: string,
  subcategoryIdentifier: string,
): FeatureSubcategoryPage | undefined {
  const filed = inCategory(features, categoryIdentifier).filter(
    (feature) => feature.category_hierarchy[1]?.identifier === subcategoryIdentifier,
  );
  const [category, subcategory] = filed[0]?.category_hierarchy ?? [];
  if (category === undefined || subcategory === undefined) return undefined;
  return { category, subcategory, features: filed.sort(compareInCategory) };
}

/** A feature page's breadcrumb (rules §2): its category, then its subcategory when it has one. */
export function featureBreadcrumb(feature: MediaFeature): Crumb[] {
  const [category, subcategory] = feature.category_hierarchy;
  if (category === undefined) return [];
  const crumbs: Crumb[] = [{ title: category.title, path: featuresPath(category.identifier) }];
  if (subcategory !== undefined) {
    crumbs.push({
      title: subcategory.title,
      path: featureSubcategoryPath(category.identifier, subcategory.identifier),
    });
  }
  return crumbs;
}
