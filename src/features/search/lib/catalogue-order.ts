/**
 * The order of catalogue numbers, as a catalogue lists them: by catalogue, then by number
 * (numerically: 'op9' before 'op55'), its letter, and its sub-number ('op27.1' before
 * 'op27.2'); Hoboken by group, then number. Keys are those of catalogue-numbers.ts.
 */

const KEY = /^([a-z]+?)(?:([ivxl]+)(?=[a-z]?(?:\.|$)))?(\d*)([a-z]?)(?:\.(\d+)([a-z]?))?$/u;
const ROMAN_VALUES: Readonly<Record<string, number>> = { i: 1, v: 5, x: 10, l: 50 };

/** The value of a lower-case Roman numeral written the usual way (subtractive pairs allowed). */
function romanValue(roman: string): number {
  let total = 0;
  for (let at = 0; at < roman.length; at += 1) {
    const value = ROMAN_VALUES[roman.charAt(at)] ?? 0;
    const next = ROMAN_VALUES[roman.charAt(at + 1)] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** A key as comparable parts: catalogue, group, number, letter, sub-number, sub-letter. */
export type CatalogueSortKey = [string, number, number, string, number, string];

/** The comparable parts of a key (parse once, compare many times with {@link compareSortKeys}). */
export function catalogueSortKey(key: string): CatalogueSortKey {
  const match = KEY.exec(key);
  if (match === null) return [key, 0, 0, '', 0, ''];
  const [, prefix = '', roman, digits, letter = '', subDigits, subLetter = ''] = match;
  const group = roman === undefined ? 0 : romanValue(roman);
  return [prefix, group, Number(digits || 0), letter, Number(subDigits ?? 0), subLetter];
}

/** Compares two parsed keys in catalogue order. */
export function compareSortKeys(left: CatalogueSortKey, right: CatalogueSortKey): number {
  for (let at = 0; at < left.length; at += 1) {
    const x = left[at] as string | number;
    const y = right[at] as string | number;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x).localeCompare(String(y), 'en');
  }
  return 0;
}

/** Compares two catalogue keys in catalogue order. */
export function compareCatalogueKeys(a: string, b: string): number {
  return compareSortKeys(catalogueSortKey(a), catalogueSortKey(b));
}

/**
 * Compares two works by their first catalogue key, parsed: numbered works first, in catalogue order;
 * works without a number after them, as equals (the caller breaks the tie).
 */
export function compareByCatalogue(a: CatalogueSortKey | null, b: CatalogueSortKey | null): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return compareSortKeys(a, b);
}
