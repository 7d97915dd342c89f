import { closestTarget } from './closest-target.ts';
import { storedItem, type StorageScope } from './stored-item.ts';

/** The localStorage key of the list layout (rules §9), holding 'grid' or 'list'. */
export const VIEW_PREFERENCE_KEY = 'viewby';

/** The attribute of `<html>` that CSS draws the lists by. */
const LAYOUT_ATTRIBUTE = 'data-viewby';

/** The attribute of a layout toggle, naming the layout it switches to. */
const TOGGLE_ATTRIBUTE = 'data-viewby-set';

type Layout = 'grid' | 'list';

/** The parts of an element the layout reads and writes. */
type Marked = Pick<Element, 'getAttribute' | 'setAttribute'>;

/** The parts of the document the toggles need. */
export interface TogglePage {
  readonly documentElement: Marked;
  querySelectorAll(selector: string): Iterable<Marked>;
  addEventListener(type: 'click', listener: (event: Pick<Event, 'target'>) => void): void;
}

/** The table unless the value names the grid: a foreign value reads as the default. */
const layoutOf = (value: string | null): Layout => (value === 'grid' ? 'grid' : 'list');

/** Marks `<html>` with the remembered layout, so the lists are drawn right from the first frame. */
export function markViewLayout(html: Marked, scope: StorageScope): void {
  html.setAttribute(LAYOUT_ATTRIBUTE, layoutOf(storedItem(scope, VIEW_PREFERENCE_KEY)));
}

/** Keeps every toggle's `aria-pressed` in step with the layout `<html>` is marked with. */
export function syncViewToggles(page: Omit<TogglePage, 'addEventListener'>): void {
  const current = page.documentElement.getAttribute(LAYOUT_ATTRIBUTE);
  for (const toggle of page.querySelectorAll(`[${TOGGLE_ATTRIBUTE}]`)) {
    toggle.setAttribute('aria-pressed', String(toggle.getAttribute(TOGGLE_ATTRIBUTE) === current));
  }
}

/**
 * Handles clicks on the layout toggles anywhere in the page with one delegated listener (so list pages need
 * no other script): the layout switches, is remembered, and the toggles follow.
 */
export function listenToViewToggles(page: TogglePage, scope: StorageScope): void {
  page.addEventListener('click', (event) => {
    const toggle = closestTarget(event.target, `[${TOGGLE_ATTRIBUTE}]`);
    if (!toggle) return;
    const layout = layoutOf(toggle.getAttribute(TOGGLE_ATTRIBUTE));
    page.documentElement.setAttribute(LAYOUT_ATTRIBUTE, layout);
    try {
      scope.localStorage.setItem(VIEW_PREFERENCE_KEY, layout);
    } catch {
      // Blocked storage: the layout holds for this page only.
    }
    syncViewToggles(page);
  });
}
