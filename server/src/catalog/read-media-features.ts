import type { FeatureCategory, MediaFeature } from '#lib/api/contract.ts';
import type { FeatureCategoryRow, MediaFeatureRow } from './catalog-rows.ts';
import { ANSWER_SHAPES } from './entities/answer-shapes.ts';
import { memoised, type ReadContext } from './read-context.ts';
import { rowOf } from './read-refs.ts';

/** A category's path from the top level down to it. */
export function categoryHierarchy(ctx: ReadContext, categoryId: number): FeatureCategory[] {
  return memoised(ctx, `feature-category:${categoryId}`, () => {
    const path: FeatureCategory[] = [];
    const seen = new Set<number>();
    for (let id: number | null = categoryId; id !== null && !seen.has(id);) {
      seen.add(id);
      const c: FeatureCategoryRow = rowOf(ctx.s.featureCategories, id, 'feature category');
      path.unshift(ANSWER_SHAPES.featureCategory.build(c, {}));
      id = c.parent_id;
    }
    return path;
  });
}

/** One media feature. */
export function mediaFeatureAnswer(ctx: ReadContext, f: MediaFeatureRow): MediaFeature {
  return ANSWER_SHAPES.mediaFeature.build(f, { category_hierarchy: categoryHierarchy(ctx, f.category_id) });
}

/** `/media_features/`: every feature, newest first (ties by id). */
export function mediaFeaturesAnswer(ctx: ReadContext): MediaFeature[] {
  return [...ctx.s.mediaFeatures]
    .sort((a, b) => Date.parse(b.date_time) - Date.parse(a.date_time) || a.id - b.id)
    .map((f) => mediaFeatureAnswer(ctx, f));
}
