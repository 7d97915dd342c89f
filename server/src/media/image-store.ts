import { createHash } from 'node:crypto';
import type { ImageFocus, ImageFolder } from '#lib/studio/contract.ts';
import type { ImageCut } from './image-cuts.ts';
import type { MediaStore } from '../storage/media-store.ts';

/**
 * Changes whenever the way pictures are cut changes (sizes, quality, the crop rule), so that a
 * picture cut again gets new names rather than overwriting files a CDN may hold.
 */
const CUT_VERSION = 'cut-1';

/** How many hex digits of the hash a file name carries: two pictures of one name never meet. */
const HASH_DIGITS = 8;

/**
 * The base of a stored picture's file names: its name and a hash of what made its files (the
 * upload's bytes, the folder's kind of cut, the focal point). A replaced picture, or the same
 * one with another focal point, gets new names, so no cache anywhere serves the old files for
 * it; the same upload again gets the same names.
 */
export function storedImageBase(name: string, bytes: Buffer, kind: string, focus: ImageFocus): string {
  const hash = createHash('sha256')
    .update(`${CUT_VERSION}\n${kind}\n${focus.x},${focus.y}\n`)
    .update(bytes)
    .digest('hex');
  return `${name}-${hash.slice(0, HASH_DIGITS)}`;
}

/**
 * Writes a cut picture's files under `images/{folder}/` in the media store (MEDIA_ROOT or MEDIA_BUCKET) and
 * answers its original's `src` as the catalogue writes it. Each file is written whole or not at all, so a
 * reader never sees half a file; the original goes last, so a picture whose original exists has all its
 * renditions.
 */
export async function storeImage(store: MediaStore, folder: ImageFolder, base: string, cut: ImageCut): Promise<string> {
  for (const file of cut.files) await store.put(`images/${folder}/${base}${file.suffix}`, file.bytes);
  return `/media/images/${folder}/${base}.${cut.extension}`;
}
