import { copyFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import pLimit, { type LimitFunction } from 'p-limit';
import * as pagefind from 'pagefind';
import { FULL_TEXT_EXCLUDED_SELECTORS } from '../lib/search/full-text-exclusions.ts';
import {
  FULL_TEXT_SHARD_COUNT,
  pagesByShard,
  SHARD_MANIFEST_FILE,
  shardDigests,
  shardFolder,
  shardManifest,
} from '../lib/search/full-text-shards.ts';
import { keepIndex, restoreIndex } from './full-text-index-cache.ts';
import { indexedPages, sha256, type IndexedPage } from './full-text-pages.ts';

/**
 * Full-text search of program notes, biographies and descriptions: once the site is built,
 * Pagefind indexes its HTML and writes its index and script into `pagefind/` beside the pages,
 * where the search page loads them (src/lib/search-client/full-text-search.ts).
 *
 * Pages choose what is indexed with Pagefind's attributes: `data-pagefind-body` on the element
 * holding a page's own content (once any page has it, pages without it are left out, so lists,
 * account screens and the search page itself are not indexed), and `data-pagefind-ignore` on
 * parts of it that are not content (buttons, prompts, share links). The result's title is the
 * page's first `<h1>`. Pagefind is given that element alone (src/lib/search/full-text-page.ts).
 *
 * The index is split into shards by page path (src/lib/search/full-text-shards.ts), each a
 * Pagefind index in `pagefind/shard-NN/`, named by `pagefind/shards.json`; a rebuild indexes
 * afresh only the shards whose pages gave the index something new, and copies the others from
 * the build cache (full-text-index-cache.ts).
 *
 * A failure fails the build: the site is built into a staging folder and only published whole
 * (scripts/build-site.ts), so a site without its full-text index never replaces a good one.
 */

/** Pagefind could not index the site or write its index. */
export class FullTextIndexError extends Error {
  constructor(step: string, problems: readonly string[], options?: ErrorOptions) {
    super(`Pagefind could not ${step}${problems.length > 0 ? `: ${problems.join('; ')}` : ''}.`, options);
    this.name = 'FullTextIndexError';
  }
}

/** What indexing did. */
export interface FullTextIndexSummary {
  /** Pages indexed afresh (those of the shards not reused). */
  pages: number;
  /** The folder the index was written to. */
  outputPath: string;
  /** Shards holding pages. */
  shards: number;
  /** Shards indexed afresh; the others were reused from the build cache. */
  indexedShards: number;
}

/** How the index is split. */
export interface FullTextIndexOptions {
  /** Shards (default {@link FULL_TEXT_SHARD_COUNT}). */
  shardCount?: number;
}

/** The folder, inside the built site, that holds Pagefind's index and script. */
export const PAGEFIND_FOLDER = 'pagefind';

/** What the index leaves out of every page: part of what each shard's digest covers. */
const INDEX_SETTINGS = FULL_TEXT_EXCLUDED_SELECTORS.join('\n');

/** Pages sent to Pagefind at once, over all shards: enough to keep its service busy, few enough to bound memory. */
const PAGES_IN_FLIGHT = 64;

/**
 * Pages in a written index, per its entry file: the service's own count is of the files it
 * read, including any left out for having no `data-pagefind-body`.
 */
async function pagesInIndex(outputPath: string): Promise<number> {
  const entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8')) as {
    languages?: Record<string, { page_count?: number }>;
  };
  return Object.values(entry.languages ?? {}).reduce((sum, language) => sum + (language.page_count ?? 0), 0);
}

/** Indexes `pages` into a Pagefind index of their own, written to `outputPath`. */
async function writeShard(pages: readonly IndexedPage[], outputPath: string, limit: LimitFunction): Promise<number> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: [...FULL_TEXT_EXCLUDED_SELECTORS] });
  if (index === undefined) throw new FullTextIndexError('start', errors);
  const added = await Promise.all(
    pages.map((page) => limit(() => index.addHTMLFile({ sourcePath: page.path, content: page.html }))),
  );
  const failed = added.flatMap((result) => result.errors);
  if (failed.length > 0) throw new FullTextIndexError('index the site', failed);
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw new FullTextIndexError('write its index', written.errors);
  await index.deleteIndex();
  return pagesInIndex(written.outputPath);
}

