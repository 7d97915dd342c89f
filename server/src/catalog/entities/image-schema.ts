import { z } from 'zod';
import { ImageFocusSchema } from '#lib/studio/image-focus.ts';
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
    /**
     * The point the renditions were cut around, e.g. `{"x": 0.5, "y": 0.3}`: what the studio's upload
     * used, kept so the studio shows it and cuts the same way again. Absent for pictures cut elsewhere.
     */
    focus: ImageFocusSchema.optional(),
  })
  .register(typeNames, { typeName: 'image' });
export type ImportImage = z.output<typeof ImportImageSchema>;
