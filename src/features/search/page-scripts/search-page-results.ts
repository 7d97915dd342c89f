import type { FullTextHit, FullTextResults } from '../lib/full-text-search.ts';
import { NO_RESULTS } from '../lib/result-sections.ts';
import { element } from '#lib/browser/element.ts';

/**
 * Draws the full-text search page's state into its results element: a status line (a polite
 * live region, so the count is announced) and the list of pages found, each with its title and
 * an excerpt with the words found highlighted. Everything is built as DOM nodes with text, never
 * as HTML, so nothing from an indexed page can inject markup.
 */

/** What the results element shows. */
export type FullTextView =
  | { state: 'empty' }
  | { state: 'searching'; query: string }
  | { state: 'results'; results: FullTextResults }
  | { state: 'unavailable' };

/** Shown when Pagefind cannot load (e.g. the site was built without its index). */
export const FULL_TEXT_UNAVAILABLE = 'Full-text search is not available right now. Try again in a few minutes.';

/** The status line for a view. */
export function fullTextStatus(view: FullTextView): string {
  if (view.state === 'empty') return '';
  if (view.state === 'searching') return 'Searching…';
  if (view.state === 'unavailable') return FULL_TEXT_UNAVAILABLE;
  const { total, hits, query } = view.results;
  if (total === 0) return NO_RESULTS;
  const pages = total === 1 ? '1 page mentions' : `${total} pages mention`;
  const shown = hits.length < total ? ` The first ${hits.length} are shown.` : '';
  // A phrase typed in straight quotes is shown in the page's curly ones, not in both.
  return `${pages} “${query.replace(/^"(.+)"$/, '$1')}”.${shown}`;
}

function hitItem(hit: FullTextHit): HTMLLIElement {
  const item = element('li', 'full-text__hit');
  const link = element('a', 'full-text__title', hit.title);
  link.href = hit.url;
  const excerpt = element('p', 'full-text__excerpt');
  for (const segment of hit.excerpt) {
    excerpt.append(segment.marked ? element('mark', '', segment.text) : document.createTextNode(segment.text));
  }
  item.append(link, excerpt);
  return item;
}

/** The status line and list inside `container`, created on first use. */
function parts(container: HTMLElement): { status: HTMLElement; list: HTMLOListElement } {
  let status = container.querySelector<HTMLElement>('.full-text__status');
  let list = container.querySelector<HTMLOListElement>('.full-text__list');
  if (status === null || list === null) {
    // The status line is the live region; the list must not be read out whole on every search.
    container.removeAttribute('aria-live');
    status = element('p', 'full-text__status');
    status.setAttribute('role', 'status');
    list = element('ol', 'full-text__list');
    container.replaceChildren(status, list);
  }
  return { status, list };
}

/** Shows a view in the results element. */
export function renderFullText(container: HTMLElement, view: FullTextView): void {
  const { status, list } = parts(container);
  status.textContent = fullTextStatus(view);
  if (view.state === 'searching') return;
  list.replaceChildren(...(view.state === 'results' ? view.results.hits.map(hitItem) : []));
}
