import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * Where the detail collections keep their records: one JSON file per entity in the build cache,
 * beside Astro's data store, which holds for each only this stub (the file, and what a page's
 * paths need), with the digest of the record.
 *
 * Why not in the data store: Astro serialises the whole store on every build, keeps it in memory
 * and bundles it into the build as one module. The details are most of a large catalogue (tens of
 * megabytes for ten thousand works), and each is read by one page; kept apart, a build holds and
 * writes only what changed, and a page reads its own record when it renders.
 */
export const DetailStubSchema = z.object({
  /** The record's file: absolute, inside the build cache. */
  file: z.string(),
  /** For program details: the ids of the compositions performed, for the page's cache key. */
  composition_ids: z.array(z.number()).optional(),
});

export type DetailStub = z.infer<typeof DetailStubSchema>;

/** The folder of one detail collection's files in the build cache `cacheDir`. */
export function detailFolder(cacheDir: URL, collection: string): string {
  return join(fileURLToPath(cacheDir), 'catalogue-details', collection);
}

/**
 * The file of one version of an entity: a hash of its identifier and the digest of the record.
 * The hash gives every identifier a short file name of lower-case hex, whatever it holds (the
 * contract allows 128 characters, and a name must also be safe on case-insensitive disks). A stub
 * names the very version it was made with, so a store and files that a failed build left out of
 * step can never pair a stub with another version's record.
 */
export function detailFile(folder: string, id: string, digest: string): string {
  // 128 bits of SHA-256: no two identifiers of a catalogue share a name; hashing 11,000 of them takes milliseconds.
  const name = createHash('sha256').update(id).digest('hex').slice(0, 32);
  return join(folder, `${name}.${digest}.json`);
}

/** Whether a stored entry's record file is there (an entry without one is asked for in full). */
export function hasDetailFile(stub: unknown): boolean {
  const parsed = DetailStubSchema.safeParse(stub);
  return parsed.success && existsSync(parsed.data.file);
}

/** Removes every file of `folder` but `keep`: versions and entities the collection no longer holds. */
export async function pruneDetailFiles(folder: string, keep: readonly string[]): Promise<void> {
  const wanted = new Set(keep);
  const present = await readdir(folder).catch(() => [] as string[]);
  await Promise.all(
    present
      .map((name) => join(folder, name))
      .filter((file) => !wanted.has(file))
      .map((file) => rm(file, { force: true })),
  );
}
