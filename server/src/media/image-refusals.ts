import {
  IMAGE_UPLOAD_FORMATS,
  IMAGE_UPLOAD_MAX_BYTES,
  LOGO_MINIMUM,
  PICTURE_MINIMUM,
  type PixelSize,
} from '#lib/studio/contract.ts';

/**
 * Why an uploaded file cannot be a catalogue picture, in a sentence an editor reads at the file
 * field: what was received (its kind, type and size, or its size in pixels) and what is needed.
 */
export class ImageRefusal extends Error {
  override name = 'ImageRefusal';
}

/** The pixels above which a picture is refused before it is decoded: any camera's photo is below. */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** What the request said it sent, and how much: 'text/plain, 23 bytes'. */
export interface Received {
  /** The Content-Type without its parameters, or undefined when none was sent. */
  type: string | undefined;
  bytes: number;
}

/** A number of bytes as an editor reads it, never less than it is: in bytes, kilobytes or megabytes. */
function shownBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.ceil(bytes / 1024)} KB`;
  return `${Math.ceil((bytes * 10) / (1024 * 1024)) / 10} MB`;
}

const shownReceived = (received: Received) => `${received.type ?? 'no type given'}, ${shownBytes(received.bytes)}`;
const shownSize = (size: PixelSize) => `${size.width} × ${size.height} pixels`;

/** Every sentence of the image upload, in one place. */
export const IMAGE_REFUSALS = {
  empty: () => 'No file was received: choose a picture to upload.',
  notPicture: (what: string, received: Received) =>
    `This file is ${what} (${shownReceived(received)}), not a picture. Upload a ${IMAGE_UPLOAD_FORMATS} file.`,
  otherFormat: (what: string, received: Received) =>
    `This file is ${what} (${shownReceived(received)}), which the studio does not take. ` +
    `Save it as ${IMAGE_UPLOAD_FORMATS} and upload that.`,
  damaged: () =>
    'This picture could not be read to the end: the file may be damaged or cut short. Save it again and upload the new file.',
  tooManyPixels: (size: PixelSize) =>
    `This picture is ${shownSize(size)} (${Math.round((size.width * size.height) / 1e6)} megapixels); ` +
    `the studio takes pictures of up to ${MAX_IMAGE_PIXELS / 1e6} megapixels. Make it smaller and upload it again.`,
  pictureTooSmall: (size: PixelSize) =>
    `This picture is ${shownSize(size)}; it must be at least ${PICTURE_MINIMUM.width} × ${PICTURE_MINIMUM.height} ` +
    `for ${PICTURE_MINIMUM.label}.`,
  logoTooSmall: (size: PixelSize) =>
    `This logo is ${shownSize(size)}; it must be at least ${LOGO_MINIMUM.width} pixels wide or ` +
    `${LOGO_MINIMUM.height} pixels high to stay sharp where the site shows it.`,
  tooLarge: (bytes: number | undefined) =>
    `This file is ${bytes === undefined ? '' : `${shownBytes(bytes)}, `}larger than the ` +
    `${shownBytes(IMAGE_UPLOAD_MAX_BYTES)} the studio takes. Save the picture with more compression ` +
    '(a JPEG of quality 85 looks the same) and upload it again.',
} as const;
