import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { DataStore, LoaderContext, MetaStore } from 'astro/loaders';
import type * as core from 'zod/v4/core';
import { safeParseAsync } from 'zod/v4/core';

/**
 * A stand-in for what Astro hands a loader: a data store and meta store that persist between
 * loads (as Astro's do between builds), a logger that records, `parseData` that validates with
 * the collection's schema as Astro does, and a content digest.
 */

/** An entry as Astro's data store holds it. */
type DataEntry = NonNullable<ReturnType<DataStore['get']>>;

/** A log line the loader wrote. */
export interface LogLine {
  level: 'info' | 'warn' | 'error' | 'debug';
  message: string;
}

/** The persistent part: one collection's store and meta, and how often each was changed. */
export interface FakeCollection {
  name: string;
  entries: Map<string, DataEntry>;
  meta: Map<string, string>;
  /** Calls that changed the store (set with a new digest, delete, clear). */
  storeWrites: number;
  /** Calls that set or deleted a meta key, changing it or not. */
  metaWrites: number;
}

/** A fresh, empty collection. */
export function fakeCollection(name: string): FakeCollection {
  return { name, entries: new Map(), meta: new Map(), storeWrites: 0, metaWrites: 0 };
}

function storeOf(collection: FakeCollection): DataStore {
  const { entries } = collection;
  return {
    // DataStore.get is generic in the entry's data type, which a Map cannot express.
    get: (key) => entries.get(key) as never,
    entries: () => [...entries],
    values: () => [...entries.values()],
    keys: () => [...entries.keys()],
    has: (key) => entries.has(key),
    set: (entry) => {
      // Astro skips an entry whose digest it already holds; so does the fake.
      if (entry.digest !== undefined && entries.get(entry.id)?.digest === entry.digest) return false;
      entries.set(entry.id, entry);
      collection.storeWrites += 1;
      return true;
    },
    delete: (key) => {
      entries.delete(key);
      collection.storeWrites += 1;
    },
    clear: () => {
      entries.clear();
      collection.storeWrites += 1;
    },
    addModuleImport: () => undefined,
  };
}

function metaOf(collection: FakeCollection): MetaStore {
  const { meta } = collection;
  return {
    get: (key) => meta.get(key),
    has: (key) => meta.has(key),
    // Astro marks the whole data store for saving on every meta call, even one that changes
    // nothing (and saving serialises every collection): so the fake counts every call.
    set: (key, value) => {
      collection.metaWrites += 1;
      meta.set(key, value);
    },
    delete: (key) => {
      collection.metaWrites += 1;
      meta.delete(key);
    },
  };
}

/** Validates as Astro's `parseData` does, throwing an error worded as Astro words it. */
async function parseLikeAstro(collection: string, id: string, schema: core.$ZodType, data: unknown): Promise<never> {
  const parsed = await safeParseAsync(schema, data);
  if (parsed.success) return parsed.data as never;
  const issues = parsed.error.issues.map((issue) => {
    const path = issue.path.join('.');
    return `  **${path}**: **${path}**: ${issue.message}`;
  });
  throw new Error([`**${collection} → ${id}** data does not match collection schema.\n`, ...issues, ''].join('\n'));
}

/** A loader context over `collection`, validating with `schema`; its log lines go to `log`. */
export function fakeLoaderContext(
  collection: FakeCollection,
  schema: core.$ZodType,
  log: LogLine[],
  cacheDir: URL,
): LoaderContext {
  const line = (level: LogLine['level']) => (message: string) => void log.push({ level, message });
  const logger = { info: line('info'), warn: line('warn'), error: line('error'), debug: line('debug') };
  const context = {
    collection: collection.name,
    // The build cache, where the detail collections keep their records' files.
    config: { cacheDir },
    store: storeOf(collection),
    meta: metaOf(collection),
    logger,
    parseData: ({ id, data }: { id: string; data: Record<string, unknown> }) =>
      parseLikeAstro(collection.name, id, schema, data),
    generateDigest: (data: Record<string, unknown> | string) =>
      createHash('sha1')
        .update(typeof data === 'string' ? data : JSON.stringify(data))
        .digest('hex'),
    renderMarkdown: () => Promise.reject(new Error('not used by the catalogue loaders')),
  };
  // The loaders use only the members above; the rest of Astro's config and its logger class are not needed.
  return context as unknown as LoaderContext;
}

/** The stored data of every entry, by id, in store order. */
export function storedData(collection: FakeCollection): [string, Record<string, unknown>][] {
  return [...collection.entries].map(([id, entry]) => [id, entry.data]);
}

/** A detail collection's records, by id, in store order, read from the files their stubs name. */
export function storedDetails(collection: FakeCollection): [string, Record<string, unknown>][] {
  return [...collection.entries].map(([id, entry]) => [
    id,
    JSON.parse(readFileSync(String(entry.data['file']), 'utf8')) as Record<string, unknown>,
  ]);
}
