import { SearchIndexFormatError } from './search-errors.ts';

/**
 * The search index's JSON document, version 1: columns, not objects, so that no field name is
 * repeated and like values sit together (which gzip rewards):
 *
 * ```
 * { "v": 1,
 *   "a": [identifiers, full_names, first_names, last_names, subtitles, kinds, folded_firsts, folded_lasts],
 *   "c": [identifiers, titles, subtitles, folded_titles, folded_subtitles, catalogue_keys],
 *   "p": [identifiers, titles, subtitles, folded_titles] }
 * ```
 *
 * Each section is a list of columns and each column holds one value per row, in the same order.
 * `a` are the artists (people), `c` the compositions, `p` the listed programs. `kinds` are
 * numbers: 0 composer, 1 performer, 2 conductor. Catalogue keys are space-separated.
 *
 * Two encodings keep the file small, both checked when the document is built:
 * - a folded key is '' when {@link asciiFold} of its display text gives it (most titles); only
 *   keys that needed real folding (diacritics, '#', apostrophes) are written out;
 * - an identifier has '*' in place of the row's slug base (its folded title or name with
 *   hyphens for spaces) when it contains it, e.g. 'beethoven-*'. Identifiers are slugs and never
 *   hold '*' or start with '!'; one that does is written literally after a '!'.
 */
export interface SearchIndexDocument {
  v: typeof SEARCH_INDEX_VERSION;
  a: [string[], string[], string[], string[], string[], number[], string[], string[]];
  c: [string[], string[], string[], string[], string[], string[]];
  p: [string[], string[], string[], string[]];
}

/** The document format's version; a loader refuses any other. */
export const SEARCH_INDEX_VERSION = 1;

/** The cheap fold the loader applies to a folded key written as '': lower case, ASCII words. */
export function asciiFold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A folded key as written: '' when {@link asciiFold} of the text restores it. */
export function compactFolded(text: string, folded: string): string {
  return asciiFold(text) === folded ? '' : folded;
}

/** A folded key as read back. */
export function expandFolded(text: string, written: string): string {
  return written === '' ? asciiFold(text) : written;
}

/** The part of an identifier that usually repeats the title: the folded key, hyphenated. */
export function slugBase(folded: string): string {
  return folded.replaceAll(' ', '-');
}

/** An identifier as written: its slug base replaced by '*', or literally after '!'. */
export function compactIdentifier(identifier: string, base: string): string {
  if (identifier.includes('*') || identifier.startsWith('!')) return `!${identifier}`;
  return base !== '' && identifier.includes(base) ? identifier.replace(base, '*') : identifier;
}

/** An identifier as read back; `folded` is the key its slug base comes from. */
export function expandIdentifier(written: string, folded: string): string {
  if (written.startsWith('!')) return written.slice(1);
  return written.includes('*') ? written.replace('*', () => slugBase(folded)) : written;
}

/** The columns of one section, checked: the right count, equal lengths, the right types. */
function columnsOf(
  document: Record<string, unknown>,
  key: string,
  numeric: readonly number[],
  count: number,
): unknown[][] {
  const columns = document[key];
  if (!Array.isArray(columns) || columns.length !== count || !columns.every(Array.isArray)) {
    throw new SearchIndexFormatError(`section '${key}' does not have ${count} columns`);
  }
  const rows = (columns[0] as unknown[]).length;
  columns.forEach((column: unknown[], at) => {
    const type = numeric.includes(at) ? 'number' : 'string';
    if (column.length !== rows || column.some((value) => typeof value !== type)) {
      throw new SearchIndexFormatError(`column ${at} of section '${key}' is malformed`);
    }
  });
  return columns as unknown[][];
}

/**
 * Parses and checks a document (or its JSON text).
 * @throws SearchIndexFormatError when it is not JSON or not a version-1 index.
 */
export function readSearchIndexDocument(source: unknown): SearchIndexDocument {
  let document: unknown = source;
  if (typeof source === 'string') {
    try {
      document = JSON.parse(source);
    } catch (cause) {
      throw new SearchIndexFormatError('it is not JSON', { cause });
    }
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    throw new SearchIndexFormatError('it is not an object');
  }
  const fields = document as Record<string, unknown>;
  if (fields['v'] !== SEARCH_INDEX_VERSION) throw new SearchIndexFormatError(`its version is ${String(fields['v'])}`);
  return {
    v: SEARCH_INDEX_VERSION,
    a: columnsOf(fields, 'a', [5], 8) as SearchIndexDocument['a'],
    c: columnsOf(fields, 'c', [], 6) as SearchIndexDocument['c'],
    p: columnsOf(fields, 'p', [], 4) as SearchIndexDocument['p'],
  };
}
