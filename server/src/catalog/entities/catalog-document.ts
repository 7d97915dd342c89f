import type { CatalogIds, KeyedTable } from '../catalog-ids.ts';
import { KEY_SQL } from '../catalog-ids.ts';
import type { CatalogDocument } from '../import-schema.ts';
import { CATALOG_ENTITIES, type CatalogList } from './catalog-entities.ts';
import { documentItem } from './entity-document.ts';
import { addDocumentKeys, addDocumentRows, type RowsByTable } from './entity-rows.ts';
import { type CatalogTables, documentContext, tableRows } from './catalog-tables.ts';
import type { Row } from '../insert-rows.ts';

const LISTS = Object.keys(CATALOG_ENTITIES) as CatalogList[];

/** The natural key of every keyed entity of a document, per table. */
export function documentKeys(doc: CatalogDocument): Record<KeyedTable, string[]> {
  const keys = Object.fromEntries(Object.keys(KEY_SQL).map((t) => [t, []])) as unknown as Record<KeyedTable, string[]>;
  for (const list of LISTS) addDocumentKeys(keys, CATALOG_ENTITIES[list], doc[list]);
  return keys;
}

/** Every row a document stores, by table. */
export function documentRows(doc: CatalogDocument, ids: CatalogIds): RowsByTable {
  const rows: RowsByTable = new Map();
  for (const list of LISTS) addDocumentRows(rows, CATALOG_ENTITIES[list], doc[list], ids);
  return rows;
}

/** The catalogue tables back as the document they were imported from. */
export function catalogDocument(tables: CatalogTables): CatalogDocument {
  const ctx = documentContext(tables);
  const lists = Object.fromEntries(
    LISTS.map((list) => {
      const e = CATALOG_ENTITIES[list];
      return [list, tableRows<Row>(tables, e).map((row) => documentItem(e, row, ctx))];
    }),
  );
  return { format: 'concert-library-catalog', version: 1, ...lists } as CatalogDocument;
}
