import { copyFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import pLimit, { type LimitFunction } from 'p-limit';
import { FULL_TEXT_EXCLUDED_SELECTORS } from '../lib/full-text-exclusions.ts';
import {
  FULL_TEXT_SHARD_COUNT,
  pagesByShard,
  SHARD_MANIFEST_FILE,
  shardDigests,
  shardFolder,
  shardManifest,
  type IndexedPageDigest,
} from '../lib/full-text-shards.ts';
import {
  renderedPageListeners,
  settledPageRecords,
  type RenderedPageListener,
  type SettledPageRecords,
} from '../../../integrations/finished-pages-channel.ts';
import { keepIndex, restoreIndex } from './full-text-index-cache.ts';
import { LiveFullTextIndex, type PagefindIndex } from './full-text-live-index.ts';
import { pagefindService } from './pagefind-service.ts';
import { htmlFiles, readIndexedPages, sha256, type IndexedPage } from './full-text-pages.ts';

/**
 * Full-text search of program notes, biographies and descriptions: once the site is built,
 * Pagefind indexes its HTML and writes its index and script into `pagefind/` beside the pages,
 * where the search page loads them (src/features/search/lib/full-text-search.ts).
 *
 * Pages choose what is indexed with Pagefind's attributes: `data-pagefind-body` on the element
 * holding a page's own content (once any page has it, pages without it are left out, so lists,
 * account screens and the search page itself are not indexed), and `data-pagefind-ignore` on
 * parts of it that are not content (buttons, prompts, share links). The result's title is the
 * page's first `<h1>`. Pagefind is given that element alone (src/features/search/lib/full-text-page.ts).
 *
 * The index is split into shards by page path (src/features/search/lib/full-text-shards.ts), each a
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
  /** Pages handed to the index as they were rendered, before the build was done. */
  indexedWhileRendering?: number;
  /** Pages indexed while rendering whose file was not found; not empty means every page was read instead. */
  strayPaths?: string[];
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
 * Shards being indexed while the next one's pages are read, at most: two keep Pagefind's service
 * busy on two cores. Reading runs ahead of indexing, so without a bound every shard's pages were
 * held at once (the scale build's peak memory, well above its rendering's: docs/performance.md).
 */
const SHARDS_IN_FLIGHT = 2;

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

/**
 * Indexes `pages` into a Pagefind index of their own (or into `given`, which holds the shard's
 * pages rendered in this build already), written to `outputPath`; the pages indexed.
 */
async function writeShard(
  pages: readonly IndexedPage[],
  outputPath: string,
  limit: LimitFunction,
  given?: Promise<PagefindIndex>,
): Promise<number> {
  const index = given === undefined ? await newIndex() : await given;
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

/** A Pagefind index of its own, leaving out what the full-text index leaves out. */
async function newIndex(): Promise<PagefindIndex> {
  const { index, errors } = await (
    await pagefindService()
  ).createIndex({ excludeSelectors: [...FULL_TEXT_EXCLUDED_SELECTORS] });
  if (index === undefined) throw new FullTextIndexError('start', errors);
  return index;
}

/** What became of the shards: those holding pages, and those indexed afresh with their pages. */
interface ShardsWritten {
  shards: number[];
  indexed: number[];
  pages: number;
}

/**
 * Writes the shards of the pages at `paths` into `target`, one after another as their pages are
 * read: a shard whose digest is that of the one kept in `cacheDir` is copied from there, the
 * others go to Pagefind (then kept), which indexes them while the next shards' pages are read.
 */
async function writeShards(
  siteDir: string,
  paths: readonly string[],
  target: string,
  cacheDir: string | undefined,
  shardCount: number,
  whole: boolean,
  live?: LiveFullTextIndex,
  records?: SettledPageRecords,
): Promise<ShardsWritten> {
  const limit = pLimit(PAGES_IN_FLIGHT);
  const written: ShardsWritten = { shards: [], indexed: [], pages: 0 };
  const indexing: Promise<void>[] = [];
  const running = new Set<Promise<void>>();
  try {
    for (const [shard, list] of pagesByShard(
      paths.map((path) => ({ path })),
      shardCount,
    )) {
      while (running.size >= SHARDS_IN_FLIGHT) await Promise.race(running);
      // The pages rendered in this build are in the live index already, their digests known; of the
      // others (restored by Astro's incremental build) the records know the digests, and the pages
      // they know nothing of are read from their files.
      const fed: IndexedPageDigest[] = [];
      const recorded: IndexedPageDigest[] = [];
      const unknown: string[] = [];
      for (const { path } of list) {
        const liveDigest = live?.fed.get(path);
        if (liveDigest !== undefined) {
          fed.push({ path, digest: liveDigest });
          continue;
        }
        // null: the record says the index leaves the page out.
        const recordedDigest = records?.indexedDigest(path);
        if (typeof recordedDigest === 'string') recorded.push({ path, digest: recordedDigest });
        else if (recordedDigest === undefined) unknown.push(path);
      }
      const pages = await readIndexedPages(siteDir, unknown, whole);
      if (pages.length + fed.length + recorded.length === 0) continue;
      written.shards.push(shard);
      const digest = shardDigests([...fed, ...recorded, ...pages], INDEX_SETTINGS, sha256, shardCount).get(shard) ?? '';
      const folder = join(target, shardFolder(shard));
      const kept = cacheDir === undefined ? undefined : join(cacheDir, shardFolder(shard));
      if (kept !== undefined && (await restoreIndex(kept, digest, folder))) continue;
      written.indexed.push(shard);
      // Indexed afresh: the recorded pages are read after all.
      pages.push(
        ...(await readIndexedPages(
          siteDir,
          recorded.map((page) => page.path),
          whole,
        )),
      );
      const done = writeShard(pages, folder, limit, fed.length > 0 ? live?.take(shard) : undefined).then(
        async (count) => {
          written.pages += count;
          if (kept !== undefined) await keepIndex(kept, digest, folder);
        },
      );
      // Awaited below with the others; a failure meanwhile is not left unhandled.
      const settled = done.catch(() => undefined);
      running.add(settled);
      void settled.then(() => running.delete(settled));
      indexing.push(done);
    }
    await Promise.all(indexing);
    return written;
  } catch (error) {
    await Promise.allSettled(indexing);
    if (error instanceof FullTextIndexError) throw error;
    throw new FullTextIndexError('run', [String(error)], { cause: error });
  } finally {
    await live?.discard();
    await (await pagefindService()).close();
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
 * (src/features/search/lib/full-text-shards.ts), each indexed by Pagefind, or, with a `cacheDir`, copied
 * from the one kept there when its pages gave the index what they gave it then
 * (full-text-index-cache.ts). Shards indexed afresh are kept for the next build.
 */
export async function writeOrReuseFullTextIndex(
  siteDir: string,
  cacheDir?: string,
  options: FullTextIndexOptions = {},
  live?: LiveFullTextIndex,
  records?: SettledPageRecords,
): Promise<FullTextIndexSummary> {
  const shardCount = options.shardCount ?? FULL_TEXT_SHARD_COUNT;
  const target = join(siteDir, PAGEFIND_FOLDER);
  const paths = await htmlFiles(siteDir, PAGEFIND_FOLDER);
  const failures = (await live?.settle()) ?? [];
  if (failures.length > 0) {
    await live?.discard();
    await (await pagefindService()).close();
    throw new FullTextIndexError('index the site', failures);
  }
  // A page indexed while rendering that is not among the built files (its file's path was worked
  // out wrong) would be found at an address that does not exist: then every page is read instead.
  const built = new Set(paths);
  const stray = [...(live?.fed.keys() ?? [])].filter((path) => !built.has(path));
  const usable = stray.length === 0 ? live : undefined;
  if (usable === undefined) await live?.discard();
  await rm(target, { recursive: true, force: true });
  let written = await writeShards(siteDir, paths, target, cacheDir, shardCount, false, usable, records);
  if (written.shards.length === 0 && paths.length > 0) {
    // No page marks its content: as Pagefind does, every page is indexed whole.
    written = await writeShards(siteDir, paths, target, cacheDir, shardCount, true);
  }
  await writeEntry(target, written.shards);
  return {
    pages: written.pages,
    outputPath: target,
    shards: written.shards.length,
    indexedShards: written.indexed.length,
    indexedWhileRendering: usable?.fed.size ?? 0,
    strayPaths: stray,
  };
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

/**
 * The Astro integration: each page rendered goes to its shard's index as soon as it is finished
 * (full-text-live-index.ts, told by finished-pages.ts), and once the build is done the shards are
 * completed with the pages Astro restored, or reused, and written (`astro:build:done`).
 */
export default function pagefindIntegration(): AstroIntegration {
  let cacheDir: string | undefined;
  let live: LiveFullTextIndex | undefined;
  let listener: RenderedPageListener | undefined;
  return {
    name: 'concert-library:pagefind',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = join(fileURLToPath(config.cacheDir), 'full-text-index');
      },
      'astro:build:start': () => {
        const index = new LiveFullTextIndex(FULL_TEXT_SHARD_COUNT, FULL_TEXT_EXCLUDED_SELECTORS);
        listener = (page) => index.add(page.path, page.indexed);
        live = index;
        renderedPageListeners().add(listener);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        if (listener !== undefined) renderedPageListeners().delete(listener);
        if (cacheDir === undefined)
          throw new FullTextIndexError('find the build cache', ['astro:config:done did not run']);
        const summary = await writeOrReuseFullTextIndex(fileURLToPath(dir), cacheDir, {}, live, settledPageRecords());
        const stray = summary.strayPaths ?? [];
        if (stray.length > 0)
          logger.warn(
            `${stray.length} pages indexed while rendering have no file (e.g. ${stray[0] ?? ''}): every page was read instead.`,
          );
        logger.info(indexSummaryLine(summary, ((performance.now() - started) / 1000).toFixed(1)));
      },
    },
  };
}
