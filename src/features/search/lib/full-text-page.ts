/**
 * What the full-text index reads of a built page. Pagefind indexes only the element a page marks
 * `data-pagefind-body` (once any page has one, pages without it are left out), so the build hands
 * it that element alone inside a bare document of the page's language, with only the attributes
 * it reads: a tenth of a page's bytes to parse, and a digest of it changes only when the
 * indexed content does — never for the head's hashes, the header, the live banner or the footer
 * around it, nor for a class or a scoped-style marker.
 */

import { FULL_TEXT_EXCLUDED_SELECTORS } from './full-text-exclusions.ts';
import { indexedMarkup, selectorNames } from './indexed-attributes.ts';

/** The attribute marking the element whose content is indexed. */
export const INDEXED_BODY_ATTRIBUTE = 'data-pagefind-body';

/**
 * Comments, raw-text elements and tags, with quoted attribute values read whole (a '>' or '<'
 * inside one is not a tag's end or start). Group 1: a raw-text element's name; 2: '/' of a
 * closing tag; 3: the tag's name; 4: its attributes.
 */
const TOKEN =
  /<!--[\s\S]*?-->|<(script|style|textarea|title)\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?<\/\1\s*>|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;

/** The `lang` of the page's `<html>` element, if it has one. */
function pageLanguage(html: string): string | undefined {
  const tag = /<html\b((?:[^>"']|"[^"]*"|'[^']*')*)>/i.exec(html);
  const lang = tag?.[1] === undefined ? null : /\slang\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag[1]);
  return lang === null ? undefined : (lang[1] ?? lang[2] ?? lang[3]);
}

/** The end of the element whose start tag begins at `start`, or -1 when it cannot be found. */
function elementEnd(html: string, start: number): number {
  TOKEN.lastIndex = start;
  let depth = 0;
  let name = '';
  for (let token = TOKEN.exec(html); token !== null; token = TOKEN.exec(html)) {
    const tagName = token[3]?.toLowerCase();
    if (tagName === undefined) continue;
    if (name === '') {
      if (token.index !== start || token[2] === '/') return -1;
      name = tagName;
    }
    if (tagName !== name) continue;
    if (token[2] === '/') depth -= 1;
    else if (!(token[4] ?? '').trimEnd().endsWith('/')) depth += 1;
    if (depth === 0) return TOKEN.lastIndex;
  }
  return -1;
}

/** The attribute among a tag's attributes (group 4 of {@link TOKEN}). */
const MARKED = new RegExp(`(?:^|\\s)${INDEXED_BODY_ATTRIBUTE}(?=[\\s=/]|$)`);

/**
 * Every element marked {@link INDEXED_BODY_ATTRIBUTE} in `html` (but those inside another), each
 * from its start tag to its end tag, in page order; null when the end of one cannot be found.
 * The page is read tag by tag from its start, so the attribute's name in a script, a comment or
 * an attribute's value is never taken for the attribute.
 */
export function indexedElements(html: string): string[] | null {
  const elements: string[] = [];
  TOKEN.lastIndex = 0;
  for (let token = TOKEN.exec(html); token !== null; token = TOKEN.exec(html)) {
    if (token[3] === undefined || token[2] === '/' || !MARKED.test(token[4] ?? '')) continue;
    const start = token.index;
    const end = elementEnd(html, start);
    if (end < 0) return null;
    elements.push(html.slice(start, end));
    TOKEN.lastIndex = end;
  }
  return elements;
}

/** What the selectors the index leaves out test: the attributes of those names are kept. */
const EXCLUDED_NAMES = selectorNames(FULL_TEXT_EXCLUDED_SELECTORS);

/**
 * What the index is given for a built page: null for a page it leaves out (no marked element);
 * the marked elements alone in a document of the page's language, with only the attributes the
 * index reads (indexed-attributes.ts); or, when an element's end cannot be found, the page as it
 * is (Pagefind finds the elements itself).
 */
export function indexedPageHtml(html: string): string | null {
  if (!html.includes(INDEXED_BODY_ATTRIBUTE)) return null;
  const elements = indexedElements(html);
  if (elements === null) return html;
  if (elements.length === 0) return null;
  const lang = pageLanguage(html)?.replaceAll('"', '&quot;');
  const markup = indexedMarkup(elements.join(''), EXCLUDED_NAMES);
  return `<!doctype html><html${lang === undefined ? '' : ` lang="${lang}"`}><body>${markup}</body></html>`;
}
