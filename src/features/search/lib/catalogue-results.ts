import { SEARCH_SECTIONS, type SectionKey } from './result-sections.ts';
import type { SearchIndex } from './search-index.ts';
import { RESULTS_PAGE_PER_SECTION } from './search-limits.ts';
import { search, type SearchHit } from './search.ts';

/**
 * The results page's catalogue block (/search, reached by the modal's 'See all results'): the
 * same search as the modal, in the same order, but every section lists up to
 * {@link RESULTS_PAGE_PER_SECTION} matches at once, with a note when there are more.
 */

/** Heading of the block. */
export const CATALOGUE_MATCHES = 'Catalogue matches';

/** One section of the block. */
export interface CatalogueSection {
  key: SectionKey;
  /** 'Artists', 'Compositions' or 'Programs' (rules §2). */
  title: string;
  hits: readonly SearchHit[];
  /** Said under the list when it does not hold every match, else ''. */
  note: string;
}

/** The note for a section that shows `shown` of `total` matches. */
export function moreMatchesNote(shown: number, total: number): string {
  return shown < total ? `The first ${shown} of ${total} are shown; add a word to narrow the search.` : '';
}

/** The block's sections for a query: none when it is under three characters or matches nothing. */
export function catalogueSections(index: SearchIndex, query: string): CatalogueSection[] {
  const results = search(index, query, RESULTS_PAGE_PER_SECTION);
  if (!results.ran) return [];
  return SEARCH_SECTIONS.filter(({ key }) => results[key].length > 0).map(({ key, title }) => ({
    key,
    title,
    hits: results[key],
    note: moreMatchesNote(results[key].length, results.totals[key]),
  }));
}
