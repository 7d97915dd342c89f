import { listPathOf } from '#lib/catalog/list-pages.ts';

/**
 * Where a link of a preview page leads (docs/studio.md, "Links lead to the published site"). A
 * preview is served from the API's origin, below PREVIEW_PREFIX, while the page writes the site's
 * addresses (`/music/concert-library/concerts`): followed as they are, they would lead into the API.
 * - An address of the site (a path under its base path, on the preview's origin) leads to the
 *   published site: the same address on the site's origin.
 * - But the previewed record's own pages (the page itself, and a person's other pages of works,
 *   `…/page/{n}`) are the preview of the same record: they stay in the preview, below its prefix,
 *   with the record's state for the banner.
 * - Anything else is left as it is: the preview's own paths and files (below its prefix), other
 *   paths of the API's, other origins, an address already on the site's.
 * The renderer applies it to the page it sends (site-links.ts) and, in the browser, to the links
 * the page's islands and scripts draw (src/preview/scripts/links-to-site.ts).
 */

/** Where a preview page is, and where the site is. */
export interface PreviewPlace {
  /** The origin the preview is served from (the API's): `https://api.example.org`. */
  readonly previewOrigin: string;
  /** Where the previews are below it (PREVIEW_PREFIX): `/api/studio/preview`. */
  readonly previewPrefix: string;
  /** The published site's origin: `https://www.example.org`. */
  readonly siteOrigin: string;
  /** The site's base path: `/music/concert-library` (a trailing slash or not). */
  readonly basePath: string;
  /** The previewed record's page below the base path, its first page for a list (recordPathOf). */
  readonly recordPath: string;
  /** The record's state as the banner names it ('Unpublished changes'…), when the preview has one. */
  readonly state?: string | undefined;
}

/**
 * The path below `root` that `pathname` names (`/concerts` for `/music/concert-library/concerts`,
 * `/` for the root itself), or undefined when it is not below it (`/music/concert-library-old`).
 */
export function pathBelow(pathname: string, root: string): string | undefined {
  const bare = root.replace(/\/+$/, '');
  if (pathname === bare) return '/';
  return pathname.startsWith(`${bare}/`) ? pathname.slice(bare.length) : undefined;
}

/**
 * The record a preview page at `path` (below the base path) shows, as the path of its page: a
 * list's later page (`/compositions/composer/x/page/2/`) is the person's (`/compositions/composer/x`).
 */
export function recordPathOf(path: string): string {
  return listPathOf(path);
}

/** Whether `url` names one of the preview's own paths or files, which lead where they are. */
const inPreview = (url: URL, place: PreviewPlace) => pathBelow(url.pathname, place.previewPrefix) !== undefined;

/**
 * Where a link of a preview page that resolves to `url` (against the page's address) leads:
 * another address (on the site's origin, or the preview of the record's other page), or
 * undefined where it leads where it says.
 */
export function previewLinkTarget(url: URL, place: PreviewPlace): URL | undefined {
  if (url.origin !== new URL(place.previewOrigin).origin || inPreview(url, place)) return undefined;
  const path = pathBelow(url.pathname, place.basePath);
  if (path === undefined) return undefined;
  if (recordPathOf(path) === place.recordPath) {
    const target = new URL(`${place.previewPrefix.replace(/\/+$/, '')}${path}${url.search}${url.hash}`, url);
    if (place.state) target.searchParams.set('state', place.state);
    return target;
  }
  const target = new URL(`${url.pathname}${url.search}${url.hash}`, place.siteOrigin);
  return target.href === url.href ? undefined : target;
}
