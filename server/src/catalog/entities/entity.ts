import { z } from 'zod';
import type { SqlValue } from '../../db/database.ts';
import type { KeyedTable } from '../catalog-ids.ts';
import type { Column, Columns } from './field.ts';
import type { Described } from './field-about.ts';

/**
 * One catalogue table described once: its document fields and how each is stored. The import
 * schema, the row types, the rows an import inserts, the columns a snapshot reads, the
 * document an export writes and the answers' plain fields (those marked `answered`) are all
 * derived from it (entity-rows.ts, entity-document.ts, entity-answer.ts), so a new field touches
 * its migration, its description and the contract, nothing else.
 *
 * A typed field list rather than a query builder such as Kysely: the catalogue is written by
 * one bulk insert per table and read whole into memory, so what repeated itself was the mapping
 * between document, row and answer, not SQL. A builder would type the SQL and still leave that
 * mapping written out per entity; a field list states it once, and our one `Database` interface
 * over both dialects stays as it is.
 */
export interface Entity {
  readonly table: string;
  /** Document fields in document order, each with how it is stored and what it means (field-about.ts). */
  readonly fields: Readonly<Record<string, AnyField & Described>>;
  /**
   * How rows get their `id`: from the table's ids by the natural key the listed fields form
   * (joined with ':'), or `running` (1, 2, … in document order); none for link tables.
   */
  readonly ids?: { readonly key: readonly string[] } | 'running';
  /** For a child table: the column holding its parent's id. */
  readonly parent?: string;
  /** A column holding an item's position within its parent's list (0, 1, …). */
  readonly position?: string;
  /** Columns the document does not set, written with these values. */
  readonly fixed?: Readonly<Record<string, SqlValue>>;
  /** The order rows are read in (children: their display order); `id` by default. */
  readonly orderBy?: string;
  /** The order rows must be inserted in when it is not the document's (parents before children). */
  readonly insertOrder?: (items: readonly DocumentItem[]) => readonly DocumentItem[];
}

/** A document entity as the derivations see it: values by field name. */
export type DocumentItem = Readonly<Record<string, unknown>>;

/** A list field stored in a child table, one row per item. */
export interface Children<E extends Entity> {
  readonly kind: 'children';
  readonly entity: E;
  readonly schema: z.ZodDefault<z.ZodArray<DocumentSchema<E>>>;
}

/** A list of plain values stored in a child table: its one field `field` holds each value. */
export interface Values<E extends Entity, S extends z.ZodType> {
  readonly kind: 'values';
  readonly entity: E;
  readonly field: string;
  readonly schema: z.ZodDefault<z.ZodArray<S>>;
}

/** Any field of a description. */
export type AnyField =
  | Column<z.ZodType, SqlValue, string | undefined>
  | Columns<z.ZodType, Record<string, SqlValue>>
  | Children<Entity>
  | Values<Entity, z.ZodType>;

/** The zod shape of an entity's document fields. */
type Shape<F> = { -readonly [K in keyof F]: F[K] extends { schema: infer S extends z.ZodType } ? S : never };

/** The import schema of an entity. */
export type DocumentSchema<E extends Entity> = z.ZodObject<Shape<E['fields']>>;

/** Keeps a description's literal types (column names, parent) for the row type. */
export function entity<const E extends Entity>(description: E): E {
  return description;
}

/**
 * An entity's document schema: its fields' schemas in document order. A field it does not know is
 * refused, not dropped: a misspelt name (`composer_id` for `composer`) would otherwise import as if
 * the field were left out, and nothing would say why the composer is missing.
 */
export function documentSchema<E extends Entity>(e: E): DocumentSchema<E> {
  const shape = Object.fromEntries(Object.entries(e.fields).map(([name, field]) => [name, field.schema]));
  return z.strictObject(shape) as unknown as DocumentSchema<E>;
}

/** A list field stored in `e`'s table. */
export function children<E extends Entity>(e: E): Children<E> {
  return { kind: 'children', entity: e, schema: z.array(documentSchema(e)).default([]) };
}

/** A list of values stored in `e`'s table, each in its field `field`. */
export function values<E extends Entity, K extends keyof E['fields'] & string>(
  e: E,
  field: K,
): Values<E, E['fields'][K]['schema']> {
  const schema: z.ZodType = e.fields[field]?.schema ?? z.never();
  return { kind: 'values', entity: e, field, schema: z.array(schema).default([]) };
}

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The columns one field is stored in, by name; none for a child list. */
type FieldColumns<F, K> =
  F extends Column<z.ZodType, infer V, infer N>
    ? Record<N extends string ? N : K & string, V>
    : F extends Columns<z.ZodType, infer C>
      ? C
      : never;

type IdColumn<E> = E extends { ids: unknown } ? { id: number } : unknown;
type NamedColumn<E, P extends 'parent' | 'position'> = E extends { [Q in P]: infer N extends string }
  ? Record<N, number>
  : unknown;
type FixedColumns<E> = E extends { fixed: infer X }
  ? { -readonly [K in keyof X]: X[K] extends number ? number : X[K] }
  : unknown;

/** A row of an entity's table as both dialects return it. */
export type RowOf<E extends Entity> = Simplify<
  IdColumn<E> &
    NamedColumn<E, 'parent'> &
    NamedColumn<E, 'position'> &
    FixedColumns<E> &
    UnionToIntersection<{ [K in keyof E['fields']]: FieldColumns<E['fields'][K], K> }[keyof E['fields']]>
>;

/** The child tables of an entity, through its list fields. */
export function childEntities(e: Entity): Entity[] {
  return Object.values(e.fields).flatMap((f) => (f.kind === 'children' || f.kind === 'values' ? [f.entity] : []));
}

/** Every column of an entity's table, in description order. */
export function columnsOf(e: Entity): string[] {
  const fieldColumns = Object.entries(e.fields).flatMap(([name, f]) => {
    if (f.kind === 'column') return [f.column ?? name];
    if (f.kind === 'columns') return [...f.columns];
    return [];
  });
  return [
    ...(e.ids === undefined ? [] : ['id']),
    ...(e.parent === undefined ? [] : [e.parent]),
    ...fieldColumns,
    ...(e.position === undefined ? [] : [e.position]),
    ...Object.keys(e.fixed ?? {}),
  ];
}

/** The table whose ids a keyed entity takes. */
export function keyedTable(e: Entity): KeyedTable | undefined {
  return typeof e.ids === 'object' ? (e.table as KeyedTable) : undefined;
}
