import type { SectionKey } from '../search/result-sections.ts';

/**
 * The modal's own state besides the text typed: which sections show every row and which option
 * is active. Both belong to one query's results, so a new query folds every section again and
 * clears the active option; typing the same query (e.g. a trailing space) keeps them.
 */
export interface SearchModalState {
  /** The trimmed query the state belongs to. */
  query: string;
  /** Sections expanded with 'Show N more'. */
  expanded: ReadonlySet<SectionKey>;
  /** The active option's id (see search-options.ts), or null. */
  activeId: string | null;
}

/** What changes the state. */
export type SearchModalAction =
  | { type: 'input'; input: string }
  | { type: 'toggle'; section: SectionKey }
  | { type: 'activate'; id: string | null }
  | { type: 'closed' };

/** The state before anything is typed. */
export const INITIAL_SEARCH_MODAL_STATE: SearchModalState = { query: '', expanded: new Set(), activeId: null };

function toggled(expanded: ReadonlySet<SectionKey>, section: SectionKey): ReadonlySet<SectionKey> {
  const next = new Set(expanded);
  if (!next.delete(section)) next.add(section);
  return next;
}

/**
 * The reducer. Closing keeps the query and the expanded sections (reopening shows the same
 * results) but forgets the active option, since the visitor comes back to the field.
 */
export function searchModalReducer(state: SearchModalState, action: SearchModalAction): SearchModalState {
  switch (action.type) {
    case 'input': {
      const query = action.input.trim();
      return query === state.query ? state : { query, expanded: new Set(), activeId: null };
    }
    case 'toggle':
      return { ...state, expanded: toggled(state.expanded, action.section) };
    case 'activate':
      return action.id === state.activeId ? state : { ...state, activeId: action.id };
    case 'closed':
      return state.activeId === null ? state : { ...state, activeId: null };
  }
}
