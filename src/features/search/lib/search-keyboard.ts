import type { SectionKey, ToggleAction } from './result-sections.ts';
import { shownActiveId, type SearchOption } from './search-options.ts';

/**
 * The modal's keyboard, as the combobox pattern has it: focus stays in the search field while
 * ArrowDown and ArrowUp move the active option (wrapping at either end), Enter acts on it, and
 * Escape closes. Home, End and the other keys keep their meaning in the field.
 *
 * Enter with no active option opens the first result; with no result at all, it goes to the
 * full-text search page for the query (which may find it in a program note).
 */
export type KeyCommand =
  | { type: 'activate'; id: string }
  | { type: 'open'; id: string; path: string }
  | { type: 'toggle'; section: SectionKey; action: ToggleAction }
  | { type: 'full-text' }
  | { type: 'close' };

/** The id of the option `step` places from the active one, wrapping; null when there are none. */
export function steppedOptionId(
  options: readonly SearchOption[],
  activeId: string | null,
  step: 1 | -1,
): string | null {
  if (options.length === 0) return null;
  const at = options.findIndex((option) => option.id === activeId);
  const from = at === -1 ? (step === 1 ? -1 : options.length) : at;
  const next = (from + step + options.length) % options.length;
  return options[next]?.id ?? null;
}

function enterCommand(
  options: readonly SearchOption[],
  activeId: string | null,
  searchable: boolean,
): KeyCommand | null {
  const active = options.find((option) => option.id === activeId);
  if (active?.kind === 'toggle') return { type: 'toggle', section: active.section, action: active.action };
  const result = active ?? options.find((option) => option.kind === 'result');
  if (result?.kind === 'result') return { type: 'open', id: result.id, path: result.path };
  return searchable ? { type: 'full-text' } : null;
}

/**
 * What a key pressed in the search field does, or null when the field should handle it. Keys
 * held with Ctrl, Meta or Alt are left alone (e.g. Alt+ArrowDown, or Ctrl+Enter), and so is
 * Shift+Enter.
 */
export function commandForKey(
  key: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean },
  options: readonly SearchOption[],
  activeId: string | null,
  searchable: boolean,
): KeyCommand | null {
  if (key.key === 'Escape') return { type: 'close' };
  if (key.ctrlKey || key.metaKey || key.altKey) return null;
  const active = shownActiveId(options, activeId);
  if (key.key === 'ArrowDown' || key.key === 'ArrowUp') {
    const id = steppedOptionId(options, active, key.key === 'ArrowDown' ? 1 : -1);
    return id === null ? null : { type: 'activate', id };
  }
  if (key.key === 'Enter' && !key.shiftKey) return enterCommand(options, active, searchable);
  return null;
}
