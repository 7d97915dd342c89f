import { z } from 'zod';
import { type DocumentItem, entity } from './entity.ts';
import { answered, dateTime, flag, image, optionalReference, plain, reference } from './field.ts';
import { Html, Slug } from './slug.ts';
import { titledFields } from './titled-fields.ts';

/** Feature categories with every parent before its children, as the foreign key needs. */
function parentsFirst(categories: readonly DocumentItem[]): DocumentItem[] {
  const parents = new Map(categories.map((c) => [c['identifier'], c['parent']]));
  const depth = (c: DocumentItem) => {
    let d = 0;
    for (let p = c['parent']; p !== null && p !== undefined && d <= parents.size; p = parents.get(p)) d++;
    return d;
  };
  return categories
    .map((c) => ({ c, d: depth(c) }))
    .sort((a, b) => a.d - b.d)
    .map(({ c }) => c);
}

/** `feature_categories`: a tree of categories for media features. */
export const featureCategories = entity({
  table: 'feature_categories',
  ids: { key: ['identifier'] },
  insertOrder: parentsFirst,
  fields: {
    identifier: answered(plain(Slug)),
    title: answered(plain(z.string().min(1))),
    /** Parent category identifier; null for a top-level category. */
    parent: optionalReference('feature_categories', Slug, 'parent_id'),
    sort_weight: answered(plain(z.number().int().default(0))),
  },
});

/** `media_features`: videos and audio beside the concerts. */
export const mediaFeatures = entity({
  table: 'media_features',
  ids: { key: ['identifier'] },
  fields: {
    ...titledFields(),
    description: answered(plain(Html)),
    type: answered(plain(z.enum(['V', 'A']).default('V'))),
    date_time: answered(dateTime()),
    duration_ms: answered(plain(z.number().int().nonnegative())),
    image: answered(image()),
    production_credits: answered(plain(Html)),
    sort_weight: answered(plain(z.number().int().default(0))),
    /** The most specific category identifier (a subcategory when it has one). */
    category: reference('feature_categories', Slug, 'category_id'),
    captions_url: answered(plain(z.string().nullable().default(null))),
    media: plain(z.string().min(1)),
    starts_by_default: answered(flag(false)),
  },
});
