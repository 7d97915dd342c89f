import { queryOfSearchUrl, QUERY_PARAMETER } from '../lib/full-text-link.ts';
import { createFullTextSearch } from '../lib/full-text-search.ts';
import { isSearchable } from '../lib/search-limits.ts';
import stylesheet from './full-text-results.css?url';
import { loadStylesheet } from '#lib/browser/load-stylesheet.ts';
import { renderCatalogue } from './search-page-catalogue.ts';
import { renderFullText } from './search-page-results.ts';
import { onEveryPage } from '../../../page-scripts/page-load.ts';

/**
 * The search results page (/search): lists the catalogue matches of the modal's search in full
 * (search-page-catalogue.ts), then searches program notes, biographies and descriptions with
 * Pagefind, as the visitor types (after a short pause) or submits, and for the `?q=` it was
 * opened with (the modal's 'See all results' and 'Search program notes and biographies' links,
 * or the form submitted without JavaScript), or for what the visitor typed before this script was ready
 * (a slow phone shows the field well before it). Pagefind's script loads on the first search or when the field is focused,
 * never with the page. The URL keeps the query, so a result page's Back returns to it.
 */
const TYPING_PAUSE_MS = 300;

// Pagefind's script is a file of the built site, not a module of this bundle.
const fullText = createFullTextSearch(import.meta.env.BASE_URL, (url) => import(/* @vite-ignore */ url));

function keepInUrl(query: string): void {
  const url = new URL(window.location.href);
  if (query === '') url.searchParams.delete(QUERY_PARAMETER);
  else url.searchParams.set(QUERY_PARAMETER, query);
  window.history.replaceState(window.history.state, '', url);
}

function setUp(form: HTMLFormElement, field: HTMLInputElement, output: HTMLElement, catalogue: HTMLElement): void {
  let latest = 0;
  let pause: ReturnType<typeof setTimeout> | undefined;
  const run = async (input: string) => {
    clearTimeout(pause);
    const query = input.trim();
    const ticket = ++latest;
    keepInUrl(query);
    void renderCatalogue(catalogue, query, () => ticket === latest);
    if (!isSearchable(query)) {
      renderFullText(output, { state: 'empty' });
      return;
    }
    renderFullText(output, { state: 'searching', query });
    try {
      const results = await fullText.search(query);
      if (ticket === latest) renderFullText(output, { state: 'results', results });
    } catch (error) {
      console.error(error);
      if (ticket === latest) renderFullText(output, { state: 'unavailable' });
    }
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run(field.value);
  });
  field.addEventListener('input', () => {
    clearTimeout(pause);
    pause = setTimeout(() => void run(field.value), TYPING_PAUSE_MS);
  });
  field.addEventListener('focus', () => void fullText.warm().catch(() => {}), { once: true });
  // What the visitor typed while this script was on its way wins over the `?q=` the page was opened with.
  const typed = field.value;
  const initial = typed.trim() === '' ? queryOfSearchUrl(window.location.search) : typed;
  if (initial.trim() !== '') {
    field.value = initial;
    void run(initial);
  }
}

// Set up on the page loaded and on every page the client router swaps in.
onEveryPage(() => {
  const form = document.querySelector<HTMLFormElement>('form[data-search-page]');
  const field = form?.querySelector<HTMLInputElement>(`input[name="${QUERY_PARAMETER}"]`) ?? null;
  const output = document.querySelector<HTMLElement>('[data-search-results]');
  const catalogue = document.querySelector<HTMLElement>('[data-catalogue-results]');
  if (form === null || field === null || output === null || catalogue === null) return;
  void loadStylesheet(stylesheet);
  setUp(form, field, output, catalogue);
});
