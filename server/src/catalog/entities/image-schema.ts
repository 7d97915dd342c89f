import { z } from 'zod';
import { typeNames } from './type-names.ts';

/** An image: a path under the media root (or an absolute URL) and its size. */
export const ImportImageSchema = z
  .strictObject({
    /** E.g. '/media/images/people/ludwig-van-beethoven.jpg'. Renditions sit beside it (docs/catalogue-format.md). */
    src: z.string().min(1),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string().default(''),
    credit: z.string().default(''),
  })
  .register(typeNames, { typeName: 'image' });
export type ImportImage = z.output<typeof ImportImageSchema>;
