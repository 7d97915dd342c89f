import { listPageSettings } from '../config/list-pages.ts';
import { publishedPages as publishedPagesOf, type PublishedPages } from '#lib/catalog/published-pages.ts';
import { BASE_PATH, withBase } from '#lib/catalog/routes.ts';
import { pageUrlOf, sitePathOf, type SiteScope } from '#lib/links/site-path.ts';
import { unwrapLinks } from '#lib/links/unwrap-links.ts';
import { combined, mediaFeatures, memo } from './catalog.ts';
import { entityPages } from './entity-types.ts';

/**
 * The pages this build publishes (src/lib/catalog/published-pages.ts), worked out once per
 * build from the collections, and what pages ask of them: whether a link has a page to lead
 * to, and the HTML of a note without its links to pages that do not exist.
 */

/** The site the build is made for: `site` and `base` of astro.config.mjs. */
export const siteScope: SiteScope = {
  origin: new URL(import.meta.env.SITE).origin,
  basePath: BASE_PATH,
};

/** Every page of this build. */
export const publishedPages = memo(async (): Promise<PublishedPages> => {
  const [{ compositions, people, programs }, features, entities] = await Promise.all([
    combined(),
    mediaFeatures(),
    entityPages(),
  ]);
  return publishedPagesOf({
    compositions,
    people,
    programs,
    listPageSize: listPageSettings.pageSize,
    features,
    entities,
  });
});

/**
 * The `href` of a page of the site (`path` relative to the base path, as src/lib/catalog/routes.ts
 * writes it), or undefined when this build publishes no page there: the link is then text.
 */
export async function publishedHref(path: string): Promise<string | undefined> {
  return (await publishedPages()).has(path) ? withBase(path) : undefined;
}

/**
 * The `href` of each of `paths`, or null for those without a page: for islands, which cannot
 * ask during the build, keyed by path.
 */
export async function publishedHrefs(paths: Iterable<string>): Promise<Record<string, string | null>> {
  const pages = await publishedPages();
  return Object.fromEntries([...paths].map((path) => [path, pages.has(path) ? withBase(path) : null]));
}

/** The address relative links on the page at `url` resolve against: the form the site links to. */
export function pageAddress(url: URL | string): string {
  // Only the path counts: the page is the site's wherever the build thinks it is served from.
  const { pathname } = new URL(String(url), siteScope.origin);
  const path = sitePathOf(pathname, siteScope.origin, siteScope) ?? '/';
  return pageUrlOf(path, siteScope);
}

/**
 * Sanitised API HTML shown on the page at `pageUrl`, with its links to pages of the site that
 * this build does not publish unwrapped to their text; links elsewhere are kept.
 */
export async function withoutUnpublishedLinks(html: string, pageUrl: URL | string): Promise<string> {
  if (!html.includes('<a')) return html;
  const pages = await publishedPages();
  const base = pageAddress(pageUrl);
  return unwrapLinks(html, (href) => {
    const path = sitePathOf(href, base, siteScope);
    return path === undefined || pages.has(path);
  });
}
