import type { Database } from '../db/database.ts';

/** Every catalogue table, children first, so deleting in this order never trips a foreign key. */
export const CATALOG_TABLES_CHILDREN_FIRST = [
  'live_stream_underwriters',
  'live_streams',
  'home_content',
  'curated_items',
  'curated_collections',
  'related_media_features',
  'media_features',
  'feature_categories',
  'recordings',
  'featured_artists',
  'performances',
  'programs',
  'composition_genres',
  'compositions',
  'people',
  'categories',
] as const;

/** The catalogue tables with a generated integer `id`. */
const TABLES_WITH_IDS = [
  'categories',
  'people',
  'compositions',
  'programs',
  'performances',
  'recordings',
  'feature_categories',
  'media_features',
  'curated_collections',
  'curated_items',
  'home_content',
  'live_streams',
] as const;

/**
 * Serialises catalogue writers inside the caller's transaction. SQLite transactions already
 * exclude each other; on PostgreSQL two API instances (or the CLI) could otherwise interleave
 * their deletes and inserts.
 */
export async function lockCatalog(tx: Database): Promise<void> {
  if (tx.dialect === 'postgres') await tx.exec('SELECT pg_advisory_xact_lock(724012)');
}

/**
 * Imports write explicit ids, which PostgreSQL's identity sequences do not see; moving each
 * sequence past the highest id keeps a later insert without an id from colliding.
 */
export async function syncIdSequences(tx: Database): Promise<void> {
  if (tx.dialect !== 'postgres') return;
  for (const table of TABLES_WITH_IDS) {
    await tx.exec(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT COALESCE(max(id), 0) + 1 FROM ${table}), false)`,
    );
  }
}
