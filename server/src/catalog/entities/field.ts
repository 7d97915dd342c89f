import { z } from 'zod';
import type { SqlValue } from '../../db/database.ts';
import { type CatalogIds, idOf } from '../catalog-ids.ts';
import { CatalogIntegrityError } from '../catalog-integrity-error.ts';
import {
  countriesFrom,
  imageFrom,
  storedCountries,
  storedDateTime,
  storedFlag,
  storedImage,
  storedOptionalDateTime,
} from '../stored-values.ts';
import type { KeyedTable } from '../catalog-ids.ts';
import type { ProgramNote } from '#lib/api/contract.ts';
import { imageAnswer } from '../image-answer.ts';
import { ImportImageSchema } from './image-schema.ts';
import { typeNames } from './type-names.ts';

/** The identifier (or uuid) of each keyed row by id, per table: what exports write for references. */
export type CatalogKeys = Readonly<Record<KeyedTable, ReadonlyMap<number, string>>>;

/**
 * One document field stored in one column. `column` undefined means the column is named as the
 * field. `store` turns the document's value into the column's (resolving references to ids);
 * `load` turns it back (ids to identifiers); `present` turns it into what an answer carries when
 * the field is `answered` (a reference carries the row id it stores).
 */
export interface Column<S extends z.ZodType, V extends SqlValue, N extends string | undefined = undefined> {
  readonly kind: 'column';
  readonly schema: S;
  readonly column: N;
  // Methods rather than function properties: any field then fits AnyField (bivariant parameters).
  store(value: z.output<S>, ids: CatalogIds): V;
  load(stored: V, keys: CatalogKeys): z.output<S>;
  present(stored: V): unknown;
  /** For a reference: the table it names a row of, and the category kind (`nationality`, `genre`) it must have. */
  readonly references?: { readonly table: KeyedTable; readonly kind: string };
}

/** One document field stored across several columns (a program note's text and credit). */
export interface Columns<S extends z.ZodType, C extends Record<string, SqlValue>> {
  readonly kind: 'columns';
  readonly schema: S;
  readonly columns: readonly (keyof C & string)[];
  store(value: z.output<S>): C;
  load(row: C): z.output<S>;
  present(row: C): unknown;
}

function column<S extends z.ZodType, V extends SqlValue, N extends string | undefined>(
  schema: S,
  name: N,
  store: (value: z.output<S>, ids: CatalogIds) => V,
  load: (stored: V, keys: CatalogKeys) => z.output<S>,
  present: (stored: V) => unknown,
): Column<S, V, N> {
  return { kind: 'column', schema, column: name, store, load, present };
}

/** A value stored as it is: text, a number, an enum, or null. */
export function plain<S extends z.ZodType<SqlValue>>(schema: S): Column<S, z.output<S>> {
  const same = <T>(v: T) => v;
  return column(schema, undefined, same, same, same);
}

/** A boolean stored as 0 or 1. */
export function flag(fallback: boolean): Column<z.ZodDefault<z.ZodBoolean>, number> {
  return column(
    z.boolean().default(fallback),
    undefined,
    (v) => storedFlag(v) as number,
    (v) => v === 1,
    (v) => v === 1,
  );
}

/** An ISO date-time with an offset, stored in UTC (storedDateTime). */
export function dateTime(): Column<z.ZodISODateTime, string> {
  const same = (v: string) => v;
  return column(z.iso.datetime({ offset: true }), undefined, storedDateTime, same, same);
}

/** Like dateTime, optional: null when unknown. */
export function optionalDateTime(): Column<z.ZodDefault<z.ZodNullable<z.ZodISODateTime>>, string | null> {
  const same = (v: string | null) => v;
  return column(
    z.iso.datetime({ offset: true }).nullable().default(null),
    undefined,
    storedOptionalDateTime,
    same,
    same,
  );
}

type ImageField<N extends string> = Column<z.ZodDefault<z.ZodNullable<typeof ImportImageSchema>>, string | null, N>;

/** An optional image, stored as JSON in `{name}` (by default `image_json`); answers add its renditions. */
export function image(): ImageField<'image_json'>;
export function image<N extends string>(name: N): ImageField<N>;
export function image(name = 'image_json'): ImageField<string> {
  return column(ImportImageSchema.nullable().default(null), name, storedImage, imageFrom, imageAnswer);
}

