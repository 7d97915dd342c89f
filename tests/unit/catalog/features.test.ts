import { describe, expect, it } from 'vitest';
import {
  ALL_FEATURES_TITLE,
  allFeatures,
  featureBreadcrumb,
  featureCategoryPage,
  featureSubcategoryPage,
  featureSubcategoryPath,
  featuresPath,
  topLevelCategories,
} from '../../../src/lib/catalog/features.ts';
import { buildFeatureCategory, buildMediaFeature } from '../../support/contract-builders.ts';

const interviews = buildFeatureCategory({ identifier: 'interviews', title: 'Interviews', sort_weight: 2 });
const films = buildFeatureCategory({ identifier: 'films', title: 'Films', sort_weight: 1 });
const extras = buildFeatureCategory({ identifier: 'extras', title: 'Extras', sort_weight: 2 });
const soloists = buildFeatureCategory({ identifier: 'soloists', title: 'Soloists', sort_weight: 1 });
const composers = buildFeatureCategory({ identifier: 'composers', title: 'Composers', sort_weight: 0 });

/** A feature with a weight and a date in 2024. */
function feature(identifier: string, day: number, sortWeight: number, hierarchy: (typeof interviews)[]) {
  return buildMediaFeature({
    identifier,
    title: identifier,
    date_time: new Date(Date.UTC(2024, 0, day)).toISOString(),
    sort_weight: sortWeight,
    category_hierarchy: hierarchy,
  });
}

const filmOld = feature('film-old', 1, 0, [films]);
const filmNewHeavy = feature('film-new-heavy', 9, 5, [films]);
const filmNew = feature('film-new', 8, 0, [films]);
const soloist = feature('soloist', 3, 0, [interviews, soloists]);
const composer = feature('composer', 2, 0, [interviews, composers]);
const composerLater = feature('composer-later', 4, 0, [interviews, composers]);
const general = feature('general', 5, 0, [interviews]);
const extra = feature('extra', 6, 0, [extras]);
const features = [filmOld, soloist, filmNewHeavy, composer, general, filmNew, extra, composerLater];

const ids = (list: { identifier: string }[]) => list.map((f) => f.identifier);

describe('all features', () => {
  it("is titled 'All Features' and lists everything newest first", () => {
    expect(ALL_FEATURES_TITLE).toBe('All Features');
    expect(ids(allFeatures(features))).toEqual([
      'film-new-heavy',
      'film-new',
      'extra',
      'general',
      'composer-later',
      'soloist',
      'composer',
      'film-old',
    ]);
  });
});

describe('feature categories', () => {
  it('lists top-level categories by weight, then title', () => {
    expect(ids(topLevelCategories(features))).toEqual(['films', 'extras', 'interviews']);
  });

  it('sorts a category by sort_weight, then newest first', () => {
    const page = featureCategoryPage(features, 'films');
    expect(page?.category).toEqual(films);
    expect(page?.subcategories).toEqual([]);
    expect(ids(page?.features ?? [])).toEqual(['film-new', 'film-old', 'film-new-heavy']);
  });

  it('lists the subcategories of a category that has them, and its direct features after them', () => {
    const page = featureCategoryPage(features, 'interviews');
    expect(ids(page?.subcategories ?? [])).toEqual(['composers', 'soloists']);
    expect(ids(page?.features ?? [])).toEqual(['general']);
  });

  it('lists a subcategory', () => {
    const page = featureSubcategoryPage(features, 'interviews', 'composers');
    expect(page?.category).toEqual(interviews);
    expect(page?.subcategory).toEqual(composers);
    expect(ids(page?.features ?? [])).toEqual(['composer-later', 'composer']);
  });

  it('finds nothing for unknown categories or a subcategory under the wrong parent', () => {
    expect(featureCategoryPage(features, 'nope')).toBeUndefined();
    expect(featureSubcategoryPage(features, 'films', 'composers')).toBeUndefined();
    expect(featureSubcategoryPage(features, 'interviews', 'nope')).toBeUndefined();
  });
});

describe('feature paths and breadcrumb', () => {
  it('builds the feature list paths', () => {
    expect(featuresPath()).toBe('/features');
    expect(featuresPath('films')).toBe('/features/films');
    expect(featureSubcategoryPath('interviews', 'composers')).toBe('/features/interviews/composers');
  });

  it('is the category, then the subcategory', () => {
    expect(featureBreadcrumb(composer)).toEqual([
      { title: 'Interviews', path: '/features/interviews' },
      { title: 'Composers', path: '/features/interviews/composers' },
    ]);
    expect(featureBreadcrumb(filmOld)).toEqual([{ title: 'Films', path: '/features/films' }]);
  });
});
