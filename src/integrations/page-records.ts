import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { writeWholeFile } from './whole-file.ts';

/**
 * What a build knows of each page it finished, kept for the builds after it: the digest of the
 * page's bytes (the precompression cache's key, scripts/site/precompress.ts) and of what the
 * full-text index reads of it (src/features/search/lib/full-text-page.ts), so the steps after Astro need
 * not read a page Astro's incremental build restored unrendered to know them.
 *
 * A restored page is a copy of the file Astro keeps for it in its own cache (`dist/` in the build
 * cache, written whenever the page renders). A record holds that file's inode, modification time
 * and size as they were once the page that gave the digests was written; while they are unchanged
 * the page restored from it is that page. A record whose file changed, or is gone, is dropped
 * and the page is read as before. (That file is Astro's own; should it move, no record is valid
 * and every step reads every page, as it did without records.)
 */

/** A page's digests, and the identity of the cached file they are of. */
export interface PageRecord {
  /** SHA-256 of the page's bytes, hex. */
  page: string;
  /** SHA-256 of what the full-text index reads of it, hex; null when the index leaves it out. */
  indexed: string | null;
  /** The page's size in bytes. */
  size: number;
  ino: number;
  mtimeMs: number;
}

/** The records file's name in the build cache. */
export const PAGE_RECORDS_FILE = 'page-records.json';

const RECORDS_VERSION = 1;

type Digests = Pick<PageRecord, 'page' | 'indexed'>;

/** Astro's kept copy of the page written to `path` (its incremental build's cache layout). */
const astroCopyOf = (cacheDir: string, path: string) => join(cacheDir, 'dist', path);

/** The records kept in `cacheDir` by the last build, by page path; none when there are none or they are unreadable. */
export function readPageRecords(cacheDir: string): Map<string, PageRecord> {
  const file = join(cacheDir, PAGE_RECORDS_FILE);
  if (!existsSync(file)) return new Map();
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { version?: number; pages?: Record<string, PageRecord> };
    return new Map<string, PageRecord>(kept.version === RECORDS_VERSION ? Object.entries(kept.pages ?? {}) : []);
  } catch {
    return new Map();
  }
}

/** The records of one build: the pages it rendered, and those it restored whose kept records still hold. */
export class PageRecords {
  readonly #cacheDir: string;
  readonly #kept: Map<string, PageRecord>;
  readonly #rendered = new Map<string, Digests & { size: number }>();

  constructor(cacheDir: string) {
    this.#cacheDir = cacheDir;
    this.#kept = readPageRecords(cacheDir);
  }

  /** Notes the digests of a page rendered in this build. */
  rendered(path: string, digests: Digests, size: number): void {
    this.#rendered.set(path, { ...digests, size });
  }

  /**
   * Once Astro is done: each page among `paths` (the site's pages) gets the record of its
   * rendering in this build, or keeps the last build's when Astro's copy is the one that record
   * was made of. Returns the records, kept in the build cache for the next build.
   */
  settle(paths: readonly string[]): ReadonlyMap<string, PageRecord> {
    const settled = new Map<string, PageRecord>();
    for (const path of paths) {
      const copy = statOrUndefined(astroCopyOf(this.#cacheDir, path));
      if (copy === undefined) continue;
      const rendered = this.#rendered.get(path);
      if (rendered !== undefined) {
        if (copy.size === rendered.size)
          settled.set(path, { page: rendered.page, indexed: rendered.indexed, ...identity(copy) });
        continue;
      }
      const kept = this.#kept.get(path);
      if (kept !== undefined && kept.ino === copy.ino && kept.mtimeMs === copy.mtimeMs && kept.size === copy.size)
        settled.set(path, kept);
    }
    writeWholeFile(
      join(this.#cacheDir, PAGE_RECORDS_FILE),
      JSON.stringify({ version: RECORDS_VERSION, pages: Object.fromEntries(settled) }),
    );
    return settled;
  }
}

function statOrUndefined(file: string): { size: number; ino: number; mtimeMs: number } | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

const identity = (stat: { size: number; ino: number; mtimeMs: number }) => ({
  size: stat.size,
  ino: stat.ino,
  mtimeMs: stat.mtimeMs,
});