/** ISO 3166 alpha-2 codes, stored comma-separated; an empty list means everywhere. */
export function countries(): Column<z.ZodDefault<z.ZodArray<z.ZodString>>, string> {
  return column(
    z.array(z.string().regex(/^[A-Z]{2}$/, 'not a two-letter country code in capitals')).default([]),
    undefined,
    storedCountries,
    countriesFrom,
    countriesFrom,
  );
}

/** A list stored as JSON text in column `name`. */
export function jsonList<S extends z.ZodType<unknown[]>, N extends string>(schema: S, name: N): Column<S, string, N> {
  return column(
    schema,
    name,
    (v) => JSON.stringify(v),
    (v) => JSON.parse(v) as z.output<S>,
    (v) => JSON.parse(v) as unknown,
  );
}

/** The key a referenced row is found by in its table's ids (categories add their kind). */
function keyIn(prefix: string, value: string): string {
  return prefix ? `${prefix}:${value}` : value;
}

/** The identifier (or uuid) behind a stored id; the foreign keys guarantee it exists. */
function keyOf(keys: ReadonlyMap<number, string>, id: number): string {
  const key = keys.get(id);
  if (key === undefined) throw new CatalogIntegrityError(`Dangling reference to id ${id} in the catalogue.`);
  return key;
}

/**
 * A reference to a keyed table by identifier (or uuid), stored as the row's id in column `name`.
 * `prefix` is the kind a category reference names (`nationality`, `genre`).
 */
export function reference<S extends z.ZodType<string>, N extends string>(
  table: KeyedTable,
  schema: S,
  name: N,
  prefix = '',
): Column<S, number, N> {
  const field = column(
    schema,
    name,
    (v, ids) => idOf(ids[table], keyIn(prefix, v)),
    (v, keys) => keyOf(keys[table], v) as z.output<S>,
    (v) => v,
  );
  return { ...field, references: { table, kind: prefix } };
}

/** Like reference, optional: null in the document and in the column. */
export function optionalReference<S extends z.ZodType<string>, N extends string>(
  table: KeyedTable,
  schema: S,
  name: N,
  prefix = '',
): Column<z.ZodDefault<z.ZodNullable<S>>, number | null, N> {
  const field = column(
    schema.nullable().default(null),
    name,
    (v, ids) => (v === null ? null : idOf(ids[table], keyIn(prefix, v))),
    (v, keys) => (v === null ? null : keyOf(keys[table], v)) as z.output<z.ZodDefault<z.ZodNullable<S>>>,
    (v) => v,
  );
  return { ...field, references: { table, kind: prefix } };
}

const NoteSchema = z
  .strictObject({ text: z.string(), credit: z.string().default('') })
  .register(typeNames, { typeName: 'program note' });

/**
 * A program note, stored as `program_note_text` (null when none) and `program_note_credit`; answers
 * carry the credit as `formatted_credit_html`.
 */
export function programNote(): Columns<
  z.ZodDefault<z.ZodNullable<typeof NoteSchema>>,
  { program_note_text: string | null; program_note_credit: string }
> {
  return {
    kind: 'columns',
    schema: NoteSchema.nullable().default(null),
    columns: ['program_note_text', 'program_note_credit'],
    store: (note) => ({ program_note_text: note?.text ?? null, program_note_credit: note?.credit ?? '' }),
    load: (row) =>
      row.program_note_text === null ? null : { text: row.program_note_text, credit: row.program_note_credit },
    present: (row): ProgramNote | null =>
      row.program_note_text === null
        ? null
        : { text: row.program_note_text, formatted_credit_html: row.program_note_credit },
  };
}

/** A field an answer can carry as it is stored (after `present`): a column or a program note. */
type AnswerableField = Column<z.ZodType, SqlValue, string | undefined> | Columns<z.ZodType, Record<string, SqlValue>>;

/**
 * Marks a field as carried by the entity's answers: under the field's own name, or under `key`
 * (`image` answered as `preferred_image`). The answer builders (entity-answer.ts) fill every key
 * of a contract schema that an answered field names, so read-* write only computed keys.
 */
export function answered<F extends AnswerableField>(field: F): F & { readonly answer: true };
export function answered<F extends AnswerableField, const K extends string>(
  field: F,
  key: K,
): F & { readonly answer: K };
export function answered(field: AnswerableField, key?: string): AnswerableField & { readonly answer: true | string } {
  return { ...field, answer: key ?? true };
}
