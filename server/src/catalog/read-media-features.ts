import type { FeatureCategory, MediaFeature } from '../../../src/lib/api/contract.ts';
import type { FeatureCategoryRow, MediaFeatureRow } from './catalog-rows.ts';
import { imageAnswer } from './image-answer.ts';
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
      path.unshift({ identifier: c.identifier, title: c.title, sort_weight: c.sort_weight });
      id = c.parent_id;
    }
    return path;
  });
}

/** One media feature. */
export function mediaFeatureAnswer(ctx: ReadContext, f: MediaFeatureRow): MediaFeature {
  return {
    identifier: f.identifier,
    uuid: f.uuid,
    title: f.title,
    description: f.description,
    type: f.type,
    date_time: f.date_time,
    duration_ms: f.duration_ms,
    image: imageAnswer(f.image_json),
    production_credits: f.production_credits,
    sort_weight: f.sort_weight,
    category_hierarchy: categoryHierarchy(ctx, f.category_id),
    captions_url: f.captions_url,
    starts_by_default: f.starts_by_default === 1,
  };
}

/** `/media_features/`: every feature, newest first (ties by id). */
export function mediaFeaturesAnswer(ctx: ReadContext): MediaFeature[] {
  return [...ctx.s.mediaFeatures]
    .sort((a, b) => Date.parse(b.date_time) - Date.parse(a.date_time) || a.id - b.id)
    .map((f) => mediaFeatureAnswer(ctx, f));
}
