import { z } from 'zod';
import { IMAGE_RENDITIONS } from '../catalog/image-renditions.ts';
import { CENTRE_FOCUS, ImageFocusSchema } from './image-focus.ts';
import { STUDIO_PATHS } from './paths.ts';

/**
 * Uploading a picture (`POST /api/studio/images/`): the body is the file's bytes, the query says
 * where it goes and its focal point; the answer is what the catalogue's image field holds.
 * docs/studio.md ("Images") says which sizes are made and why.
 */

/**
 * How the pictures of a folder are cut. A `picture` (a photograph) fills every rendition, cropped
 * around its focal point; a `logo` is fitted whole inside each, on its own background colour, and
 * keeps its transparency in its original.
 */
export type ImageFolderKind = 'picture' | 'logo';

/**
 * The folders under `MEDIA_ROOT/images/` a picture may go to: the demo's (people, works, programs,
 * features, collections, logos) and one each for the lists whose demo pictures borrow a concert's.
 */
export const IMAGE_FOLDERS = {
  people: 'picture',
  works: 'picture',
  programs: 'picture',
  performances: 'picture',
  features: 'picture',
  collections: 'picture',
  streams: 'picture',
  home: 'picture',
  logos: 'logo',
} as const satisfies Record<string, ImageFolderKind>;
export type ImageFolder = keyof typeof IMAGE_FOLDERS;

const FOLDER_NAMES = Object.keys(IMAGE_FOLDERS) as [ImageFolder, ...ImageFolder[]];

/** The types a picture may be sent as, for a file input's `accept`; the server reads the bytes, not the label. */
export const IMAGE_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/tiff',
  'image/gif',
] as const;

/** The formats above as an editor names them. */
export const IMAGE_UPLOAD_FORMATS = 'JPEG, PNG, WebP, AVIF, TIFF or GIF';

/** The largest file accepted: a camera's full-size JPEG fits, a video sent by mistake does not. */
export const IMAGE_UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/**
 * The smallest picture that fills every rendition without being enlarged: as wide as the widest
 * and as high as the highest (the share image, 1200 × 630), named by the largest of them.
 */
export const PICTURE_MINIMUM = (() => {
  const largest = [...IMAGE_RENDITIONS].sort((a, b) => b.width * b.height - a.width * a.height)[0];
  return {
    width: Math.max(...IMAGE_RENDITIONS.map((r) => r.width)),
    height: Math.max(...IMAGE_RENDITIONS.map((r) => r.height)),
    label: largest?.label ?? 'the largest size',
  };
})();

/**
 * A logo is drawn whole in a box of at most 12rem × 5rem (UnderwriterCredit.module.css); it is
 * sharp on a screen of twice the density when it fills that box's width or its height at 2×.
 */
export const LOGO_MINIMUM = { width: 384, height: 160 } as const;

/** The longest file name a picture's name gives: the media route takes names of up to 128 characters. */
const NAME_MAX_LENGTH = 80;

/** How much of the chosen file's name the audit log keeps: a file system's longest name. */
const FILE_NAME_KEPT = 255;

/**
 * The part of a file name a picture's `name` gives: lower case, accents dropped, every run of
 * other characters a hyphen ('Antonín Dvořák' → 'antonin-dvorak'); empty when nothing is left.
 */
export function imageFileName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, NAME_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** A focal point's coordinate in a query string: a number from 0 to 1, the middle when left out. */
function focusParameter(axis: 'x' | 'y') {
  const parsed = (value: unknown) => {
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) return CENTRE_FOCUS[axis];
    return typeof value === 'string' ? Number(value) : value;
  };
  return z.preprocess(parsed, ImageFocusSchema.shape[axis]);
}

/** The query of an upload: where the picture goes, what it is called and its focal point. */
export const ImageUploadQuerySchema = z.object({
  /** The folder under `images/`, which also says how it is cut (IMAGE_FOLDERS). */
  folder: z.enum(FOLDER_NAMES, { error: `Choose one of ${FOLDER_NAMES.map((f) => `'${f}'`).join(', ')}.` }),
  /** What the file is named after, e.g. the record's identifier; made into a file name by imageFileName. */
  name: z
    .string({ error: "Give the picture a name, e.g. 'florence-price'." })
    .max(500, { error: 'Ensure this field has no more than 500 characters.' })
    .transform(imageFileName)
    .pipe(z.string().min(1, { error: "Give the picture a name of letters or digits, e.g. 'florence-price'." })),
  /** The focal point from the left edge (0) to the right (1); 0.5 when left out. */
  focus_x: focusParameter('x'),
  /** The focal point from the top edge (0) to the bottom (1); 0.5 when left out. */
  focus_y: focusParameter('y'),
  /** The name of the file as the editor chose it, kept in the audit log (cut to its first 255 characters). */
  file_name: z
    .string({ error: 'Give the file’s name once, as text.' })
    .transform((name) => name.trim().slice(0, FILE_NAME_KEPT) || undefined)
    .optional(),
});

/** What the studio sends as an upload's query (ImageUploadQuerySchema reads it). */
export interface ImageUploadQuery {
  folder: ImageFolder;
  name: string;
  focus_x?: number | undefined;
  focus_y?: number | undefined;
  file_name?: string | undefined;
}

/** The address an upload is sent to, its query included. */
export function imageUploadPath(query: ImageUploadQuery): string {
  const params = new URLSearchParams({ folder: query.folder, name: query.name });
  if (query.focus_x !== undefined) params.set('focus_x', String(query.focus_x));
  if (query.focus_y !== undefined) params.set('focus_y', String(query.focus_y));
  if (query.file_name !== undefined) params.set('file_name', query.file_name);
  return `${STUDIO_PATHS.images}?${params.toString()}`;
}

/**
 * A stored picture (201): its original as the catalogue's image field writes it, with its size
 * in pixels, and the focal point its renditions were cut around. Its renditions sit beside it.
 */
export const ImageUploadAnswerSchema = z.strictObject({
  /** E.g. '/media/images/people/florence-price-3fa2c1d0.jpg'. */
  src: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  focus: ImageFocusSchema,
});
export type ImageUploadAnswer = z.output<typeof ImageUploadAnswerSchema>;
