import type { Combined } from '#lib/api/combined.ts';
import type { CompositionSummary } from '#lib/api/composition.ts';
import { catalogueKeys } from './catalogue-numbers.ts';
import { catalogueSortKey, compareByCatalogue } from './catalogue-order.ts';
import {
  compactFolded,
  compactIdentifier,
  SEARCH_INDEX_VERSION,
  slugBase,
  type SearchIndexDocument,
} from './index-document.ts';
import { foldedKey } from './normalize.ts';
import { loadSearchIndex, PERSON_KINDS, type SearchIndex } from './search-index.ts';

/**
 * Builds the search index document from `/combined/`, at build time. Unlisted programs are left
 * out (search never shows them). Subtitles: a person's custom title and years, a composition's
 * composer and arranger credit (else its composer), a program's date range. Rows are in the
 * lists' order (people by sort name, programs newest first), compositions by composer, then in
 * catalogue order (numbered works by catalogue number, then the rest by title): the order in
 * which search lists a composer's works (top-results.ts) and the ranking's last tie-break.
 */

const byText = (a: string, b: string) => a.localeCompare(b, 'en');
const joinNonEmpty = (separator: string, ...parts: string[]) => parts.filter((part) => part !== '').join(separator);

function compositionSubtitle(composition: CompositionSummary): string {
  return composition.combined_composer_arranger_credit || (composition.composer?.full_name ?? '');
}

function peopleColumns(combined: Combined): SearchIndexDocument['a'] {
  const people = [...combined.people].sort((a, b) => byText(a.sort_name, b.sort_name));
  const first = people.map((person) => foldedKey(person.first_name));
  const last = people.map((person) => foldedKey(person.last_name));
  return [
    people.map((person, at) =>
      compactIdentifier(person.identifier, slugBase(joinNonEmpty(' ', first[at] ?? '', last[at] ?? ''))),
    ),
    people.map((person) => person.full_name),
    people.map((person) => person.first_name),
    people.map((person) => person.last_name),
    people.map((person) => joinNonEmpty(' · ', person.custom_title, person.years)),
    people.map((person) => PERSON_KINDS.indexOf(person.primaryKind)),
    people.map((person, at) => compactFolded(person.first_name, first[at] ?? '')),
    people.map((person, at) => compactFolded(person.last_name, last[at] ?? '')),
  ];
}

function compositionColumns(combined: Combined): SearchIndexDocument['c'] {
  const keysOf = new Map(
    combined.compositions.map((composition) => [composition, catalogueKeys(composition.title, composition.opus)]),
  );
  const sortKeyOf = new Map(
    [...keysOf].map(([composition, [first]]) => [composition, first === undefined ? null : catalogueSortKey(first)]),
  );
  const compositions = [...combined.compositions].sort(
    (a, b) =>
      byText(a.composer?.sort_name ?? '', b.composer?.sort_name ?? '') ||
      compareByCatalogue(sortKeyOf.get(a) ?? null, sortKeyOf.get(b) ?? null) ||
      byText(a.title, b.title),
  );
  const titles = compositions.map((composition) => foldedKey(composition.title));
  const subtitles = compositions.map(compositionSubtitle);
  return [
    compositions.map((composition, at) => compactIdentifier(composition.identifier, slugBase(titles[at] ?? ''))),
    compositions.map((composition) => composition.title),
    subtitles,
    compositions.map((composition, at) => compactFolded(composition.title, titles[at] ?? '')),
    subtitles.map((subtitle) => compactFolded(subtitle, foldedKey(subtitle))),
    compositions.map((composition) => (keysOf.get(composition) ?? []).join(' ')),
  ];
}

function programColumns(combined: Combined): SearchIndexDocument['p'] {
  const programs = combined.programs
    .filter((program) => !program.unlisted)
    .sort((a, b) => b.end_date_time.localeCompare(a.end_date_time));
  const titles = programs.map((program) => foldedKey(program.title));
  return [
    programs.map((program, at) => compactIdentifier(program.identifier, slugBase(titles[at] ?? ''))),
    programs.map((program) => program.title),
    programs.map((program) => program.formatted_date_range),
    programs.map((program, at) => compactFolded(program.title, titles[at] ?? '')),
  ];
}

/** The compact index document of a catalogue. */
export function buildSearchIndexDocument(combined: Combined): SearchIndexDocument {
  return {
    v: SEARCH_INDEX_VERSION,
    a: peopleColumns(combined),
    c: compositionColumns(combined),
    p: programColumns(combined),
  };
}

/** The document as the JSON text the build writes. */
export function serializeSearchIndex(document: SearchIndexDocument): string {
  return JSON.stringify(document);
}

/** Builds and loads in one step (tests; a server searching in memory). */
export function createSearchIndex(combined: Combined): SearchIndex {
  return loadSearchIndex(buildSearchIndexDocument(combined));
}
