import type { SectionKey, SectionLevel, ToggleAction } from './result-sections.ts';

/**
 * The modal's own state besides the text typed: which sections show every row and which option
 * is active. Both belong to one query's results, so a new query folds every section again and
 * clears the active option; typing the same query (e.g. a trailing space) keeps them.
 */
export interface SearchModalState {
  /** The trimmed query the state belongs to. */
  query: string;
  /** How far each section is unfolded with 'Show N more' (absent: folded). */
  expanded: ReadonlyMap<SectionKey, SectionLevel>;
  /** The active option's id (see search-options.ts), or null. */
  activeId: string | null;
}

/** What changes the state. */
export type SearchModalAction =
  | { type: 'input'; input: string }
  | { type: 'toggle'; section: SectionKey; action: ToggleAction }
  | { type: 'activate'; id: string | null }
  | { type: 'closed' };

/** The state before anything is typed. */
export const INITIAL_SEARCH_MODAL_STATE: SearchModalState = { query: '', expanded: new Map(), activeId: null };

/** 'Show N more' unfolds a section one level (at most to every row); 'Show fewer' folds it. */
function toggled(
  expanded: ReadonlyMap<SectionKey, SectionLevel>,
  section: SectionKey,
  action: ToggleAction,
): ReadonlyMap<SectionKey, SectionLevel> {
  const next = new Map(expanded);
  if (action === 'fewer') next.delete(section);
  else next.set(section, Math.min((expanded.get(section) ?? 0) + 1, 2) as SectionLevel);
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
      return query === state.query ? state : { query, expanded: new Map(), activeId: null };
    }
    case 'toggle':
      return { ...state, expanded: toggled(state.expanded, action.section, action.action) };
    case 'activate':
      return action.id === state.activeId ? state : { ...state, activeId: action.id };
    case 'closed':
      return state.activeId === null ? state : { ...state, activeId: null };
  }
}
