import { z } from 'zod';
import { CompositionRefSchema, HtmlSchema, IdentifierSchema, ImageSchema } from './common.ts';
import { PerformanceSchema } from './performance.ts';

/** A performance chosen for a collection, with the curator's note. */
export const CuratedItemSchema = z.object({
  sequence: z.number().int(),
  /** The curator's note, HTML; empty when none. */
  note: HtmlSchema,
  composition: CompositionRefSchema,
  performance: PerformanceSchema,
});
export type CuratedItem = z.output<typeof CuratedItemSchema>;

/** A curated collection. */
export const CuratedCollectionSchema = z.object({
  id: z.number().int(),
  /** URL slug, unique. */
  identifier: IdentifierSchema,
  /** Used to ask `/stream/curatedcollection/{uuid}/` for the intro video. */
  uuid: z.uuid(),
  title: z.string().min(1),
  introduction_text: HtmlSchema,
  /** Lists sort by sequence, then title. */
  sequence: z.number().int(),
  /** E.g. 'Curated by Jane Doe'; empty when none. */
  byline: z.string(),
  image: ImageSchema.nullable(),
  /** Total length of the items, e.g. '1 hr 12 min'. */
  duration_formatted: z.string(),
  /** Has a 'Watch Intro' video. */
  has_video: z.boolean(),
  /** The intro player shows at once instead of after a play click. */
  starts_by_default: z.boolean(),
  active_items: z.array(CuratedItemSchema),
});
export type CuratedCollection = z.output<typeof CuratedCollectionSchema>;
