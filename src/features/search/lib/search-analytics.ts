import type { Analytics } from '#lib/analytics/analytics.ts';

/**
 * The search analytics event (rules §5: reported after a one-second pause; the pause
 * itself is src/features/search/lib/result-sections.ts's scheduler). Each report is dispatched on
 * `window` as {@link SEARCH_EVENT} (`detail: { query }`), which any script may listen to, and
 * handed to the adapter registered with {@link setSearchAnalytics}: the modal registers the
 * site's analytics (src/lib/analytics), which records it as the event {@link SEARCH_EVENT_NAME}.
 */

/** Receives the search event. */
export interface SearchAnalytics {
  /** A search ran and the visitor paused on it. `query` is the trimmed text. */
  searched(query: string): void;
}

/** The window event each report dispatches. */
export const SEARCH_EVENT = 'concert-library:search';

/** The name the site's analytics records the search under, with the query as `query`. */
export const SEARCH_EVENT_NAME = 'Search';

/** The adapter used while none is registered: it records nothing. */
export const NO_SEARCH_ANALYTICS: SearchAnalytics = { searched() {} };

let current: SearchAnalytics = NO_SEARCH_ANALYTICS;

/** Registers the adapter the search event goes to (the last registration wins). */
export function setSearchAnalytics(adapter: SearchAnalytics): void {
  current = adapter;
}

/** An adapter that records the search in the site's analytics. */
export function searchAnalyticsOf(analytics: Analytics): SearchAnalytics {
  return { searched: (query) => analytics.event(SEARCH_EVENT_NAME, { query }) };
}

/** Reports a search: the window event, then the registered adapter; a failure never breaks search. */
export function reportSearch(query: string): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(SEARCH_EVENT, { detail: { query } }));
  try {
    current.searched(query);
  } catch (error) {
    // Analytics is best effort: a broken provider must not stop the visitor searching.
    console.warn('The search analytics event could not be reported.', error);
  }
}
