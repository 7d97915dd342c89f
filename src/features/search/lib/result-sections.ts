import { isSearchable, MAX_PER_SECTION } from './search-limits.ts';
import type { SearchHit, SearchResults } from './search.ts';

/** The modal's prompt (rules §2). */
export const SEARCH_HINT = 'Type to search titles, composers, and performers.';
/** Shown when a query that ran found nothing (rules §2). */
export const NO_RESULTS = 'No results.';
/** The label that folds an expanded section back (rules §2). */
export const SHOW_FEWER = 'Show fewer';
/** Rows a section shows before 'Show N more' (rules §9). */
export const ROWS_BEFORE_SHOW_MORE = 3;
/** The pause after which the search analytics event is reported (rules §5). */
export const SEARCH_EVENT_DELAY_MS = 1000;

/** 'Show N more', N being the rows a folded section hides. */
export function showMoreLabel(hidden: number): string {
  return `Show ${hidden} more`;
}

/** The modal's sections, in order, with their headings. */
export const SEARCH_SECTIONS = [
  { key: 'artists', title: 'Artists' },
  { key: 'compositions', title: 'Compositions' },
  { key: 'programs', title: 'Programs' },
] as const;
/** A section's key, which is also its field in the search results. */
export type SectionKey = (typeof SEARCH_SECTIONS)[number]['key'];

/**
 * How far a section is unfolded: 0 shows three rows; 1 the first ten (the spec's first view,
 * rules §9); 2 every row the search returned (up to fifty, search-limits.ts).
 */
export type SectionLevel = 0 | 1 | 2;

/** What a toggle does: unfold the next rows, or fold back to three. */
export type ToggleAction = 'more' | 'fewer';

/** A toggle under a section's rows. */
export interface SectionToggle {
  action: ToggleAction;
  label: string;
}

/** A section as the modal draws it. */
export interface SectionView {
  key: SectionKey;
  title: string;
  /** The rows to draw. */
  rows: readonly SearchHit[];
  /** The toggles under the rows: none for three rows or fewer; 'Show N more' and/or 'Show fewer'. */
  toggles: readonly SectionToggle[];
}

/** What the modal shows: the hint, 'No results.', or the sections that found something. */
export type SearchView =
  | { state: 'hint'; message: typeof SEARCH_HINT }
  | { state: 'no-results'; message: typeof NO_RESULTS }
  | { state: 'results'; sections: SectionView[] };

const SHOWN_AT: Readonly<Record<SectionLevel, number>> = {
  0: ROWS_BEFORE_SHOW_MORE,
  1: MAX_PER_SECTION,
  2: Number.POSITIVE_INFINITY,
};

/**
 * One section at a level: three rows and 'Show N more' (N up to seven, the rest of the first
 * ten); then ten rows, 'Show N more' for the rest and 'Show fewer'; then every row and 'Show fewer'.
 */
export function sectionView(
  key: SectionKey,
  title: string,
  hits: readonly SearchHit[],
  level: SectionLevel,
): SectionView {
  if (hits.length <= ROWS_BEFORE_SHOW_MORE) return { key, title, rows: hits, toggles: [] };
  const shown = Math.min(hits.length, SHOWN_AT[level]);
  const next = Math.min(hits.length, SHOWN_AT[Math.min(level + 1, 2) as SectionLevel]);
  const toggles: SectionToggle[] = [];
  if (shown < hits.length) toggles.push({ action: 'more', label: showMoreLabel(next - shown) });
  if (level > 0) toggles.push({ action: 'fewer', label: SHOW_FEWER });
  return { key, title, rows: hits.slice(0, shown), toggles };
}

/** The modal's content for a search's results and how far the visitor unfolded each section. */
export function searchView(results: SearchResults, levels: ReadonlyMap<SectionKey, SectionLevel>): SearchView {
  if (!results.ran) return { state: 'hint', message: SEARCH_HINT };
  const sections = SEARCH_SECTIONS.filter(({ key }) => results[key].length > 0).map(({ key, title }) =>
    sectionView(key, title, results[key], levels.get(key) ?? 0),
  );
  return sections.length === 0 ? { state: 'no-results', message: NO_RESULTS } : { state: 'results', sections };
}

/** The timer functions the scheduler uses (the browser's, or a test's fake ones). */
export interface Timers<Handle> {
  setTimeout(callback: () => void, ms: number): Handle;
  clearTimeout(handle: Handle): void;
}

/** Reports the search analytics event once typing pauses. */
export interface SearchEventScheduler {
  /** The input changed; restarts the pause. */
  inputChanged(input: string): void;
  /** Drops a pending report (the modal closed). */
  cancel(): void;
}

/**
 * The search event after a one-second pause (rules §5): each change restarts the pause;
 * only a query that runs (three or more trimmed characters) is reported, and the same query is
 * not reported twice in a row (retyping the same text is not a new search).
 */
export function createSearchEventScheduler<Handle>(
  timers: Timers<Handle>,
  report: (query: string) => void,
  delayMs: number = SEARCH_EVENT_DELAY_MS,
): SearchEventScheduler {
  let pending: { handle: Handle } | null = null;
  let lastReported: string | null = null;
  const cancel = () => {
    if (pending !== null) timers.clearTimeout(pending.handle);
    pending = null;
  };
  const inputChanged = (input: string) => {
    cancel();
    const query = input.trim();
    if (!isSearchable(query)) return;
    pending = {
      handle: timers.setTimeout(() => {
        pending = null;
        if (query === lastReported) return;
        lastReported = query;
        report(query);
      }, delayMs),
    };
  };
  return { inputChanged, cancel };
}
