import { z } from 'zod';
import { CompositionRefSchema, HtmlSchema, IdentifierSchema, ImageSchema } from './common.ts';

/** A block of the home page: the headline or the home video. */
export const HomeContentSchema = z.object({
  content_type: z.enum(['headline', 'video']),
  /** 'home-headline' or 'home-video'. */
  identifier: IdentifierSchema,
  sequence: z.number().int(),
  /** The performance the home video plays; null for a headline. */
  performance: z
    .object({
      id: z.number().int(),
      uuid: z.uuid(),
      composition: CompositionRefSchema,
      /** The video recording to play. */
      recording_uuid: z.uuid().nullable(),
    })
    .nullable(),
  curated_collection: z.object({ identifier: IdentifierSchema, title: z.string().min(1) }).nullable(),
  /** Where the block links; empty when nowhere. */
  url: z.string(),
  body_text: HtmlSchema,
  image: ImageSchema.nullable(),
});
export type HomeContent = z.output<typeof HomeContentSchema>;
