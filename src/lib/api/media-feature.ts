import { z } from 'zod';
import { DateTimeSchema, HtmlSchema, IdentifierSchema, ImageSchema, UrlSchema } from './common.ts';

/** One level of a feature's category path, top level first. */
export const FeatureCategorySchema = z.object({
  identifier: IdentifierSchema,
  title: z.string().min(1),
  /** Categories sort by weight, then title. */
  sort_weight: z.number().int(),
});
export type FeatureCategory = z.output<typeof FeatureCategorySchema>;

/** A media feature (an interview, a documentary, a behind-the-scenes film). */
export const MediaFeatureSchema = z.object({
  /** URL slug, unique. */
  identifier: IdentifierSchema,
  /** Used to ask `/stream/mediafeature/{uuid}/`. */
  uuid: z.uuid(),
  title: z.string().min(1),
  description: HtmlSchema,
  /** V video, A audio. */
  type: z.enum(['V', 'A']),
  date_time: DateTimeSchema,
  duration_ms: z.number().int().nonnegative(),
  image: ImageSchema.nullable(),
  production_credits: HtmlSchema,
  /** Lower sorts first within a category. */
  sort_weight: z.number().int(),
  /** Top-level category first, then the subcategory when there is one. */
  category_hierarchy: z.array(FeatureCategorySchema).min(1),
  /** English captions (WebVTT); null when none. */
  captions_url: UrlSchema.nullable(),
  /** The player shows at once instead of after a play click. */
  starts_by_default: z.boolean(),
});
export type MediaFeature = z.output<typeof MediaFeatureSchema>;
