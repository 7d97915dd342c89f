import type { ComponentProps } from 'react';
import { resultsAnnouncement } from '../lib/results-announcement.ts';
import { SEARCH_HINT, type SearchView } from '../lib/result-sections.ts';
import { isSearchable } from '../lib/search-limits.ts';
import type { SearchResults } from '../lib/search.ts';
import { SearchSections } from './SearchSections.tsx';
import type { SearchIndexState } from './use-search-index.ts';

interface Props {
  input: string;
  index: SearchIndexState;
  /** The search's results, or null while there is no index. */
  results: SearchResults | null;
  view: SearchView | null;
  /** The hint's id, which describes the field until a search runs. */
  hintId: string;
  onRetry: () => void;
  /** Everything the listbox needs but its sections. */
  sections: Omit<ComponentProps<typeof SearchSections>, 'sections'>;
}

/** Shown while the index downloads (only once three characters are typed). */
const LOADING = 'Loading…';
/** Shown when the index could not be downloaded. */
const UNAVAILABLE = 'Search is not available right now.';
/** Said above results found by the typo-tolerant fallback. */
const CLOSE_MATCHES = 'No exact matches; showing close spellings.';

function Content({ input, index, view, hintId, onRetry, sections }: Props) {
  if (!isSearchable(input))
    return (
      <p id={hintId} className="search-modal__message">
        {SEARCH_HINT}
      </p>
    );
  if (index.status === 'error') {
    return (
      <p className="search-modal__message">
        {UNAVAILABLE}{' '}
        <button type="button" className="button button--quiet" onClick={onRetry}>
          Try again
        </button>
      </p>
    );
  }
  if (view === null) return <p className="search-modal__message">{LOADING}</p>;
  if (view.state !== 'results') return <p className="search-modal__message">{view.message}</p>;
  return <SearchSections {...sections} sections={view.sections} />;
}

function announcement({ input, index, results }: Props): string {
  if (!isSearchable(input)) return '';
  if (index.status === 'error') return UNAVAILABLE;
  return results === null ? LOADING : resultsAnnouncement(results);
}

/**
 * The modal's body: the hint until three characters are typed, then the sections or 'No
 * results.', with a polite live region that tells screen-reader users the count.
 */
export function SearchBody(props: Props) {
  return (
    <div className="search-modal__body">
      {props.results?.fuzzy === true && <p className="search-modal__note">{CLOSE_MATCHES}</p>}
      <Content {...props} />
      <div role="status" className="visually-hidden">
        {announcement(props)}
      </div>
    </div>
  );
}
