import type { MetaStore } from 'astro/loaders';

/**
 * The keys a loader keeps in its collection's meta store, which Astro saves with the data store
 * between builds: the ETag of the answer the store was filled from, the size of the last good
 * pull, and for detail collections the identifiers asked for with each one's ETag and the ETag
 * of the bulk answer they came from, when they did.
 */
const KEYS = {
  etag: 'etag',
  lastGoodSize: 'last-good-size',
  entryEtags: 'entry-etags',
  linesEtag: 'lines-etag',
} as const;

/** The ETag of the list answer the store holds; undefined when there is none. */
export function readEtag(meta: MetaStore): string | undefined {
  return meta.get(KEYS.etag) || undefined;
}

/** The ETag of the bulk detail answer the store was filled from; undefined after a pull per record. */
export function readLinesEtag(meta: MetaStore): string | undefined {
  return meta.get(KEYS.linesEtag) || undefined;
}

/** The valid record count of the last successful pull. */
export function readLastGoodSize(meta: MetaStore): number | undefined {
  const size = Number(meta.get(KEYS.lastGoodSize));
  return Number.isInteger(size) && size > 0 ? size : undefined;
}

/**
 * The identifiers a detail collection asked for last time, in order, each with the ETag of the
 * answer it stored ('' when nothing was stored, so it is asked for in full next time).
 */
export function readEntryEtags(meta: MetaStore): [identifier: string, etag: string][] {
  try {
    const pairs: unknown = JSON.parse(meta.get(KEYS.entryEtags) ?? '[]');
    if (!Array.isArray(pairs)) return [];
    return pairs.filter(
      (pair): pair is [string, string] =>
        Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string',
    );
  } catch {
    // An unreadable value only costs a full pull, which rewrites it.
    return [];
  }
}

/**
 * Sets `key` only when its value changes. Any write marks Astro's whole data store for saving,
 * and saving serialises every collection (tens of megabytes for a large catalogue), so a pull
 * that changed nothing must write nothing.
 */
function setIfChanged(meta: MetaStore, key: string, value: string | undefined): void {
  if (meta.get(key) === value) return;
  if (value === undefined) meta.delete(key);
  else meta.set(key, value);
}

/** Records a successful pull; called only after the store holds its result. */
export function writePull(
  meta: MetaStore,
  pull: {
    etag: string | undefined;
    size: number;
    entryEtags?: readonly (readonly [string, string])[];
    linesEtag?: string | undefined;
  },
): void {
  setIfChanged(meta, KEYS.etag, pull.etag);
  setIfChanged(meta, KEYS.lastGoodSize, String(pull.size));
  if (pull.entryEtags !== undefined) {
    setIfChanged(meta, KEYS.entryEtags, JSON.stringify(pull.entryEtags));
    setIfChanged(meta, KEYS.linesEtag, pull.linesEtag);
  }
}
