import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { indexedPageHtml } from '../lib/search/full-text-page.ts';
import type { IndexedPageDigest } from '../lib/search/full-text-shards.ts';

/** A built page the full-text index reads: its path, what the index is given of it, and a digest of that. */
export interface IndexedPage extends IndexedPageDigest {
  /** What Pagefind is given (src/lib/search/full-text-page.ts). */
  html: string;
}

/** A SHA-256 of `text`, in hex. */
export function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Every `.html` file under `dir` but those under `skip`, as sorted paths relative to `dir` with '/' separators. */
export async function htmlFiles(dir: string, skip: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => path !== skip && !path.startsWith(`${skip}/`))
    .sort();
}

/**
 * The pages of the built site in `siteDir` (but those in `skip`, the index's own folder) that the
 * index reads, in path order. As in Pagefind, once any page marks its indexed content, pages that
 * do not are left out; when none does, every page is read whole.
 */
export async function indexedPages(siteDir: string, skip: string): Promise<IndexedPage[]> {
  const pages: IndexedPage[] = [];
  const unmarked: { path: string; html: string }[] = [];
  // Synchronous reads: nothing else runs once the build is done, and at ten thousand pages they
  // take half the time of the promise API's (which goes through the thread pool for every step).
  for (const path of await htmlFiles(siteDir, skip)) {
    const page = readFileSync(join(siteDir, path), 'utf8');
    const html = indexedPageHtml(page);
    if (html !== null) pages.push({ path, html, digest: sha256(html) });
    else if (pages.length === 0) unmarked.push({ path, html: page });
  }
  if (pages.length > 0) return pages;
  return unmarked.map((page) => ({ ...page, digest: sha256(page.html) }));
}
