import type { SqlValue } from '../../db/database.ts';
import { type CatalogIds, idOf, type KeyedTable } from '../catalog-ids.ts';
import type { Row } from '../insert-rows.ts';
import { type DocumentItem, type Entity, keyedTable } from './entity.ts';

/** Rows to insert, by table, each table's rows in document order. */
export type RowsByTable = Map<string, Row[]>;

/** A keyed entity's natural key in a document: its key fields joined with ':'. */
export function documentKey(e: Entity, item: DocumentItem): string {
  return typeof e.ids === 'object' ? e.ids.key.map((field) => String(item[field])).join(':') : '';
}

function rowId(e: Entity, item: DocumentItem, ids: CatalogIds, rowsSoFar: number): number | undefined {
  if (e.ids === 'running') return rowsSoFar + 1;
  const table = keyedTable(e);
  return table === undefined ? undefined : idOf(ids[table], documentKey(e, item));
}

/** One item's own row: its id, its parent's, its position and its stored fields. */
function rowOf(
  e: Entity,
  item: DocumentItem,
  ids: CatalogIds,
  at: { id: number | undefined; parentId?: number; index: number },
): Row {
  const row: Record<string, SqlValue> = {};
  if (at.id !== undefined) row['id'] = at.id;
  if (e.parent !== undefined) row[e.parent] = at.parentId ?? null;
  for (const [name, field] of Object.entries(e.fields)) {
    const value = item[name] as never;
    if (field.kind === 'column') row[field.column ?? name] = field.store(value, ids);
    else if (field.kind === 'columns') Object.assign(row, field.store(value));
  }
  if (e.position !== undefined) row[e.position] = at.index;
  return Object.assign(row, e.fixed);
}

/** The items of a list field as documents of its child entity (values become one-field items). */
function childItems(field: Entity['fields'][string], value: unknown): DocumentItem[] {
  const list = (value ?? []) as unknown[];
  if (field.kind === 'values') return [...new Set(list)].map((v) => ({ [field.field]: v }));
  return list as DocumentItem[];
}

/**
 * Adds the rows of document items of `e`, and of their list fields, to `into`. Ids come from
 * `ids` (resolved before, so that entities keep theirs across imports).
 */
export function addDocumentRows(
  into: RowsByTable,
  e: Entity,
  items: readonly DocumentItem[],
  ids: CatalogIds,
  parentId?: number,
): RowsByTable {
  let rows = into.get(e.table);
  if (rows === undefined) into.set(e.table, (rows = []));
  (e.insertOrder?.(items) ?? items).forEach((item, index) => {
    const id = rowId(e, item, ids, rows.length);
    rows.push(rowOf(e, item, ids, parentId === undefined ? { id, index } : { id, parentId, index }));
    for (const [name, field] of Object.entries(e.fields)) {
      if (field.kind === 'children' || field.kind === 'values') {
        addDocumentRows(into, field.entity, childItems(field, item[name]), ids, id);
      }
    }
  });
  return into;
}

/** Adds the natural keys of `items` of `e`, and of their list fields' keyed items, to `into`. */
export function addDocumentKeys(
  into: Record<KeyedTable, string[]>,
  e: Entity,
  items: readonly DocumentItem[],
): Record<KeyedTable, string[]> {
  const table = keyedTable(e);
  for (const item of items) {
    if (table !== undefined) into[table].push(documentKey(e, item));
    for (const [name, field] of Object.entries(e.fields)) {
      if (field.kind === 'children') addDocumentKeys(into, field.entity, childItems(field, item[name]));
    }
  }
  return into;
}
