import { parseShardManifest, SHARD_MANIFEST_FILE } from './full-text-shards.ts';
import { excerptSegments, type ExcerptSegment } from './excerpt-segments.ts';
import { FullTextSearchError } from './search-client-errors.ts';

/**
 * Full-text search of program notes, biographies and descriptions through Pagefind's JS API.
 * Pagefind's script (`{base}/pagefind/pagefind.js`, written by src/features/search/integrations/pagefind.ts)
 * and its first index chunks outweigh all of a page's other scripts, so it is imported only
 * when the search page first searches, and only once. The index is in shards
 * (src/features/search/lib/full-text-shards.ts), named by `{base}/pagefind/shards.json`, fetched beside
 * the script: the first shard is Pagefind's own index, the others are merged into it
 * (`mergeIndex`), and each search asks them all and ranks their results together.
 */

/** What Pagefind tells about one result page (the fields used here). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Readonly<Record<string, string | undefined>>;
}

/** Options given to each of Pagefind's indexes. */
export interface PagefindIndexOptions {
  /** The index's folder (the first index only, before it loads). */
  basePath?: string;
  baseUrl?: string;
  excerptLength?: number;
}

/** The part of Pagefind's module used here. */
export interface PagefindApi {
  options(options: PagefindIndexOptions): Promise<void>;
  /** Adds the index in the folder `path` to the searches. */
  mergeIndex(path: string, options: PagefindIndexOptions): Promise<void>;
  search(term: string): Promise<{ results: ReadonlyArray<{ data(): Promise<PagefindResultData> }> } | null>;
  /** Loads the search's WebAssembly and index metadata ahead of the first search. */
  init?(): Promise<void>;
}

/** One page found. */
export interface FullTextHit {
  /** The page's URL, under the base path, without a trailing slash (as the site links). */
  url: string;
  title: string;
  excerpt: ExcerptSegment[];
}

/** A full-text search's answer. */
export interface FullTextResults {
  query: string;
  /** Every page found; only the first `limit` are in `hits`. */
  total: number;
  hits: FullTextHit[];
}

/** Searches the site's full text. */
export interface FullTextSearch {
  search(query: string, limit?: number): Promise<FullTextResults>;
  /** Loads Pagefind ahead of the first search (e.g. when the field is focused). */
  warm(): Promise<void>;
}

/** Imports a module by URL (the browser's dynamic `import()`, or a test's stand-in). */
export type ModuleImporter = (url: string) => Promise<unknown>;

/** Reads a JSON file by URL (the browser's `fetch`, or a test's stand-in). */
export type JsonLoader = (url: string) => Promise<unknown>;

/** Results shown per search. */
export const FULL_TEXT_LIMIT = 20;
/** Words of context around the words found. */
const EXCERPT_WORDS = 30;

/** Pagefind's folder under a base path, ending in '/'. */
function pagefindFolder(basePath: string): string {
  return `${basePath.replace(/\/+$/, '')}/pagefind/`;
}

/** Where Pagefind's script is under a base path. */
export function pagefindScriptUrl(basePath: string): string {
  return `${pagefindFolder(basePath)}pagefind.js`;
}

/** Where the manifest naming the index's shards is under a base path. */
export function shardManifestUrl(basePath: string): string {
  return `${pagefindFolder(basePath)}${SHARD_MANIFEST_FILE}`;
}

/** The browser's loader: `fetch`, failing on an answer other than 2xx. */
export const fetchJson: JsonLoader = async (url) => {
  const answer = await fetch(url);
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}`);
  return (await answer.json()) as unknown;
};

function isPagefindApi(module: unknown): module is PagefindApi {
  const candidate = module as Partial<PagefindApi> | null;
  return (
    typeof candidate?.search === 'function' &&
    typeof candidate.options === 'function' &&
    typeof candidate.mergeIndex === 'function'
  );
}

function hitOf(data: PagefindResultData): FullTextHit {
  const url = data.url.replace(/\/index\.html$/, '/').replace(/(?<=.)\/+$/, '');
  return { url, title: data.meta['title'] ?? url, excerpt: excerptSegments(data.excerpt) };
}

async function loadApi(basePath: string, importer: ModuleImporter, loadJson: JsonLoader): Promise<PagefindApi> {
  let module: unknown;
  let manifest: unknown;
  try {
    [module, manifest] = await Promise.all([
      importer(pagefindScriptUrl(basePath)),
      loadJson(shardManifestUrl(basePath)),
    ]);
  } catch (cause) {
    throw new FullTextSearchError('The full-text search could not be loaded.', { cause });
  }
  if (!isPagefindApi(module)) throw new FullTextSearchError('The full-text search script is not Pagefind’s.');
  const [first, ...others] = parseShardManifest(manifest)?.shards ?? [];
  if (first === undefined) throw new FullTextSearchError('The full-text index names no shards.');
  const options = { baseUrl: `${basePath.replace(/\/+$/, '')}/`, excerptLength: EXCERPT_WORDS };
  const folder = pagefindFolder(basePath);
  await module.options({ ...options, basePath: `${folder}${first}` });
  await Promise.all(others.map((shard) => module.mergeIndex(`${folder}${shard}`, options)));
  return module;
}

/**
 * A full-text search over the site under `basePath`. Pagefind loads on the first search; a
 * failed load is forgotten, so the next search retries it.
 */
export function createFullTextSearch(
  basePath: string,
  importer: ModuleImporter,
  loadJson: JsonLoader = fetchJson,
): FullTextSearch {
  let api: Promise<PagefindApi> | null = null;
  const pagefind = () =>
    (api ??= loadApi(basePath, importer, loadJson).catch((error: unknown) => {
      api = null;
      throw error;
    }));
  return {
    async search(query, limit = FULL_TEXT_LIMIT) {
      const found = await (await pagefind()).search(query);
      const results = found?.results ?? [];
      const data = await Promise.all(results.slice(0, limit).map((result) => result.data()));
      return { query, total: results.length, hits: data.map(hitOf) };
    },
    async warm() {
      await (await pagefind()).init?.();
    },
  };
}
