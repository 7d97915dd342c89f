import type { CompositionRef, PersonRef, ProgramRef } from '#lib/api/contract.ts';
import { formatDateRange } from '#lib/time/format-date-range.ts';
import { CatalogIntegrityError } from './catalog-integrity-error.ts';
import type { PersonRow } from './catalog-rows.ts';
import { ANSWER_SHAPES } from './entities/answer-shapes.ts';
import { memoised, type ReadContext } from './read-context.ts';

/** 'First Last', or the last name alone when there is no first name. */
export function fullName(p: Pick<PersonRow, 'first_name' | 'last_name'>): string {
  return p.first_name ? `${p.first_name} ${p.last_name}` : p.last_name;
}

/** 'Last, First', the order lists sort by; the last name alone when there is no first name. */
export function sortName(p: Pick<PersonRow, 'first_name' | 'last_name'>): string {
  return p.first_name ? `${p.last_name}, ${p.first_name}` : p.last_name;
}

/** Looks a row up by id; the foreign keys guarantee it exists. */
export function rowOf<R>(rows: ReadonlyMap<number, R>, id: number, what: string): R {
  const row = rows.get(id);
  if (row === undefined)
    throw new CatalogIntegrityError(`The catalogue refers to ${what} ${id}, which it does not hold.`);
  return row;
}

/** The short reference to a person that other answers embed. */
export function personRef(ctx: ReadContext, id: number): PersonRef {
  return memoised(ctx, `person-ref:${id}`, () => {
    const p = rowOf(ctx.s.peopleById, id, 'person');
    return ANSWER_SHAPES.personRef.build(p, { full_name: fullName(p), sort_name: sortName(p) });
  });
}

/** Like personRef, for an optional reference. */
export function optionalPersonRef(ctx: ReadContext, id: number | null): PersonRef | null {
  return id === null ? null : personRef(ctx, id);
}

/**
 * The composer and arranger in one line by last names: 'Bach', 'Bach, arr. Stravinsky', or
 * 'arr. Stravinsky' for an arrangement of an anonymous work; '' when neither is known.
 */
export function combinedCredit(ctx: ReadContext, composerId: number | null, arrangerId: number | null): string {
  const last = (id: number | null) => (id === null ? '' : rowOf(ctx.s.peopleById, id, 'person').last_name);
  const composer = last(composerId);
  const arranger = last(arrangerId);
  if (!arranger) return composer;
  return composer ? `${composer}, arr. ${arranger}` : `arr. ${arranger}`;
}

/** The short reference to a composition that other answers embed. */
export function compositionRef(ctx: ReadContext, id: number): CompositionRef {
  return memoised(ctx, `composition-ref:${id}`, () => {
    const c = rowOf(ctx.s.compositionsById, id, 'composition');
    return ANSWER_SHAPES.compositionRef.build(c, {
      combined_composer_arranger_credit: combinedCredit(ctx, c.composer_id, c.arranger_id),
      composer: optionalPersonRef(ctx, c.composer_id),
    });
  });
}

/** The short reference to a program that other answers embed. */
export function programRef(ctx: ReadContext, id: number): ProgramRef {
  return memoised(ctx, `program-ref:${id}`, () => {
    const p = rowOf(ctx.s.programsById, id, 'program');
    return ANSWER_SHAPES.programRef.build(p, {
      formatted_date_range: formatDateRange(p.start_date_time, p.end_date_time),
    });
  });
}
