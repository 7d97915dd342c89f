import { site } from '../config/site.ts';
import type { Image } from '#lib/api/contract.ts';
import { portraitImage, thumbnailImage, wideImage } from '#lib/catalog/image-sources.ts';

const SOURCES = { wide: wideImage, thumb: thumbnailImage, portrait: portraitImage } as const;

/** How a picture is drawn when its caller does not say: a card's width in a two- or three-column grid. */
const DEFAULT_SIZES = '(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw';

export interface PictureProps {
  /** The image; none draws a decorative blank (`blankClassName`) in its place. */
  image: Image | null;
  /** 'wide' (16:9 renditions), 'thumb' (the square thumbnail) or 'portrait' (a standing original). */
  shape?: 'wide' | 'thumb' | 'portrait';
  /** How wide the picture is drawn at each breakpoint (the `sizes` of its renditions). */
  sizes?: string | undefined;
  /** True for the picture that paints first (the page's hero): loaded at once, with high priority. */
  eager?: boolean | undefined;
  className?: string | undefined;
  /** The class of the blank drawn when there is no image (a gradient). */
  blankClassName?: string | undefined;
}

/**
 * A catalogue image in the renditions of rules §9 from the media host, its width and height
 * declared so nothing shifts as it loads, lazily loaded unless it paints first, decorative when
 * the API gave no alt text. One drawing for the Astro pages, which render it at build time with
 * no hydration, and the islands.
 */
export function Picture({
  image,
  shape = 'wide',
  sizes = DEFAULT_SIZES,
  eager = false,
  className,
  blankClassName,
}: PictureProps) {
  if (image === null) return <span className={blankClassName} aria-hidden="true"></span>;
  const sources = SOURCES[shape](image, site.mediaBase);
  return (
    <img
      className={className}
      src={sources.src}
      srcSet={sources.srcset || undefined}
      sizes={sources.srcset ? sizes : undefined}
      width={sources.width}
      height={sources.height}
      alt={sources.alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'auto' : 'async'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
