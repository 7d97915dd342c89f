import type { PublishedPages } from '../catalog/published-pages.ts';
import { attributeValue } from './html-attribute.ts';
import { sitePathOf, type SiteScope } from './site-path.ts';

/**
 * What a page's links depend on besides its own data. A page links to another page only when
 * the build publishes it, so a page restored unchanged from the last build would keep a link to
 * a page that has since gone (or text where a link now belongs). Its cache key therefore holds
 * this state: for every identifier its data names, which entity pages exist for it; for every
 * link in its HTML that leads into the site, whether that page exists. It over-approximates
 * (an identifier may name a work and a person alike), which costs at most a needless render.
 */

const LINK_START = /<a\b([^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*)>/gi;

/** The identifiers a record names and the addresses of the links its HTML holds. */
export interface LinkTargets {
  readonly identifiers: ReadonlySet<string>;
  readonly hrefs: ReadonlySet<string>;
}

function collect(value: unknown, identifiers: Set<string>, hrefs: Set<string>): void {
  if (typeof value === 'string') {
    if (!value.includes('<a')) return;
    for (const [, attributes = ''] of value.matchAll(LINK_START)) {
      const href = attributeValue(attributes, 'href');
      if (href !== undefined) hrefs.add(href);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, identifiers, hrefs);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'identifier' && typeof item === 'string') identifiers.add(item);
      else collect(item, identifiers, hrefs);
    }
  }
}

/** Every identifier (any `identifier` field, at any depth) and every link address in the HTML of `values`. */
export function linkTargetsOf(...values: readonly unknown[]): LinkTargets {
  const identifiers = new Set<string>();
  const hrefs = new Set<string>();
  for (const value of values) collect(value, identifiers, hrefs);
  return { identifiers, hrefs };
}

/**
 * The state of a page's link targets as sorted lines, the same whenever the same pages exist:
 * `identifier signature` (see PublishedPages.signature) and `path 1|0` for links into the
 * site, resolved against the page's address `pageUrl`.
 */
export function linkState(targets: LinkTargets, pages: PublishedPages, pageUrl: string, site: SiteScope): string[] {
  const lines = [...targets.identifiers].map((identifier) => `${identifier} ${pages.signature(identifier)}`);
  for (const href of targets.hrefs) {
    const path = sitePathOf(href, pageUrl, site);
    if (path !== undefined) lines.push(`${path} ${pages.has(path) ? 1 : 0}`);
  }
  return lines.sort();
}
