import type { ImportImage } from '../src/catalog/import-schema.ts';

/**
 * The demo's pictures. The media generator writes these files (and their renditions) under
 * server/media/images/ and lists them in its manifest; the seed refers to them by path.
 */

type ImageInput = Omit<ImportImage, 'alt' | 'credit'> & { alt: string; credit: string };

/** The image folders and how many pictures each holds, with their size. */
export const IMAGE_SETS = {
  people: { prefix: 'portrait', count: 12, width: 900, height: 1200, ext: 'jpg' },
  works: { prefix: 'work', count: 12, width: 1600, height: 900, ext: 'jpg' },
  programs: { prefix: 'program', count: 8, width: 1600, height: 900, ext: 'jpg' },
  features: { prefix: 'feature', count: 6, width: 1600, height: 900, ext: 'jpg' },
  collections: { prefix: 'collection', count: 4, width: 1600, height: 900, ext: 'jpg' },
  logos: { prefix: 'logo', count: 4, width: 400, height: 200, ext: 'png' },
} as const;

/** One of the image folders above. */
export type ImageSet = keyof typeof IMAGE_SETS;

/**
 * Picture `n` (1-based, wrapping round) of a folder, with its alt text and credit.
 */
export function demoImage(set: ImageSet, n: number, alt: string, credit: string): ImageInput {
  const { prefix, count, width, height, ext } = IMAGE_SETS[set];
  const index = ((((n - 1) % count) + count) % count) + 1;
  return {
    src: `/media/images/${set}/${prefix}-${String(index).padStart(2, '0')}.${ext}`,
    width,
    height,
    alt,
    credit,
  };
}
