import type { Readable } from 'node:stream';

/** What the media route needs of a stored file to answer for it: its size and when it was last written. */
export interface MediaObjectStats {
  readonly size: number;
  readonly modified: Date;
}

/** A stored file as a listing names it. */
export interface StoredMediaFile {
  readonly key: string;
  readonly modified: Date;
}

/**
 * Where media files are kept, by key (`masters/12/broadband.m4a`, the path under MEDIA_ROOT): a folder
 * (`folder-media-store.ts`) or an S3-compatible bucket (`bucket-media-store.ts`). Handlers read and write
 * media through this alone, so neither knows which it is.
 */
export interface MediaStore {
  /** Where the files are, as a sentence names it: the folder, or `s3://bucket`. */
  readonly where: string;
  /** True when `folder` holds a file, at any depth. */
  hasFolder(folder: string): Promise<boolean>;
  /** The file's size and time, or undefined when there is none. */
  stat(key: string): Promise<MediaObjectStats | undefined>;
  /** Bytes `start` to `end` (inclusive) of the file, streamed. */
  readRange(key: string, start: number, end: number): Promise<Readable>;
  /** Writes the file whole, or not at all: a reader never finds half of it. */
  put(key: string, data: string | Uint8Array): Promise<void>;
  /** Every file under `prefix` (a folder's key with its slash), at any depth; hidden names (staging) left out. */
  list(prefix: string): Promise<StoredMediaFile[]>;
  /** Removes the file; one that is not there is no error. */
  remove(key: string): Promise<void>;
  /** The local folder a job makes the files of `folder` in (its staging folders beside it). */
  workFolder(folder: string): string;
  /**
   * Makes the files a job made in `workFolder(folder)` readable under `folder/…`, the names in `last` after
   * the others (a playlist after the segments it names). A folder store has them in place already; a bucket
   * store uploads them and then removes the local copies.
   */
  keepMade(folder: string, last: readonly string[]): Promise<void>;
}

/** True for a key with a hidden name in it: a staging folder or a half-written file, never media a listing gives. */
export const isHiddenKey = (key: string): boolean => key.split('/').some((part) => part.startsWith('.'));

/** The store did not answer, or not in time: the request may succeed when tried again. */
export class MediaStoreUnavailableError extends Error {
  constructor(what: string, options: { cause: unknown }) {
    super(`The media store is not answering (${what}): try again in a moment.`, options);
    this.name = 'MediaStoreUnavailableError';
  }
}

/** The whole of a stored file, or undefined when there is none: for small files (a waveform's peaks). */
export async function readWhole(store: MediaStore, key: string): Promise<Buffer | undefined> {
  const stats = await store.stat(key);
  if (stats === undefined) return undefined;
  if (stats.size === 0) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of await store.readRange(key, 0, stats.size - 1))
    chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
