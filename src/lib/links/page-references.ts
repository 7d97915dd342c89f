import { decodeAttribute } from './html-attribute.ts';

/**
 * The addresses a built page refers to: what a visitor follows (`href` of links and areas),
 * what the page's head names (`link` elements: canonical, alternate, prev, next, stylesheets,
 * preloads, icons), what it loads (`src` of scripts, images, frames and media, a video's
 * `poster`) and the page's own addresses in its share tags (`og:url`, `og:image`,
 * `twitter:image`). Comments and the text of scripts and styles are skipped, so code and JSON
 * that mention markup are never read as markup.
 *
 * The build's link check reads fourteen thousand pages with this, so it allocates little: it
 * calls back with each address instead of collecting objects, and works as well on a page read
 * as Latin-1 (every byte one character, see scripts/site/link-check.ts), since the markup it
 * reads is ASCII.
 */

/** Which attribute of which element holds an address. */
const URL_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  script: ['src'],
  img: ['src'],
  iframe: ['src'],
  source: ['src'],
  audio: ['src'],
  video: ['src', 'poster'],
  track: ['src'],
  embed: ['src'],
  // Astro's islands load their component and its renderer from the site's own files.
  'astro-island': ['component-url', 'renderer-url', 'before-hydration-url'],
};

/** Share tags whose `content` is an address (`property` or `name`). */
const URL_META = new Set([
  'og:url',
  'og:image',
  'og:image:url',
  'og:image:secure_url',
  'twitter:image',
  'og:video',
  'og:audio',
]);

/** An attribute text that may hold `>` inside quotes (written so that it never backtracks). */
const ATTRIBUTES = String.raw`([^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*)`;

/**
 * One pass over a page: a comment, a script or style with its text (whose start tag is read),
 * or the start tag of an element that may hold an address.
 */
const PATTERN = new RegExp(
  String.raw`<!--[\s\S]*?-->|<(script|style)\b${ATTRIBUTES}>[\s\S]*?<\/\1\s*>|<(a|area|link|img|iframe|source|audio|video|track|embed|meta|script|astro-island)(?=[\s/>])${ATTRIBUTES}>`,
  'gi',
);

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** Calls back with the address an element refers to and where it is (e.g. 'a href'). */
export type ReferenceVisitor = (url: string, where: string) => void;

/** A meta tag that may be a share tag holding an address; most of a page's are not, and are not read. */
const SHARE_META = /og:|twitter:/i;

/** The addresses one start tag holds. */
function visitTag(tag: string, attributeText: string, visit: ReferenceVisitor): void {
  if (tag === 'meta' && !SHARE_META.test(attributeText)) return;
  const names = URL_ATTRIBUTES[tag];
  let metaKey = '';
  let metaContent: string | undefined;
  ATTRIBUTE.lastIndex = 0;
  for (let match = ATTRIBUTE.exec(attributeText); match !== null; match = ATTRIBUTE.exec(attributeText)) {
    const name = (match[1] ?? '').toLowerCase();
    const raw = match[2] ?? match[3] ?? match[4] ?? '';
    if (names !== undefined) {
      if (names.includes(name)) visit(decodeAttribute(raw), `${tag} ${name}`);
    } else if (name === 'property' || name === 'name') {
      metaKey ||= raw.toLowerCase();
    } else if (name === 'content') {
      metaContent ??= raw;
    }
  }
  if (tag === 'meta' && metaContent !== undefined && URL_META.has(metaKey))
    visit(decodeAttribute(metaContent), 'meta content');
}

/** Calls back with every address an HTML page refers to, in document order. */
export function visitHtmlReferences(html: string, visit: ReferenceVisitor): void {
  PATTERN.lastIndex = 0;
  for (let match = PATTERN.exec(html); match !== null; match = PATTERN.exec(html)) {
    const [, scriptOrStyle, rawAttributes, tag, tagAttributes] = match;
    if (scriptOrStyle !== undefined) {
      if (scriptOrStyle.toLowerCase() === 'script') visitTag('script', rawAttributes ?? '', visit);
    } else if (tag !== undefined) {
      visitTag(tag.toLowerCase(), tagAttributes ?? '', visit);
    }
  }
}

const LOC = /<loc>\s*([^<]*?)\s*<\/loc>/g;

/** Calls back with every page address a sitemap (or sitemap index) lists. */
export function visitSitemapReferences(xml: string, visit: ReferenceVisitor): void {
  for (const [, url = ''] of xml.matchAll(LOC)) visit(decodeAttribute(url), 'sitemap loc');
}

/** An address a page refers to. */
export interface PageReference {
  /** The element and attribute, e.g. 'a href', 'link href', 'meta content'. */
  readonly where: string;
  /** The address as written, its character references decoded. */
  readonly url: string;
}

/** Every address an HTML page refers to, in document order. */
export function referencesInHtml(html: string): PageReference[] {
  const found: PageReference[] = [];
  visitHtmlReferences(html, (url, where) => found.push({ where, url }));
  return found;
}

/** The page addresses a sitemap (or sitemap index) lists. */
export function referencesInSitemap(xml: string): PageReference[] {
  const found: PageReference[] = [];
  visitSitemapReferences(xml, (url, where) => found.push({ where, url }));
  return found;
}
