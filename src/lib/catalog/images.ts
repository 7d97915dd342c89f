import type { Image } from '../api/contract.ts';

/** What an `<img>` needs to load a catalogue image at the right size without layout shift. */
export interface ResponsiveImage {
  /** The 512x288 rendition, the fallback for browsers without srcset. */
  readonly src: string;
  /** The 16:9 renditions of spec §9 with their widths. */
  readonly srcset: string;
  /** Intrinsic size of `src`; every rendition in `srcset` has the same 16:9 ratio. */
  readonly width: number;
  readonly height: number;
  readonly alt: string;
  /** The photographer or source credit to show beside the image; null when there is none. */
  readonly credit: string | null;
}

/**
 * A catalogue image as the pages draw it: the 16:9 renditions (256x144, 512x288) as a
 * srcset with a size, so the browser reserves the space, and the credit shown beside it.
 * The original is left out of the srcset because its ratio may differ from the renditions'.
 */
export function responsiveImage(image: Image): ResponsiveImage {
  const credit = image.credit.trim();
  return {
    src: image.renditions.wd_512x288,
    srcset: `${image.renditions.wd_256x144} 256w, ${image.renditions.wd_512x288} 512w`,
    width: 512,
    height: 288,
    alt: image.alt,
    credit: credit === '' ? null : credit,
  };
}
