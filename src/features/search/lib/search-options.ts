import type { SearchView, SectionKey, ToggleAction } from './result-sections.ts';

/**
 * The modal's options, in the order the arrow keys visit them: each section's visible result
 * rows, then its 'Show N more' / 'Show fewer' toggle. The toggles are options too, so a
 * keyboard user can expand a section without leaving the search field.
 *
 * Ids are stable for a given query: a row's id is its section and position, a toggle's its
 * section, so the active option survives a section being expanded or folded.
 */
export type SearchOption =
  | { id: string; kind: 'result'; section: SectionKey; path: string }
  | { id: string; kind: 'toggle'; section: SectionKey; action: ToggleAction };

/** The id of the row at `position` (0-based) of a section. */
export function resultOptionId(section: SectionKey, position: number): string {
  return `${section}-${position}`;
}

/**
 * The id of a section's toggle at `position`: the first keeps one id whatever it says ('Show 7
 * more', 'Show 8 more', 'Show fewer'), so the active option stays on it as the section unfolds.
 */
export function toggleOptionId(section: SectionKey, position = 0): string {
  return position === 0 ? `${section}-toggle` : `${section}-toggle-${position}`;
}

/** The options of what the modal shows, in visiting order (none for the hint or 'No results.'). */
export function searchOptions(view: SearchView): SearchOption[] {
  if (view.state !== 'results') return [];
  return view.sections.flatMap((section): SearchOption[] => {
    const rows = section.rows.map((hit, position): SearchOption => ({
      id: resultOptionId(section.key, position),
      kind: 'result',
      section: section.key,
      path: hit.path,
    }));
    const toggles = section.toggles.map((toggle, position): SearchOption => ({
      id: toggleOptionId(section.key, position),
      kind: 'toggle',
      section: section.key,
      action: toggle.action,
    }));
    return [...rows, ...toggles];
  });
}

/** The active option's id when it is still shown, else null (e.g. a row folded away). */
export function shownActiveId(options: readonly SearchOption[], activeId: string | null): string | null {
  return activeId !== null && options.some((option) => option.id === activeId) ? activeId : null;
}
