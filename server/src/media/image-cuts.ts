import sharp, { type Sharp } from 'sharp';
import { IMAGE_RENDITIONS } from '#lib/catalog/image-renditions.ts';
import {
  focusCrop,
  LOGO_MINIMUM,
  PICTURE_MINIMUM,
  type ImageFocus,
  type ImageFolderKind,
  type PixelSize,
} from '#lib/studio/contract.ts';
import { IMAGE_REFUSALS, ImageRefusal, MAX_IMAGE_PIXELS } from './image-refusals.ts';

/** One file of a stored picture: what follows its base name ('.jpg', '.wd_256x144.jpg') and its bytes. */
export interface ImageFile {
  suffix: string;
  bytes: Buffer;
}

/** A picture cut for the site: its original's size and files, the renditions first and the original last. */
export interface ImageCut {
  original: PixelSize;
  /** The original's extension: renditions are always `.jpg`. */
  extension: 'jpg' | 'png';
  files: ImageFile[];
}

/** The longest edge of a stored photograph: the site's widest column (72rem) at twice the density, rounded up. */
const PICTURE_LONG_EDGE = 2400;
/** A stored logo fits twice the box it must fill (LOGO_MINIMUM): sharp on any screen, small on disk. */
const LOGO_BOX = { width: LOGO_MINIMUM.width * 2, height: LOGO_MINIMUM.height * 2 };
/** The site's paper (`--paper`, src/styles/global.css): what shows through a transparent part of a JPEG. */
const PAPER = { r: 0xfb, g: 0xf8, b: 0xf3 };
/** Quality 80 (sharp's default, the usual one on the web) with mozjpeg's encoder, which makes smaller files than libjpeg's. */
const JPEG = { quality: 80, mozjpeg: true } as const;

const scaled = (size: PixelSize, scale: number): PixelSize => ({
  width: Math.max(1, Math.round(size.width * scale)),
  height: Math.max(1, Math.round(size.height * scale)),
});

/**
 * The size a photograph is stored at: its long edge at most 2400 pixels, unless that would leave
 * it smaller than a rendition (a panorama), never enlarged. So the stored original fills every
 * rendition, and can be cut again.
 */
export function storedPictureSize(size: PixelSize): PixelSize {
  const fit = PICTURE_LONG_EDGE / Math.max(size.width, size.height);
  const fill = Math.max(PICTURE_MINIMUM.width / size.width, PICTURE_MINIMUM.height / size.height);
  return scaled(size, Math.min(1, Math.max(fit, fill)));
}

/** The size a logo is stored at: inside twice the box it fills on a page, never enlarged. */
export function storedLogoSize(size: PixelSize): PixelSize {
  return scaled(size, Math.min(1, LOGO_BOX.width / size.width, LOGO_BOX.height / size.height));
}

/** Refuses a picture too small for its largest rendition, or a logo too small for its box. */
export function checkImageSize(size: PixelSize, kind: ImageFolderKind): void {
  if (kind === 'picture' && (size.width < PICTURE_MINIMUM.width || size.height < PICTURE_MINIMUM.height))
    throw new ImageRefusal(IMAGE_REFUSALS.pictureTooSmall(size));
  if (kind === 'logo' && size.width < LOGO_MINIMUM.width && size.height < LOGO_MINIMUM.height)
    throw new ImageRefusal(IMAGE_REFUSALS.logoTooSmall(size));
}

/** Decoded pixels in sRGB, 8 bits a channel, and a sharp pipeline that starts from them. */
interface Pixels {
  size: PixelSize;
  open(): Sharp;
}

/**
 * Decodes the upload once, turned as its camera recorded, at the size it is stored at. Every
 * output starts from these pixels, so a camera's full-size photograph is decoded once, not once per file.
 * Metadata (EXIF with its GPS position, the camera's serial number) is never copied out: sharp
 * writes none unless asked, and converts colours to sRGB, the web's. A file that fails to decode
 * is refused as damaged.
 */
async function decode(bytes: Buffer, size: PixelSize, flatten: boolean): Promise<Pixels> {
  let pipeline = sharp(bytes, { autoOrient: true, failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
  if (flatten) pipeline = pipeline.flatten({ background: PAPER });
  try {
    const { data, info } = await pipeline
      .resize(size.width, size.height, { fit: 'fill' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    return { size: { width: info.width, height: info.height }, open: () => sharp(data, { raw }) };
  } catch (error) {
    throw new ImageRefusal(IMAGE_REFUSALS.damaged(), { cause: error });
  }
}

/** A photograph: its original as JPEG, and every rendition cropped around the focal point. */
async function cutPicture(bytes: Buffer, size: PixelSize, focus: ImageFocus): Promise<ImageCut> {
  const pixels = await decode(bytes, storedPictureSize(size), true);
  const renditions = await Promise.all(
    IMAGE_RENDITIONS.map(async (r) => ({
      suffix: `.${r.name}.jpg`,
      bytes: await pixels
        .open()
        .extract(focusCrop(pixels.size, r, focus))
        // The box has the rendition's shape to within a pixel's rounding; `cover` trims that pixel rather than stretch.
        .resize(r.width, r.height, { fit: 'cover' })
        .jpeg(JPEG)
        .toBuffer(),
    })),
  );
  const original = { suffix: '.jpg', bytes: await pixels.open().jpeg(JPEG).toBuffer() };
  return { original: pixels.size, extension: 'jpg', files: [...renditions, original] };
}

/** The colour of a logo's top-left pixel drawn on the paper: the ground its renditions are fitted on. */
async function groundOf(pixels: Pixels): Promise<{ r: number; g: number; b: number }> {
  const { data } = await pixels
    .open()
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .flatten({ background: PAPER })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { r: data[0] ?? PAPER.r, g: data[1] ?? PAPER.g, b: data[2] ?? PAPER.b };
}

/**
 * A logo: its original as PNG (flat colours and sharp edges, transparency kept, as the site shows
 * it on the page), and every rendition fitted whole on the logo's ground colour.
 */
async function cutLogo(bytes: Buffer, size: PixelSize): Promise<ImageCut> {
  const pixels = await decode(bytes, storedLogoSize(size), false);
  const ground = await groundOf(pixels);
  const renditions = await Promise.all(
    IMAGE_RENDITIONS.map(async (r) => ({
      suffix: `.${r.name}.jpg`,
      bytes: await pixels
        .open()
        .flatten({ background: ground })
        .resize(r.width, r.height, { fit: 'contain', background: ground })
        .jpeg(JPEG)
        .toBuffer(),
    })),
  );
  const original = { suffix: '.png', bytes: await pixels.open().png({ compressionLevel: 9 }).toBuffer() };
  return { original: pixels.size, extension: 'png', files: [...renditions, original] };
}

/** Cuts an upload whose facts were read (image-facts.ts) for a folder of `kind`. */
export function cutImage(bytes: Buffer, size: PixelSize, kind: ImageFolderKind, focus: ImageFocus): Promise<ImageCut> {
  checkImageSize(size, kind);
  return kind === 'logo' ? cutLogo(bytes, size) : cutPicture(bytes, size, focus);
}
