import type { Image } from '#lib/api/contract.ts';
import { IMAGE_RENDITIONS, renditionUrl } from '#lib/catalog/image-renditions.ts';
import { imageFrom } from './stored-values.ts';

/** A stored image as the API answers it, with its renditions; null when there is none. */
export function imageAnswer(stored: string | null): Image | null {
  const image = imageFrom(stored);
  if (image === null) return null;
  const renditions = Object.fromEntries(IMAGE_RENDITIONS.map((r) => [r.name, renditionUrl(image.src, r.name)]));
  return {
    url: image.src,
    width: image.width,
    height: image.height,
    alt: image.alt,
    credit: image.credit,
    renditions: renditions as Image['renditions'],
  };
}
