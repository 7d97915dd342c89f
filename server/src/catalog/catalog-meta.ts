import type { Database } from '../db/database.ts';

/** Where a catalogue came from: the demo seed, or an orchestra's own import. */
export type CatalogSource = 'demo' | 'import';

const VERSION_KEY = 'catalog_version';
const SOURCE_KEY = 'catalog_source';

const UPSERT =
  'INSERT INTO catalog_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value';

async function readMeta(db: Database, key: string): Promise<string | undefined> {
  const row = await db.get<{ value: string }>('SELECT value FROM catalog_meta WHERE key = ?', [key]);
  return row?.value;
}

/**
 * The catalogue's version: a counter every import bumps, which the answer caches compare to
 * know when to rebuild. 0 before the first import.
 */
export async function readCatalogVersion(db: Database): Promise<number> {
  return Number((await readMeta(db, VERSION_KEY)) ?? 0);
}

/** Bumps the version inside the caller's transaction and returns the new one. */
export async function bumpCatalogVersion(tx: Database): Promise<number> {
  const next = (await readCatalogVersion(tx)) + 1;
  await tx.run(UPSERT, [VERSION_KEY, String(next)]);
  return next;
}

/**
 * Sets the version inside the caller's transaction: a catalogue made to be built before it is
 * published (a studio publish's candidate) carries the version it will have when published.
 */
export async function writeCatalogVersion(tx: Database, version: number): Promise<void> {
  await tx.run(UPSERT, [VERSION_KEY, String(version)]);
}

/** Where the current catalogue came from; undefined before the first import. */
export async function readCatalogSource(db: Database): Promise<CatalogSource | undefined> {
  const value = await readMeta(db, SOURCE_KEY);
  return value === 'demo' || value === 'import' ? value : undefined;
}

/** Records where the catalogue being imported comes from, inside the caller's transaction. */
export async function writeCatalogSource(tx: Database, source: CatalogSource): Promise<void> {
  await tx.run(UPSERT, [SOURCE_KEY, source]);
}
