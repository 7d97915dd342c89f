import type { Database } from '../../db/database.ts';
import { CatalogIntegrityError } from '../catalog-integrity-error.ts';
import { CATALOG_TABLES_CHILDREN_FIRST } from '../catalog-lock.ts';
import { type CatalogIds, type KeyedTable, KEY_SQL } from '../catalog-ids.ts';
import { insertRows, type Row } from '../insert-rows.ts';
import { ALL_ENTITIES } from './catalog-entities.ts';
import { columnsOf, type Entity, keyedTable } from './entity.ts';
import type { DocumentContext } from './entity-document.ts';
import type { RowsByTable } from './entity-rows.ts';
import type { CatalogKeys } from './field.ts';

/** Every catalogue table's rows, in each description's read order. */
export type CatalogTables = ReadonlyMap<string, readonly Row[]>;

/** Rows read per query: small pages keep the garbage of each young, so the heap stays small. */
const PAGE_ROWS = 2_000;

/**
 * Reads a whole table's described columns in pages of a stable order. Rows are copied into plain
 * objects because node:sqlite's null-prototype rows take about four times the memory, which
 * matters when the scale catalogue stays in memory.
 */
async function readAll(tx: Database, e: Entity): Promise<Row[]> {
  const sql = `SELECT ${columnsOf(e).join(', ')} FROM ${e.table} ORDER BY ${e.orderBy ?? 'id'} LIMIT ${PAGE_ROWS} OFFSET ?`;
  const rows: Row[] = [];
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const page = await tx.all<Row>(sql, [offset]);
    for (const row of page) rows.push({ ...row });
    if (page.length < PAGE_ROWS) return rows;
  }
}

/** Every catalogue table, read inside the caller's consistent read. */
export async function readCatalogTables(tx: Database): Promise<CatalogTables> {
  const tables = new Map<string, Row[]>();
  for (const e of ALL_ENTITIES) tables.set(e.table, await readAll(tx, e));
  return tables;
}

/** The rows of one table (empty when it was not read). */
export function tableRows<R>(tables: CatalogTables, e: Entity): R[] {
  return (tables.get(e.table) ?? []) as R[];
}

/** The identifier (or uuid) references name, by id, for every keyed table. */
function catalogKeys(tables: CatalogTables): CatalogKeys {
  const keys = Object.fromEntries(Object.keys(KEY_SQL).map((t) => [t, new Map<number, string>()])) as Record<
    KeyedTable,
    Map<number, string>
  >;
  for (const e of ALL_ENTITIES) {
    const table = keyedTable(e);
    if (table === undefined || typeof e.ids !== 'object') continue;
    const ref = e.ids.key.at(-1) ?? 'id';
    for (const row of tableRows<Row>(tables, e)) keys[table].set(row['id'] as number, String(row[ref]));
  }
  return keys;
}

/** What turning these tables back into a document needs (see entity-document.ts). */
export function documentContext(tables: CatalogTables): DocumentContext {
  const groups = new Map<Entity, Map<number, Row[]>>();
  const grouped = (child: Entity) => {
    let byParent = groups.get(child);
    if (byParent === undefined) {
      byParent = new Map();
      const parent = child.parent;
      if (parent === undefined) throw new CatalogIntegrityError(`${child.table} is not a child table.`);
      for (const row of tableRows<Row>(tables, child)) {
        const id = row[parent] as number;
        const list = byParent.get(id);
        if (list) list.push(row);
        else byParent.set(id, [row]);
      }
      groups.set(child, byParent);
    }
    return byParent;
  };
  return { keys: catalogKeys(tables), childRows: (child, parentId) => grouped(child).get(parentId) ?? [] };
}

/** Inserts rows by table, parents before children, as the foreign keys need. */
export async function insertCatalogRows(tx: Database, rows: RowsByTable): Promise<void> {
  for (const table of [...CATALOG_TABLES_CHILDREN_FIRST].reverse()) {
    await insertRows(tx, { table, rows: rows.get(table) ?? [] });
  }
}

/** Ids of an empty catalogue, to fill in for tables an operation does not touch. */
export function noIds(): CatalogIds {
  return Object.fromEntries(Object.keys(KEY_SQL).map((t) => [t, new Map<string, number>()])) as unknown as CatalogIds;
}
