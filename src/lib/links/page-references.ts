import { attributesOf, decodeAttribute } from './html-attribute.ts';

/**
 * The addresses a built page refers to: what a visitor follows (`href` of links and areas),
 * what the page's head names (`link` elements: canonical, alternate, prev, next, stylesheets,
 * preloads, icons), what it loads (`src` of scripts, images, frames and media, a video's
 * `poster`) and the page's own addresses in its share tags (`og:url`, `og:image`,
 * `twitter:image`). Comments and the text of scripts and styles are skipped, so code and JSON
 * that mention markup are never read as markup.
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
};

/** Share tags whose `content` is an address (`property` or `name`). */
const URL_META = new Set(['og:url', 'og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'og:video', 'og:audio']);

/** An attribute text that may hold `>` inside quotes (written so that it never backtracks). */
const ATTRIBUTES = String.raw`([^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*)`;

/**
 * One pass over a page: a comment, a script or style with its text (whose start tag is read),
 * or the start tag of an element that may hold an address.
 */
const PATTERN = new RegExp(
  String.raw`<!--[\s\S]*?-->|<(script|style)\b${ATTRIBUTES}>[\s\S]*?<\/\1\s*>|<(a|area|link|img|iframe|source|audio|video|track|embed|meta|script)\b${ATTRIBUTES}>`,
  'gi',
);

/** An address a page refers to. */
export interface PageReference {
  /** The element and attribute, e.g. 'a href', 'link href', 'meta content'. */
  readonly where: string;
  /** The address as written, its character references decoded. */
  readonly url: string;
}

/** The addresses one start tag holds. */
function referencesOfTag(tag: string, attributeText: string): PageReference[] {
  const attributes = attributesOf(attributeText);
  if (tag === 'meta') {
    const key = attributes.find((a) => a.name === 'property' || a.name === 'name')?.value.toLowerCase() ?? '';
    const content = attributes.find((a) => a.name === 'content');
    return URL_META.has(key) && content !== undefined ? [{ where: 'meta content', url: content.value }] : [];
  }
  const names = URL_ATTRIBUTES[tag] ?? [];
  return attributes.filter((a) => names.includes(a.name)).map((a) => ({ where: `${tag} ${a.name}`, url: a.value }));
}

/** Every address an HTML page refers to, in document order. */
export function referencesInHtml(html: string): PageReference[] {
  const found: PageReference[] = [];
  for (const match of html.matchAll(PATTERN)) {
    const [, scriptOrStyle, rawAttributes, tag, tagAttributes] = match;
    if (scriptOrStyle !== undefined) {
      if (scriptOrStyle.toLowerCase() === 'script') found.push(...referencesOfTag('script', rawAttributes ?? ''));
    } else if (tag !== undefined) {
      found.push(...referencesOfTag(tag.toLowerCase(), tagAttributes ?? ''));
    }
  }
  return found;
}

const LOC = /<loc>\s*([^<]*?)\s*<\/loc>/g;

/** The page addresses a sitemap (or sitemap index) lists. */
export function referencesInSitemap(xml: string): PageReference[] {
  return [...xml.matchAll(LOC)].map(([, url = '']) => ({ where: 'sitemap loc', url: decodeAttribute(url) }));
}
