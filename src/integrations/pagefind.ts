import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import * as pagefind from 'pagefind';
import { FULL_TEXT_EXCLUDED_SELECTORS } from '../lib/search/full-text-exclusions.ts';
import { keepIndex, pagesDigest, restoreIndex } from './full-text-index-cache.ts';

/**
 * Full-text search of program notes, biographies and descriptions: once the site is built,
 * Pagefind indexes its HTML and writes its index and script into `pagefind/` beside the pages,
 * where the search page loads them (src/lib/search-client/full-text-search.ts).
 *
 * Pages choose what is indexed with Pagefind's attributes: `data-pagefind-body` on the element
 * holding a page's own content (once any page has it, pages without it are left out, so lists,
 * account screens and the search page itself are not indexed), and `data-pagefind-ignore` on
 * parts of it that are not content (buttons, prompts, share links). The result's title is the
 * page's first `<h1>`.
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
  /** Pages indexed. */
  pages: number;
  /** The folder the index was written to. */
  outputPath: string;
}

/** The folder, inside the built site, that holds Pagefind's index and script. */
export const PAGEFIND_FOLDER = 'pagefind';

/**
 * Pages in the written index, per its entry file: the service's own count is of the files it
 * read, including those left out for having no `data-pagefind-body`.
 */
async function indexedPages(outputPath: string): Promise<number> {
  const entry = JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8')) as {
    languages?: Record<string, { page_count?: number }>;
  };
  return Object.values(entry.languages ?? {}).reduce((sum, language) => sum + (language.page_count ?? 0), 0);
}

async function indexInto(index: pagefind.PagefindIndex, siteDir: string): Promise<FullTextIndexSummary> {
  const added = await index.addDirectory({ path: siteDir });
  if (added.errors.length > 0) throw new FullTextIndexError(`index ${siteDir}`, added.errors);
  const written = await index.writeFiles({ outputPath: join(siteDir, PAGEFIND_FOLDER) });
  if (written.errors.length > 0) throw new FullTextIndexError('write its index', written.errors);
  return { pages: await indexedPages(written.outputPath), outputPath: written.outputPath };
}

/** Indexes the built site in `siteDir` and writes the index to `siteDir/pagefind`. */
export async function writeFullTextIndex(siteDir: string): Promise<FullTextIndexSummary> {
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: [...FULL_TEXT_EXCLUDED_SELECTORS] });
    if (index === undefined) throw new FullTextIndexError('start', errors);
    return await indexInto(index, siteDir);
  } catch (error) {
    if (error instanceof FullTextIndexError) throw error;
    throw new FullTextIndexError('run', [String(error)], { cause: error });
  } finally {
    await pagefind.close();
  }
}

/**
 * Writes the site's full-text index: the one kept in `cacheDir` when the pages are those it was
 * made from (full-text-index-cache.ts), otherwise a fresh one, which is then kept.
 */
export async function writeOrReuseFullTextIndex(
  siteDir: string,
  cacheDir: string,
): Promise<{ reused: boolean; pages: number | undefined }> {
  const target = join(siteDir, PAGEFIND_FOLDER);
  // The excluded selectors are part of what the index is made from: a change to them indexes afresh.
  const digest = await pagesDigest(siteDir, PAGEFIND_FOLDER, FULL_TEXT_EXCLUDED_SELECTORS.join('\n'));
  if (await restoreIndex(cacheDir, digest, target)) return { reused: true, pages: undefined };
  const { pages } = await writeFullTextIndex(siteDir);
  await keepIndex(cacheDir, digest, target);
  return { reused: false, pages };
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
        const result = await writeOrReuseFullTextIndex(fileURLToPath(dir), cacheDir);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(
          result.reused
            ? `Reused the full-text index: no page changed since it was made (${seconds} s).`
            : `Indexed ${result.pages} pages for full-text search in ${seconds} s.`,
        );
      },
    },
  };
}
