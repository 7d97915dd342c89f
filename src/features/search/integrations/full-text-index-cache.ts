import { copyFileSync, linkSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A full-text index shard, kept in the build cache (one folder per shard) with a digest of what
 * its pages gave the index (src/features/search/lib/full-text-shards.ts). Pagefind has no incremental
 * mode: it reads every page of an index again. When a shard's pages are those of its kept index,
 * the kept index is copied instead; a change to one of its pages indexes that shard afresh.
 *
 * Copies are hard links where the cache and the site share a file system: the index is some
 * fourteen thousand files at scale, and nothing ever rewrites one of them in place (Pagefind
 * writes new files, and this module only links, renames and removes), so a link is as good as a
 * copy and costs no bytes.
 */

const DIGEST_FILE = 'pages.sha256';
const INDEX_FOLDER = 'index';

/** Links `from` at `to`, or copies it where a link cannot be made (another file system). */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
    copyFileSync(from, to);
  }
}

/** Recreates the tree at `source` at `target` (which must not exist), file by file with linkOrCopy. */
export function linkTree(source: string, target: string): void {
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    if (entry.isDirectory()) linkTree(join(source, entry.name), join(target, entry.name));
    else linkOrCopy(join(source, entry.name), join(target, entry.name));
  }
}

/**
 * Copies the kept index into `target` when it was made from pages with `digest`; false (and
 * nothing copied) when there is none or it was made from other pages.
 */
export async function restoreIndex(cacheDir: string, digest: string, target: string): Promise<boolean> {
  const kept = await readFile(join(cacheDir, DIGEST_FILE), 'utf8').catch(() => '');
  if (kept !== digest) return false;
  await rm(target, { recursive: true, force: true });
  linkTree(join(cacheDir, INDEX_FOLDER), target);
  return true;
}

/**
 * Keeps the index in `source`, made from pages with `digest`, for the next build. The digest is
 * written last, so an interrupted save is never taken for a good one.
 */
export async function keepIndex(cacheDir: string, digest: string, source: string): Promise<void> {
  await rm(join(cacheDir, DIGEST_FILE), { force: true });
  await rm(join(cacheDir, INDEX_FOLDER), { recursive: true, force: true });
  await mkdir(cacheDir, { recursive: true });
  const staging = join(cacheDir, `${INDEX_FOLDER}.next`);
  await rm(staging, { recursive: true, force: true });
  linkTree(source, staging);
  await rename(staging, join(cacheDir, INDEX_FOLDER));
  await writeFile(join(cacheDir, DIGEST_FILE), digest);
}
