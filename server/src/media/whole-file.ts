import { createHash, randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { MediaStore } from '../storage/media-store.ts';

/**
 * Writes `data` to `path` whole or not at all: beside it under a hidden name first (the media route serves no
 * hidden names), then renamed into place, which is atomic on one file system, so a reader never finds half a
 * file. On failure the hidden file goes too.
 */
export async function writeWholeFile(path: string, data: string | Uint8Array): Promise<void> {
  const partial = join(dirname(path), `.${basename(path)}.${randomUUID()}.part`);
  try {
    await writeFile(partial, data);
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** How many hex digits of its SHA-256 a file named by its content carries. */
const HASH_DIGITS = 8;

/**
 * Writes `text` into the store's `folder` as `{stem}.{first hex digits of its SHA-256}.{extension}`, unless a
 * file of that name is there already (the name says the content), and answers the name. A new text gets a new
 * name and never replaces an old one, so a published page keeps the file it names until the next publish.
 */
export async function writeNamedByContent(
  store: MediaStore,
  folder: string,
  stem: string,
  extension: string,
  text: string,
): Promise<string> {
  const name = `${stem}.${createHash('sha256').update(text).digest('hex').slice(0, HASH_DIGITS)}.${extension}`;
  const key = `${folder}/${name}`;
  if ((await store.stat(key)) === undefined) await store.put(key, text);
  return name;
}
