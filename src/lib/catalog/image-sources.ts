import type { Image } from '../api/contract.ts';

/** What an `<img>` needs: absolute URLs, the intrinsic size of `src`, and its credit. */
export interface ImageSources {
  readonly src: string;
  /** Empty when there is a single size. */
  readonly srcset: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  /** The photographer or source credit; null when there is none. */
  readonly credit: string | null;
}

/** The square thumbnail rendition's size (the media generator's and the API's convention). */
export const THUMBNAIL_SIZE = 150;

/** The share image's size (rules §9). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

const WIDE_RATIO = 16 / 9;

/**
 * An image URL as a browser must load it (the brief: API image URLs are paths on the
 * media host). Absolute `http(s):` URLs are kept; anything else is joined to `mediaBase`
 * with exactly one slash between them.
 */
export function mediaUrl(path: string, mediaBase: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${mediaBase.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Trims a credit, mapping an empty one to null. */
function creditOf(image: Image): string | null {
  const credit = image.credit.trim();
  return credit === '' ? null : credit;
}

/**
 * A 16:9 picture (cards, page heroes) in the renditions of rules §9: 256x144 and 512x288,
 * plus the original when it has the same 16:9 shape (so large screens get a sharp
 * picture); `src` is the 512x288 rendition, whose size the `<img>` declares.
 */
export function wideImage(image: Image, mediaBase: string): ImageSources {
  const url = (path: string) => mediaUrl(path, mediaBase);
  const candidates = [`${url(image.renditions.wd_256x144)} 256w`, `${url(image.renditions.wd_512x288)} 512w`];
  const originalIsWide = Math.abs(image.width / image.height - WIDE_RATIO) < 0.01;
  if (originalIsWide && image.width > 512) candidates.push(`${url(image.url)} ${image.width}w`);
  return {
    src: url(image.renditions.wd_512x288),
    srcset: candidates.join(', '),
    width: 512,
    height: 288,
    alt: image.alt,
    credit: creditOf(image),
  };
}

/** The square thumbnail (people lists, avatars). */
export function thumbnailImage(image: Image, mediaBase: string): ImageSources {
  return {
    src: mediaUrl(image.renditions.thumbnail, mediaBase),
    srcset: '',
    width: THUMBNAIL_SIZE,
    height: THUMBNAIL_SIZE,
    alt: image.alt,
    credit: creditOf(image),
  };
}

/** The 1200x630 share image's absolute URL (Open Graph, Twitter, JSON-LD). */
export function shareImageUrl(image: Image, mediaBase: string): string {
  return mediaUrl(image.renditions.social_1200x630, mediaBase);
}

/**
 * A person's portrait on their own page: the original when it is taller than wide (the
 * renditions are 16:9 crops, which cut a standing portrait), otherwise {@link wideImage}.
 */
export function portraitImage(image: Image, mediaBase: string): ImageSources {
  if (image.height <= image.width) return wideImage(image, mediaBase);
  return {
    src: mediaUrl(image.url, mediaBase),
    srcset: '',
    width: image.width,
    height: image.height,
    alt: image.alt,
    credit: creditOf(image),
  };
}
