import type { Database } from '../db/database.ts';
import { CatalogIntegrityError } from './catalog-integrity-error.ts';

/** Ids by natural key (identifier, uuid, or kind:identifier for categories), per table. */
export type IdMap = ReadonlyMap<string, number>;

/** How each table's natural key is read back, to keep ids across imports. */
export const KEY_SQL = {
  categories: "SELECT id, kind || ':' || identifier AS key FROM categories",
  people: 'SELECT id, identifier AS key FROM people',
  compositions: 'SELECT id, identifier AS key FROM compositions',
  programs: 'SELECT id, identifier AS key FROM programs',
  performances: 'SELECT id, uuid AS key FROM performances',
  recordings: 'SELECT id, uuid AS key FROM recordings',
  feature_categories: 'SELECT id, identifier AS key FROM feature_categories',
  media_features: 'SELECT id, identifier AS key FROM media_features',
  curated_collections: 'SELECT id, identifier AS key FROM curated_collections',
  home_content: 'SELECT id, identifier AS key FROM home_content',
  live_streams: 'SELECT id, identifier AS key FROM live_streams',
} as const;

/** A table whose rows keep their ids across imports. */
export type KeyedTable = keyof typeof KEY_SQL;

/** The ids every row builder resolves references with. */
export type CatalogIds = Readonly<Record<KeyedTable, IdMap>>;

/**
 * Ids for the entities about to be written: an entity already in the table keeps its id (so a
 * visitor's saved queue, which holds ids, survives a catalogue update); a new one gets the next
 * id after the highest in use.
 */
export async function allocateIds(db: Database, table: KeyedTable, keys: readonly string[]): Promise<IdMap> {
  const existing = new Map<string, number>();
  let next = 1;
  for (const row of await db.all<{ id: number; key: string }>(KEY_SQL[table])) {
    existing.set(row.key, row.id);
    next = Math.max(next, row.id + 1);
  }
  const ids = new Map<string, number>();
  for (const key of keys) ids.set(key, existing.get(key) ?? next++);
  return ids;
}

/** Ids for every entity of a document, given their natural keys per table (see allocateIds). */
export async function allocateDocumentIds(
  db: Database,
  keys: Readonly<Record<KeyedTable, readonly string[]>>,
): Promise<CatalogIds> {
  const ids: Partial<Record<KeyedTable, IdMap>> = {};
  for (const table of Object.keys(KEY_SQL) as KeyedTable[]) ids[table] = await allocateIds(db, table, keys[table]);
  return ids as CatalogIds;
}

/** The id of a key that the reference check has already proven to exist. */
export function idOf(ids: IdMap, key: string): number {
  const id = ids.get(key);
  if (id === undefined)
    throw new CatalogIntegrityError(`No id for '${key}': references must be checked before ids are used.`);
  return id;
}
