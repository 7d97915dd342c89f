import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_TABLES_CHILDREN_FIRST } from '../../server/src/catalog/catalog-lock.ts';
import { ALL_ENTITIES } from '../../server/src/catalog/entities/catalog-entities.ts';
import { columnsOf } from '../../server/src/catalog/entities/entity.ts';
import { exportCatalog } from '../../server/src/catalog/export-catalog.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { type CatalogDocument, CatalogDocumentSchema } from '../../server/src/catalog/import-schema.ts';
import type { Database } from '../../server/src/db/database.ts';
import { demoCatalog } from '../../server/seed/demo-catalog.ts';
import { createTestDatabase } from './support/test-database.ts';

/** The columns of a table as the migrated database has them, sorted. */
async function migratedColumns(db: Database, table: string): Promise<string[]> {
  const rows =
    db.dialect === 'sqlite'
      ? await db.all<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`)
      : await db.all<{ name: string }>(
          'SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ?',
          [table],
        );
  return rows.map((r) => r.name).sort();
}

describe('the catalogue entity descriptions', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
  });
  afterAll(() => drop());

  it('describe every catalogue table, each once', () => {
    const described = ALL_ENTITIES.map((e) => e.table);
    expect(new Set(described).size).toBe(described.length);
    expect([...described].sort()).toEqual([...CATALOG_TABLES_CHILDREN_FIRST].sort());
  });

  it.each(ALL_ENTITIES.map((e) => [e.table, e] as const))(
    'name the columns the migrations give %s',
    async (table, e) => {
      expect([...columnsOf(e)].sort()).toEqual(await migratedColumns(db, table));
    },
  );

  it('round-trip the demo catalogue: import, export and import again give the same document', async () => {
    const demo = CatalogDocumentSchema.parse(demoCatalog(new Date('2025-01-15T12:00:00Z')));
    await importCatalog(db, demo);
    const first = await exportCatalog(db);
    for (const list of Object.keys(demo) as (keyof CatalogDocument)[]) {
      if (Array.isArray(demo[list])) expect(first[list]).toHaveLength(demo[list].length);
    }
    expect(CatalogDocumentSchema.parse(first)).toEqual(first);
    await importCatalog(db, JSON.parse(JSON.stringify(first)) as CatalogDocument);
    expect(await exportCatalog(db)).toEqual(first);
  });
});