/** Writes each of `shards` (shard → its pages) into its folder in `target`, all at once; the pages indexed. */
async function writeShards(shards: ReadonlyMap<number, readonly IndexedPage[]>, target: string): Promise<number> {
  const limit = pLimit(PAGES_IN_FLIGHT);
  try {
    const counts = await Promise.all(
      [...shards].map(([shard, pages]) => writeShard(pages, join(target, shardFolder(shard)), limit)),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  } catch (error) {
    if (error instanceof FullTextIndexError) throw error;
    throw new FullTextIndexError('run', [String(error)], { cause: error });
  } finally {
    await pagefind.close();
  }
}

/**
 * Puts Pagefind's scripts (the same in every shard) at the top of `target`, where the search page
 * imports `pagefind.js`, and the manifest naming the shards beside them.
 */
async function writeEntry(target: string, shards: readonly number[]): Promise<void> {
  const [first] = shards;
  if (first !== undefined) {
    const folder = join(target, shardFolder(first));
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      if (entry.isFile() && /\.(js|css)$/.test(entry.name))
        await copyFile(join(folder, entry.name), join(target, entry.name));
    }
  }
  await writeFile(join(target, SHARD_MANIFEST_FILE), JSON.stringify(shardManifest(shards)));
}

/**
 * Writes the site's full-text index into `siteDir/pagefind`: its pages split into shards
 * (src/lib/search/full-text-shards.ts), each indexed by Pagefind, or, with a `cacheDir`, copied
 * from the one kept there when its pages gave the index what they gave it then
 * (full-text-index-cache.ts). Shards indexed afresh are kept for the next build.
 */
export async function writeOrReuseFullTextIndex(
  siteDir: string,
  cacheDir?: string,
  options: FullTextIndexOptions = {},
): Promise<FullTextIndexSummary> {
  const shardCount = options.shardCount ?? FULL_TEXT_SHARD_COUNT;
  const target = join(siteDir, PAGEFIND_FOLDER);
  const pages = await indexedPages(siteDir, PAGEFIND_FOLDER);
  const shards = pagesByShard(pages, shardCount);
  const digests = shardDigests(pages, INDEX_SETTINGS, sha256, shardCount);
  await rm(target, { recursive: true, force: true });
  const stale = new Map<number, IndexedPage[]>();
  for (const [shard, shardPages] of shards) {
    const kept =
      cacheDir === undefined
        ? false
        : await restoreIndex(
            join(cacheDir, shardFolder(shard)),
            digests.get(shard) ?? '',
            join(target, shardFolder(shard)),
          );
    if (!kept) stale.set(shard, shardPages);
  }
  const indexed = stale.size > 0 ? await writeShards(stale, target) : 0;
  if (cacheDir !== undefined) {
    for (const shard of stale.keys())
      await keepIndex(join(cacheDir, shardFolder(shard)), digests.get(shard) ?? '', join(target, shardFolder(shard)));
  }
  await writeEntry(target, [...shards.keys()]);
  return { pages: indexed, outputPath: target, shards: shards.size, indexedShards: stale.size };
}

/** Indexes the built site in `siteDir` afresh and writes the index to `siteDir/pagefind`. */
export function writeFullTextIndex(siteDir: string, options: FullTextIndexOptions = {}): Promise<FullTextIndexSummary> {
  return writeOrReuseFullTextIndex(siteDir, undefined, options);
}

/** The build log's line for what indexing did in `seconds`. */
export function indexSummaryLine(summary: FullTextIndexSummary, seconds: string): string {
  if (summary.indexedShards === 0)
    return `Reused the full-text index: no page changed since it was made (${seconds} s).`;
  const reused = summary.shards - summary.indexedShards;
  const shards =
    reused === 0
      ? `${summary.shards} shards`
      : `${summary.indexedShards} of ${summary.shards} shards, ${reused} reused`;
  return `Indexed ${summary.pages} pages for full-text search (${shards}) in ${seconds} s.`;
}

/** The Astro integration: indexes the site after every build (`astro:build:done`). */
export default function pagefindIntegration(): AstroIntegration {
  let cacheDir: string | undefined;
  return {
    name: 'concert-library:pagefind',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = join(fileURLToPath(config.cacheDir), 'full-text-index');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        if (cacheDir === undefined)
          throw new FullTextIndexError('find the build cache', ['astro:config:done did not run']);
        const summary = await writeOrReuseFullTextIndex(fileURLToPath(dir), cacheDir);
        logger.info(indexSummaryLine(summary, ((performance.now() - started) / 1000).toFixed(1)));
      },
    },
  };
}
