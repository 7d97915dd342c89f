import { catalogueSections, CATALOGUE_MATCHES, type CatalogueSection } from '../lib/catalogue-results.ts';
import { createIndexRequester } from '../lib/index-request.ts';
import { searchIndexUrl } from '../lib/search-index-url.ts';
import { isSearchable } from '../lib/search-limits.ts';
import type { SearchHit } from '../lib/search.ts';
import { loadSearchIndex, type SearchIndex } from '../lib/search-index.ts';
import { emphasisSegments } from '#lib/text/emphasis.ts';
import { element } from '#lib/browser/element.ts';

/**
 * The results page's catalogue matches (/search?q=…): the modal's search over the same index
 * file, every section listed in full (catalogue-results.ts), above the full-text results. The
 * index downloads on the first query. Everything is built as DOM nodes with text, never HTML.
 */

const base = import.meta.env.BASE_URL.replace(/\/+$/, '');
const requester = createIndexRequester(searchIndexUrl(import.meta.env.BASE_URL), (url, init) => fetch(url, init));
let index: Promise<SearchIndex> | null = null;

function loadIndex(): Promise<SearchIndex> {
  index ??= requester
    .request()
    .then(loadSearchIndex)
    .catch((error: unknown) => {
      index = null;
      throw error;
    });
  return index;
}

function hitItem(hit: SearchHit): HTMLLIElement {
  const item = element('li', 'catalogue__hit');
  const link = element('a', 'catalogue__title');
  link.href = `${base}${hit.path}`;
  for (const segment of emphasisSegments(hit.title)) {
    link.append(segment.emphasis ? element('em', '', segment.text) : document.createTextNode(segment.text));
  }
  item.append(link);
  if (hit.subtitle !== '') item.append(element('span', 'catalogue__subtitle', hit.subtitle));
  return item;
}

function sectionOf(section: CatalogueSection): HTMLElement {
  const block = element('section', 'catalogue__section');
  const heading = element('h3', 'catalogue__heading', section.title);
  heading.id = `catalogue-${section.key}`;
  block.setAttribute('aria-labelledby', heading.id);
  const list = element('ol', 'catalogue__list');
  list.append(...section.hits.map(hitItem));
  block.append(heading, list);
  if (section.note !== '') block.append(element('p', 'catalogue__note', section.note));
  return block;
}

/** Shows the catalogue matches of a query in `container` (empties it for none). */
export async function renderCatalogue(container: HTMLElement, query: string, isLatest: () => boolean): Promise<void> {
  if (!isSearchable(query)) {
    container.replaceChildren();
    return;
  }
  let sections: CatalogueSection[];
  try {
    sections = catalogueSections(await loadIndex(), query);
  } catch (error) {
    // The full-text results below still answer; the block stays empty.
    console.error(error);
    sections = [];
  }
  if (!isLatest()) return;
  if (sections.length === 0) {
    container.replaceChildren();
    return;
  }
  container.replaceChildren(element('h2', 'catalogue__title-heading', CATALOGUE_MATCHES), ...sections.map(sectionOf));
}
