import type { PersonKind } from '#lib/api/person.ts';
import { createHaystack, type Haystack } from './haystack.ts';
import { expandFolded, expandIdentifier, readSearchIndexDocument, type SearchIndexDocument } from './index-document.ts';
import { buildTrigramIndex, type TrigramIndex } from './trigram-index.ts';

/**
 * The search modal's index as loaded: the compact JSON document that the build writes
 * (build-search-index.ts; format in index-document.ts), fetched when the modal first opens and
 * turned into rows, each with what a result needs to render and link and the precomputed keys
 * the rules compare, plus the indexes that find candidate rows fast.
 */

/** What a row is, which is also its section. */
export type SearchKind = 'person' | 'composition' | 'program';

/** One searchable row, ready to render and link, with its precomputed match keys. */
export interface SearchRow {
  kind: SearchKind;
  identifier: string;
  /** A person's full name, a composition's or program's title (which may hold *emphasis*). */
  title: string;
  subtitle: string;
  /** The page, relative to the site's base path, e.g. '/composition/symphony-no-5'. */
  path: string;
  /** What the spec's rule compares, in lower case: the title, or the first and last names. */
  specKeys: readonly string[];
  /** Folded title, or folded first name, last name and full name. */
  foldedKeys: readonly string[];
  /** Every folded word of the row (title or name, and credit), each after a space, and a final space. */
  words: string;
  /** The folded words of the title or name alone, in the same form. */
  titleWords: string;
  /** A composition's catalogue keys. */
  catalogue: readonly string[];
  /** Position in its section's list order. */
  order: number;
}

/** One section's rows and the indexes that find candidate rows fast. */
export interface SearchSection {
  rows: readonly SearchRow[];
  /** Trigrams of each row's spec keys. */
  specTrigrams: TrigramIndex;
  /** Trigrams of each row's words. */
  wordTrigrams: TrigramIndex;
  /** Each row's catalogue keys, each after a space. */
  catalogueText: Haystack;
}

/** The loaded index: one section per kind. */
export interface SearchIndex {
  people: SearchSection;
  compositions: SearchSection;
  programs: SearchSection;
}

/** Person kinds by their number in the document. */
export const PERSON_KINDS: readonly PersonKind[] = ['composer', 'performer', 'conductor'];

const joinNonEmpty = (separator: string, ...parts: string[]) => parts.filter((part) => part !== '').join(separator);

const wordsOf = (...keys: string[]) => `${keys.map((key) => (key === '' ? '' : ` ${key}`)).join('')} `;

function peopleRows([
  ids,
  names,
  firsts,
  lasts,
  subtitles,
  kinds,
  foldedFirsts,
  foldedLasts,
]: SearchIndexDocument['a']): SearchRow[] {
  return ids.map((written, order) => {
    const first = firsts[order] ?? '';
    const last = lasts[order] ?? '';
    const foldedFirst = expandFolded(first, foldedFirsts[order] ?? '');
    const foldedLast = expandFolded(last, foldedLasts[order] ?? '');
    const foldedFull = joinNonEmpty(' ', foldedFirst, foldedLast);
    const identifier = expandIdentifier(written, foldedFull);
    const nameWords = wordsOf(foldedFull);
    return {
      kind: 'person',
      identifier,
      title: names[order] ?? '',
      subtitle: subtitles[order] ?? '',
      path: `/compositions/${PERSON_KINDS[kinds[order] ?? 1] ?? 'performer'}/${identifier}`,
      specKeys: [first.toLowerCase(), last.toLowerCase()],
      foldedKeys: [foldedFirst, foldedLast, foldedFull],
      words: nameWords,
      titleWords: nameWords,
      catalogue: [],
      order,
    };
  });
}

function compositionRows([
  ids,
  titles,
  subtitles,
  foldedTitles,
  foldedSubtitles,
  keys,
]: SearchIndexDocument['c']): SearchRow[] {
  return ids.map((written, order) => {
    const title = titles[order] ?? '';
    const subtitle = subtitles[order] ?? '';
    const foldedTitle = expandFolded(title, foldedTitles[order] ?? '');
    const identifier = expandIdentifier(written, foldedTitle);
    const catalogue = keys[order] ?? '';
    return {
      kind: 'composition',
      identifier,
      title,
      subtitle,
      path: `/composition/${identifier}`,
      specKeys: [title.toLowerCase()],
      foldedKeys: [foldedTitle],
      words: wordsOf(foldedTitle, expandFolded(subtitle, foldedSubtitles[order] ?? '')),
      titleWords: wordsOf(foldedTitle),
      catalogue: catalogue === '' ? [] : catalogue.split(' '),
      order,
    };
  });
}

function programRows([ids, titles, subtitles, foldedTitles]: SearchIndexDocument['p']): SearchRow[] {
  return ids.map((written, order) => {
    const title = titles[order] ?? '';
    const foldedTitle = expandFolded(title, foldedTitles[order] ?? '');
    const identifier = expandIdentifier(written, foldedTitle);
    const titleWords = wordsOf(foldedTitle);
    return {
      kind: 'program',
      identifier,
      title,
      subtitle: subtitles[order] ?? '',
      path: `/concert/${identifier}`,
      specKeys: [title.toLowerCase()],
      foldedKeys: [foldedTitle],
      words: titleWords,
      titleWords,
      catalogue: [],
      order,
    };
  });
}

function sectionOf(rows: SearchRow[]): SearchSection {
  return {
    rows,
    specTrigrams: buildTrigramIndex(rows.map((row) => row.specKeys)),
    wordTrigrams: buildTrigramIndex(rows.map((row) => [row.words])),
    catalogueText: createHaystack(rows.map((row) => row.catalogue.map((key) => ` ${key}`).join(''))),
  };
}

/**
 * Loads an index document (parsed, or its JSON text) into searchable sections.
 * @throws SearchIndexFormatError when it is not a version-1 index.
 */
export function loadSearchIndex(source: unknown): SearchIndex {
  const document = readSearchIndexDocument(source);
  return {
    people: sectionOf(peopleRows(document.a)),
    compositions: sectionOf(compositionRows(document.c)),
    programs: sectionOf(programRows(document.p)),
  };
}
