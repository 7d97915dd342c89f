import { z } from 'zod';

/** An image: a path under the media root (or an absolute URL) and its size. */
export const ImportImageSchema = z.object({
  /** E.g. '/media/images/people/ludwig-van-beethoven.jpg'. Renditions sit beside it (see docs/api.md). */
  src: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().default(''),
  credit: z.string().default(''),
});
export type ImportImage = z.output<typeof ImportImageSchema>;
