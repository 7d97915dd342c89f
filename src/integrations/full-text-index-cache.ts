import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * The last full-text index, kept in the build cache with a digest of the pages it was made
 * from. Pagefind has no incremental mode: it reads every page again, which at ten thousand
 * pages is most of a rebuild that changed nothing. When the pages are byte for byte those of
 * the last index, the kept index is copied instead; any change to any page indexes afresh.
 *
 * Copies are hard links where the cache and the site share a file system: the index is some
 * fourteen thousand files at scale, and nothing ever rewrites one of them in place (Pagefind
 * writes new files, and this module only links, renames and removes), so a link is as good as a
 * copy and costs no bytes.
 */

const DIGEST_FILE = 'pages.sha256';
const INDEX_FOLDER = 'index';

/** Every `.html` file under `dir` but `skip`, as sorted paths relative to `dir` with '/' separators. */
async function htmlFiles(dir: string, skip: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => path !== skip && !path.startsWith(`${skip}/`))
    .sort();
}

/**
 * A digest of every page of the built site in `siteDir` (paths and contents), leaving out the
 * index's own `indexFolder`, and of the indexer's `settings` (what it leaves out of each page).
 */
export async function pagesDigest(siteDir: string, indexFolder: string, settings = ''): Promise<string> {
  const digest = createHash('sha256');
  digest.update(`${settings}\0`);
  // Synchronous reads: nothing else runs once the build is done, and at ten thousand pages they
  // take half the time of the promise API's (which goes through the thread pool for every step).
  for (const path of await htmlFiles(siteDir, indexFolder)) {
    digest.update(
      `${path}\0${createHash('sha256')
        .update(readFileSync(join(siteDir, path)))
        .digest('hex')}\n`,
    );
  }
  return digest.digest('hex');
}

/** Links `from` at `to`, or copies it where a link cannot be made (another file system). */
function linkOrCopy(from: string, to: string): void {
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
