import { codePointLength } from '#lib/text/code-points.ts';

/** Search runs only from this many characters of (trimmed) input (rules §9). */
export const MIN_QUERY_LENGTH = 3;

/** At most this many results per section in the modal's first view (rules §9). */
export const MAX_PER_SECTION = 10;

/**
 * At most this many results per section once the visitor asks for the rest ('Show N more'
 * past the first ten); past it, the modal's 'See all results' leads to the results page.
 */
export const MAX_REVEALED_PER_SECTION = 50;

/** At most this many results per section on the results page (/search). */
export const RESULTS_PAGE_PER_SECTION = 200;

/** True when the input is long enough for a search to run. */
export function isSearchable(input: string): boolean {
  return codePointLength(input.trim()) >= MIN_QUERY_LENGTH;
}
