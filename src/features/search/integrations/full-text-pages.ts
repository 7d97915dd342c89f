import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { indexedPageHtml } from '../lib/full-text-page.ts';
import type { IndexedPageDigest } from '../lib/full-text-shards.ts';

/** A built page the full-text index reads: its path, what the index is given of it, and a digest of that. */
export interface IndexedPage extends IndexedPageDigest {
  /** What Pagefind is given (src/features/search/lib/full-text-page.ts). */
  html: string;
}

/** A SHA-256 of `text` (UTF-8) or of bytes, in hex. */
export function sha256(text: string | Buffer): string {
  return hash('sha256', text, 'hex');
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

/** Pages read between two turns of the event loop, so indexing already under way keeps going. */
const PAGES_PER_TURN = 16;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The pages at `paths` in `siteDir` as the index reads them, in the order given: each page's
 * marked content, a page without any left out; or, with `whole`, every page as it is (Pagefind
 * reads pages whole when no page of the site marks its content).
 */
export async function readIndexedPages(
  siteDir: string,
  paths: readonly string[],
  whole = false,
): Promise<IndexedPage[]> {
  const pages: IndexedPage[] = [];
  for (const [at, path] of paths.entries()) {
    // Synchronous reads, a few at a time: at ten thousand pages they take half the time of the
    // promise API's (which goes through the thread pool for every step).
    if (at % PAGES_PER_TURN === PAGES_PER_TURN - 1) await nextTurn();
    const page = readFileSync(join(siteDir, path), 'utf8');
    const html = whole ? page : indexedPageHtml(page);
    if (html !== null) pages.push({ path, html, digest: sha256(html) });
  }
  return pages;
}
