/**
 * The full-text index in shards: every indexed page belongs to one of a fixed number of shards by
 * a stable hash of its path, and each shard is a Pagefind index of its own with a digest of what
 * its pages give the index. A rebuild re-indexes only the shards whose digest changed and reuses
 * the others (src/features/search/integrations/pagefind.ts); the browser searches them all as one
 * (src/features/search/lib/full-text-search.ts).
 */

/** Shards the index is split into (see docs/benchmarks.md, "The full-text index", for the measurements). */
export const FULL_TEXT_SHARD_COUNT = 8;

/** The file, in the index's folder, naming the shards that hold pages (a shard may have none). */
export const SHARD_MANIFEST_FILE = 'shards.json';

/** What the build writes into {@link SHARD_MANIFEST_FILE}. */
export interface ShardManifest {
  /** Folders of the shards holding pages, relative to the index's folder, each ending in '/'. */
  shards: string[];
}

/** One page the index reads: its path in the site and a digest of what the index reads of it. */
export interface IndexedPageDigest {
  path: string;
  digest: string;
}

/**
 * FNV-1a over the text's UTF-16 units, then MurmurHash3's finaliser (FNV's low bits alone
 * spread similar paths unevenly): stable across builds and machines, and cheap.
 */
function pathHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at++) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** The shard (0 to `count` − 1) of the page at `path`. */
export function shardOfPage(path: string, count: number = FULL_TEXT_SHARD_COUNT): number {
  return pathHash(path) % count;
}

/** A shard's folder inside the index's folder, e.g. 'shard-03'. */
export function shardFolder(shard: number): string {
  return `shard-${String(shard).padStart(2, '0')}`;
}

/** The pages of each shard that has any, by shard number, each shard's pages in path order. */
export function pagesByShard<Page extends { path: string }>(
  pages: readonly Page[],
  count: number = FULL_TEXT_SHARD_COUNT,
): Map<number, Page[]> {
  const shards = new Map<number, Page[]>();
  for (const page of [...pages].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const shard = shardOfPage(page.path, count);
    const list = shards.get(shard);
    if (list === undefined) shards.set(shard, [page]);
    else list.push(page);
  }
  return shards;
}

/**
 * A digest per shard that has pages: of the shard count, the indexer's `settings` (what it leaves
 * out of each page) and each of its pages' path and digest, in path order. A change to one page
 * changes its shard's digest and no other.
 */
export function shardDigests(
  pages: readonly IndexedPageDigest[],
  settings: string,
  digestOf: (text: string) => string,
  count: number = FULL_TEXT_SHARD_COUNT,
): Map<number, string> {
  const digests = new Map<number, string>();
  for (const [shard, list] of pagesByShard(pages, count)) {
    const lines = list.map((page) => `${page.path}\0${page.digest}\n`).join('');
    digests.set(shard, digestOf(`${count}\0${shard}\0${settings}\0${lines}`));
  }
  return digests;
}

/** The manifest naming `shards` (shard numbers), in shard order. */
export function shardManifest(shards: Iterable<number>): ShardManifest {
  return { shards: [...shards].sort((a, b) => a - b).map((shard) => `${shardFolder(shard)}/`) };
}

/** The manifest in `value` (parsed JSON), or null when it is not one: a folder name per shard. */
export function parseShardManifest(value: unknown): ShardManifest | null {
  const shards = (value as Partial<ShardManifest> | null)?.shards;
  if (!Array.isArray(shards) || shards.length === 0) return null;
  const valid = shards.every((folder): folder is string => typeof folder === 'string' && /^[\w-]+\/$/.test(folder));
  return valid ? { shards } : null;
}
