import { site } from '../../config/site.ts';
import type { Image } from '../../lib/api/contract.ts';
import { wideImage } from '../../lib/catalog/image-sources.ts';

/** What a stream's picture needs: its image (null draws the curtain gradient) and how it is drawn. */
export interface WidePictureProps {
  image: Image | null;
  className: string | undefined;
  /** The class of the gradient drawn when there is no image. */
  blankClassName: string | undefined;
  /** How wide the picture is drawn at each breakpoint. */
  sizes: string;
  /** True for the picture that paints first: loaded at once, with high priority. */
  eager?: boolean;
}

/**
 * A live stream's 16:9 picture in the renditions of rules §9, its size declared so
 * nothing shifts as it loads; a decorative gradient when the stream has none.
 */
export function WidePicture({ image, className, blankClassName, sizes, eager = false }: WidePictureProps) {
  if (image === null) return <span className={blankClassName} aria-hidden="true" />;
  const sources = wideImage(image, site.mediaBase);
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
