import { NO_RESULTS } from './result-sections.ts';
import type { SearchResults } from './search.ts';

/**
 * What the modal's live region says after each search, so that screen-reader users hear how
 * many results there are without leaving the field: nothing before a search runs (the hint is
 * the field's description), 'No results.', or the count per section.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The announcement for a search's results (the spec's 'No results.' when there are none). */
export function resultsAnnouncement(results: SearchResults): string {
  if (!results.ran) return '';
  const parts = [
    results.artists.length > 0 ? plural(results.artists.length, 'artist', 'artists') : '',
    results.compositions.length > 0 ? plural(results.compositions.length, 'composition', 'compositions') : '',
    results.programs.length > 0 ? plural(results.programs.length, 'program', 'programs') : '',
  ].filter((part) => part !== '');
  if (parts.length === 0) return NO_RESULTS;
  const total = results.artists.length + results.compositions.length + results.programs.length;
  const kind = results.fuzzy ? plural(total, 'close match', 'close matches') : plural(total, 'result', 'results');
  return `${kind}: ${parts.join(', ')}.`;
}
