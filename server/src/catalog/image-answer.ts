import type { Image } from '#lib/api/contract.ts';
import { imageFrom } from './stored-values.ts';

/** The renditions of rules §9, by the names the media generator gives their files. */
const RENDITIONS = ['wd_256x144', 'wd_512x288', 'thumbnail', 'social_1200x630'] as const;

/**
 * Where a rendition of an image lives: beside the original, its extension replaced by
 * `.<rendition>.jpg` (`/media/images/people/x.jpg` → `/media/images/people/x.wd_256x144.jpg`).
 * Renditions are always JPEG, whatever the original's format.
 */
export function renditionUrl(src: string, rendition: string): string {
  const end = src.search(/[?#]/);
  const path = end === -1 ? src : src.slice(0, end);
  const suffix = end === -1 ? '' : src.slice(end);
  const dot = path.lastIndexOf('.');
  const base = dot > path.lastIndexOf('/') ? path.slice(0, dot) : path;
  return `${base}.${rendition}.jpg${suffix}`;
}

/** A stored image as the API answers it, with its renditions; null when there is none. */
export function imageAnswer(stored: string | null): Image | null {
  const image = imageFrom(stored);
  if (image === null) return null;
  const renditions = Object.fromEntries(RENDITIONS.map((r) => [r, renditionUrl(image.src, r)]));
  return {
    url: image.src,
    width: image.width,
    height: image.height,
    alt: image.alt,
    credit: image.credit,
    renditions: renditions as Image['renditions'],
  };
}
