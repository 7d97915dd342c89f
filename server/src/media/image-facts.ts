import sharp, { type Metadata } from 'sharp';
import { type PixelSize } from '#lib/studio/contract.ts';
import { IMAGE_REFUSALS, ImageRefusal, MAX_IMAGE_PIXELS, type Received } from './image-refusals.ts';

/** What the upload needs to know of a picture before cutting it. */
export interface ImageFacts {
  /** Its size as it is seen: after the rotation its camera recorded. */
  size: PixelSize;
  hasAlpha: boolean;
  /** Its type as its bytes say, whatever it was sent as: `image/jpeg`, `image/avif`… */
  type: string;
}

/** The formats sharp reads that the studio takes, by sharp's name for them; AVIF is `heif` with AV1 inside. */
const TAKEN = new Set(['jpeg', 'png', 'webp', 'tiff', 'gif']);

/** What a format sharp reads but the studio does not take is, in an editor's words. */
const OTHER_FORMATS: Readonly<Record<string, string>> = {
  svg: 'an SVG drawing',
  pdf: 'a PDF document',
  heif: 'a HEIC photo',
  jp2: 'a JPEG 2000 picture',
  jxl: 'a JPEG XL picture',
};

/** HEIF brands of HEIC photos (an iPhone's default), which sharp's own build cannot decode. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** Whether bytes read as UTF-8 text with no control characters but tabs and line ends, judged by their start. */
function isText(bytes: Buffer): boolean {
  let text: string;
  try {
    // Streaming, so a character cut at the 4096th byte is left for later rather than refused.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, 4096), { stream: true });
  } catch {
    return false;
  }
  for (const char of text) {
    const code = char.charCodeAt(0);
    if ((code < 32 && char !== '\t' && char !== '\n' && char !== '\r') || code === 127) return false;
  }
  return true;
}

/** What bytes that are not a picture look like, by their first bytes. */
function kindOf(bytes: Buffer): string {
  const head = bytes.subarray(0, 12).toString('latin1');
  if (head.startsWith('%PDF-')) return 'a PDF document';
  if (head.startsWith('PK\u0003\u0004')) return 'a ZIP archive (a Word or Excel file, say)';
  if (head.slice(4, 8) === 'ftyp') return HEIC_BRANDS.has(head.slice(8, 12)) ? 'a HEIC photo' : 'a video';
  if (isText(bytes)) return 'text';
  return 'a file the studio cannot read as a picture';
}

/** sharp's metadata of the bytes, or a refusal naming what they are instead. */
async function metadataOf(bytes: Buffer, received: Received): Promise<Metadata> {
  try {
    return await sharp(bytes).metadata();
  } catch (error) {
    const what = kindOf(bytes);
    const refusal = what === 'a HEIC photo' ? IMAGE_REFUSALS.otherFormat : IMAGE_REFUSALS.notPicture;
    throw new ImageRefusal(refusal(what, received), { cause: error });
  }
}

/**
 * Reads a file's header (not its pixels) and answers its size as seen and whether it has
 * transparency; refuses (ImageRefusal) an empty file, one that is not a picture, a picture in a
 * format the studio does not take, and one of more pixels than it decodes.
 */
export async function readImageFacts(bytes: Buffer, received: Received): Promise<ImageFacts> {
  if (bytes.length === 0) throw new ImageRefusal(IMAGE_REFUSALS.empty());
  const metadata = await metadataOf(bytes, received);
  const avif = metadata.format === 'heif' && metadata.compression === 'av1';
  if (!TAKEN.has(metadata.format) && !avif) {
    const what = OTHER_FORMATS[metadata.format] ?? `a ${metadata.format.toUpperCase()} file`;
    throw new ImageRefusal(IMAGE_REFUSALS.otherFormat(what, received));
  }
  const size = { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
  if (size.width * size.height > MAX_IMAGE_PIXELS) throw new ImageRefusal(IMAGE_REFUSALS.tooManyPixels(size));
  return { size, hasAlpha: metadata.hasAlpha, type: `image/${avif ? 'avif' : metadata.format}` };
}
