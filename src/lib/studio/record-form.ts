import dayjs from 'dayjs';
import { CENTRAL_TIME_ZONE, inZone } from '../time/zoned-time.ts';
import type { FieldDescription, RecordFields } from './records.ts';

/**
 * The rules of the studio's record forms, apart from React: what a new record starts with, how
 * inputs' text becomes the values the API takes, and what two versions of a record differ in.
 */

/** Whether two JSON values are the same: equal scalars, or lists and objects of the same values. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  return keysA.every((key) => Object.hasOwn(recordB, key) && sameValue(recordA[key], recordB[key]));
}

/** What an empty input of a kind holds, when the field has no default. */
function emptyOf(field: FieldDescription): unknown {
  switch (field.kind) {
    case 'list':
      return [];
    case 'boolean':
      return false;
    case 'text':
    case 'html':
    case 'identifier':
      return '';
    default:
      return null;
  }
}

/** The value a field starts with in a new record: its default, else an empty one of its kind. */
export function startingValue(field: FieldDescription): unknown {
  return field.default !== undefined ? field.default : emptyOf(field);
}

/** A new record: every field at its starting value. */
export function blankRecord(fields: readonly FieldDescription[]): RecordFields {
  return Object.fromEntries(fields.map((field) => [field.name, startingValue(field)]));
}

/** A new item of a list field: each of its parts at its starting value (a list of plain values: one value). */
export function blankItem(field: FieldDescription): unknown {
  const parts = field.item ?? [];
  if (parts.length === 1 && parts[0]?.name === 'value') return startingValue(parts[0]);
  return blankRecord(parts);
}

/**
 * A number input's text as the field's value: null when empty; the text itself when it is not a
 * number, so the server's check names the value that was typed instead of the form dropping it.
 */
export function numberFromInput(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : trimmed;
}

/** The wall-clock format of a `datetime-local` input. */
const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

/** An instant as a `datetime-local` input shows it: on Chicago's clock, as every time in the library is given. */
export function centralInputOf(instant: unknown): string {
  if (typeof instant !== 'string' || instant === '') return '';
  try {
    return inZone(instant, CENTRAL_TIME_ZONE).format(LOCAL_INPUT);
  } catch {
    return '';
  }
}

/**
 * A `datetime-local` input's wall-clock time, read on Chicago's clock, as an ISO instant with its
 * offset ('2026-12-04T19:30' → '2026-12-04T19:30:00-06:00'); null when empty. A time that does
 * not exist on that clock (the hour skipped in spring) moves forward, as clocks do.
 */
export function isoFromCentralInput(text: string): string | null {
  if (text.trim() === '') return null;
  const wall = dayjs.tz(text, LOCAL_INPUT, CENTRAL_TIME_ZONE);
  return wall.isValid() ? wall.format('YYYY-MM-DDTHH:mm:ssZ') : text;
}

/** One field of a conflict: what it was when the editor opened the record, what it is now, and what they typed. */
export interface ConflictRow {
  name: string;
  opened: unknown;
  theirs: unknown;
  mine: unknown;
}

/**
 * The fields a conflict is about: those someone else changed since the record was opened, and
 * those the editor changed, in the form's order. Fields nobody changed are left out.
 */
export function conflictRows(
  fields: readonly FieldDescription[],
  opened: RecordFields,
  theirs: RecordFields,
  mine: RecordFields,
): ConflictRow[] {
  return fields
    .map(({ name }) => ({ name, opened: opened[name], theirs: theirs[name], mine: mine[name] }))
    .filter((row) => !sameValue(row.opened, row.theirs) || !sameValue(row.opened, row.mine));
}

/**
 * The editor's version laid over the record as it is now: their version of each field they
 * changed, the other's of every field they did not. What 'Keep my changes' saves after a conflict.
 */
export function mergeMine(opened: RecordFields, theirs: RecordFields, mine: RecordFields): RecordFields {
  const merged: RecordFields = { ...theirs };
  for (const [name, value] of Object.entries(mine)) {
    if (!sameValue(value, opened[name])) merged[name] = value;
  }
  return merged;
}
