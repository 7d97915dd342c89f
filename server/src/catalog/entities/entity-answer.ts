import type { z } from 'zod';
import type { Row } from '../insert-rows.ts';
import type { Entity, RowOf } from './entity.ts';

/**
 * The answer keys an entity's description fills by itself: `id` for a table with ids, and the
 * key of every `answered` field (its own name, or the key it was given).
 */
export type DescribedKeys<E extends Entity> =
  | (E extends { ids: unknown } ? 'id' : never)
  | {
      [K in keyof E['fields'] & string]: E['fields'][K] extends { readonly answer: infer A }
        ? A extends string
          ? A
          : K
        : never;
    }[keyof E['fields'] & string];

/** What a read-* builder supplies for one answer: every key of the schema the description does not fill. */
export type ComputedPart<E extends Entity, S extends z.ZodObject> = Omit<z.output<S>, DescribedKeys<E>>;

/** One answer shape of one entity: a contract object schema, filled from a row and computed values. */
export interface EntityAnswer<E extends Entity, S extends z.ZodObject> {
  readonly entity: E;
  /** The schema's keys, in the order clients see them. */
  readonly keys: readonly string[];
  /**
   * The answer for one row: the schema's keys in the schema's order, each from the description
   * when an answered field (or `id`) names it, else from `computed`.
   */
  build(row: RowOf<E>, computed: ComputedPart<E, S>): z.output<S>;
}

/** How each described key is read from a row. */
function describedSources(e: Entity): Map<string, (row: Row) => unknown> {
  const sources = new Map<string, (row: Row) => unknown>();
  if (e.ids !== undefined) sources.set('id', (row) => row['id']);
  for (const [name, field] of Object.entries(e.fields)) {
    if (!('answer' in field) || (field.kind !== 'column' && field.kind !== 'columns')) continue;
    const key = typeof field.answer === 'string' ? field.answer : name;
    if (field.kind === 'column') {
      const column = field.column ?? name;
      sources.set(key, (row) => field.present(row[column] as never));
    } else {
      sources.set(key, (row) => field.present(row));
    }
  }
  return sources;
}

/**
 * The answer of `e` in the shape of `schema`. Key order follows the schema, as the contract is
 * what defines the order clients see; a key neither described nor computed is a programming
 * error, thrown rather than silently left out of the JSON.
 */
export function entityAnswer<E extends Entity, S extends z.ZodObject>(e: E, schema: S): EntityAnswer<E, S> {
  const sources = describedSources(e);
  const plan = Object.keys(schema.shape).map((key) => [key, sources.get(key)] as const);
  return {
    entity: e,
    keys: plan.map(([key]) => key),
    build(row, computed) {
      const from = computed as Readonly<Record<string, unknown>>;
      const answer: Record<string, unknown> = {};
      for (const [key, source] of plan) {
        if (source !== undefined) answer[key] = source(row as Row);
        else if (Object.hasOwn(from, key)) answer[key] = from[key];
        else throw new Error(`The ${e.table} answer's '${key}' is neither described nor computed.`);
      }
      return answer as z.output<S>;
    },
  };
}
