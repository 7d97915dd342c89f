import { z } from 'zod';
import { UrlSchema } from './common-scalars.ts';

/** An image with the renditions of rules §9 and the credit shown beside it. */
export const ImageSchema = z.object({
  /** The original image. */
  url: UrlSchema,
  /** Intrinsic width of the original, in pixels. */
  width: z.number().int().positive(),
  /** Intrinsic height of the original, in pixels. */
  height: z.number().int().positive(),
  /** Text alternative; empty when the image is decorative. */
  alt: z.string(),
  /** Photographer or source credit, plain text; empty when none. */
  credit: z.string(),
  /** Fixed-size renditions: 256x144, 512x288, a square thumbnail and the 1200x630 share image. */
  renditions: z.object({
    wd_256x144: UrlSchema,
    wd_512x288: UrlSchema,
    thumbnail: UrlSchema,
    social_1200x630: UrlSchema,
  }),
});
export type Image = z.output<typeof ImageSchema>;
