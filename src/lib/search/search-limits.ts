import { codePointLength } from '../text/code-points.ts';

/** Search runs only from this many characters of (trimmed) input (rules §9). */
export const MIN_QUERY_LENGTH = 3;

/** At most this many results per section (rules §9). */
export const MAX_PER_SECTION = 10;

/** True when the input is long enough for a search to run. */
export function isSearchable(input: string): boolean {
  return codePointLength(input.trim()) >= MIN_QUERY_LENGTH;
}
