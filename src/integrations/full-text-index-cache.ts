import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * The last full-text index, kept in the build cache with a digest of the pages it was made
 * from. Pagefind has no incremental mode: it reads every page again, which at ten thousand
 * pages is most of a rebuild that changed nothing. When the pages are byte for byte those of
 * the last index, the kept index is copied instead; any change to any page indexes afresh.
 */

const DIGEST_FILE = 'pages.sha256';
const INDEX_FOLDER = 'index';
/** Pages read at once while digesting. */
const READ_BATCH = 64;

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
 * index's own `indexFolder`.
 */
export async function pagesDigest(siteDir: string, indexFolder: string): Promise<string> {
  const digest = createHash('sha256');
  const paths = await htmlFiles(siteDir, indexFolder);
  // Read a batch at a time: tens of thousands of pages one by one wait on the disk in turn.
  for (let start = 0; start < paths.length; start += READ_BATCH) {
    const batch = paths.slice(start, start + READ_BATCH);
    const contents = await Promise.all(batch.map(async (path) => createHash('sha256').update(await readFile(join(siteDir, path))).digest('hex')));
    batch.forEach((path, index) => digest.update(`${path}\0${contents[index]}\n`));
  }
  return digest.digest('hex');
}

/**
 * Copies the kept index into `target` when it was made from pages with `digest`; false (and
 * nothing copied) when there is none or it was made from other pages.
 */
export async function restoreIndex(cacheDir: string, digest: string, target: string): Promise<boolean> {
  const kept = await readFile(join(cacheDir, DIGEST_FILE), 'utf8').catch(() => '');
  if (kept !== digest) return false;
  await rm(target, { recursive: true, force: true });
  await cp(join(cacheDir, INDEX_FOLDER), target, { recursive: true });
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
  await cp(source, staging, { recursive: true });
  await rename(staging, join(cacheDir, INDEX_FOLDER));
  await writeFile(join(cacheDir, DIGEST_FILE), digest);
}
