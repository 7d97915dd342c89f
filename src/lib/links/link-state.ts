import type { PublishedPages } from '../catalog/published-pages.ts';
import { attributeValue } from './html-attribute.ts';
import { sitePathOf, type SiteScope } from './site-path.ts';

/**
 * What a page's links depend on besides its own data. A page links to another page only when
 * the build publishes it, so a page restored unchanged from the last build would keep a link to
 * a page that has since gone (or text where a link now belongs). Its cache key therefore holds
 * this state: for every identifier its data names, which entity pages exist for it; for every
 * page path its data holds (a list's entry) and every link in its HTML that leads into the site,
 * whether that page exists. It over-approximates
 * (an identifier may name a work and a person alike), which costs at most a needless render.
 */

const LINK_START = /<a\b([^>"']*(?:(?:"[^"]*"|'[^']*')[^>"']*)*)>/gi;

/** The identifiers a record names, the page paths it holds and the addresses of the links its HTML holds. */
export interface LinkTargets {
  readonly identifiers: ReadonlySet<string>;
  /** Values of `path` fields: pages relative to the base path, as src/lib/catalog/routes.ts writes them. */
  readonly paths: ReadonlySet<string>;
  readonly hrefs: ReadonlySet<string>;
}

interface Found {
  identifiers: Set<string>;
  paths: Set<string>;
  hrefs: Set<string>;
}

function collect(value: unknown, found: Found): void {
  if (typeof value === 'string') {
    if (!value.includes('<a')) return;
    for (const [, attributes = ''] of value.matchAll(LINK_START)) {
      const href = attributeValue(attributes, 'href');
      if (href !== undefined) found.hrefs.add(href);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'identifier' && typeof item === 'string') found.identifiers.add(item);
      else if (key === 'path' && typeof item === 'string' && item.startsWith('/')) found.paths.add(item);
      else collect(item, found);
    }
  }
}

/**
 * Every identifier (any `identifier` field, at any depth), every page path (any `path` field that
 * starts with '/') and every link address in the HTML of `values`.
 */
export function linkTargetsOf(...values: readonly unknown[]): LinkTargets {
  const found: Found = { identifiers: new Set(), paths: new Set(), hrefs: new Set() };
  for (const value of values) collect(value, found);
  return found;
}

/**
 * The state of a page's link targets as sorted lines, the same whenever the same pages exist:
 * `identifier signature` (see PublishedPages.signature) and `path 1|0` for links into the
 * site, resolved against the page's address `pageUrl`.
 */
export function linkState(targets: LinkTargets, pages: PublishedPages, pageUrl: string, site: SiteScope): string[] {
  const lines = [...targets.identifiers].map((identifier) => `${identifier} ${pages.signature(identifier)}`);
  for (const path of targets.paths) lines.push(`${path} ${pages.has(path) ? 1 : 0}`);
  for (const href of targets.hrefs) {
    const path = sitePathOf(href, pageUrl, site);
    if (path !== undefined) lines.push(`${path} ${pages.has(path) ? 1 : 0}`);
  }
  return lines.sort();
}
