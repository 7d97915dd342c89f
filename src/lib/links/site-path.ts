/**
 * Where a link leads inside the site. A link leads into the site when it resolves (against
 * the page it is on) to the site's origin and a path under its base path; everything else
 * (another host, the orchestra's own pages beside the library, `mailto:`, `tel:`…) is not the
 * build's to answer for. Queries and fragments never change which page a link opens.
 */

/** The site links may lead into. */
export interface SiteScope {
  /** The site's origin, e.g. 'https://www.example.org' (the `SITE_ORIGIN` the build is made for). */
  readonly origin: string;
  /** The base path every page lives under, e.g. '/music/concert-library'. */
  readonly basePath: string;
}

const WEB_SCHEMES = new Set(['http:', 'https:']);

/** Each configured origin in its normal form ('HTTP://Example.org:80/' → 'http://example.org'). */
const origins = new Map<string, string>();
function originOf(written: string): string {
  let origin = origins.get(written);
  if (origin === undefined) {
    origin = new URL(written).origin;
    origins.set(written, origin);
  }
  return origin;
}

/** The base path without trailing slashes ('' for a site at the root). */
function trimmedBase(basePath: string): string {
  return basePath.replace(/\/+$/, '');
}

/**
 * The page a link leads to inside the site, as a path below the base path ('/' for the home
 * page, '/composition/x' for a composition), percent-encoded as the address has it, without
 * query, fragment or trailing slash; undefined when the link leads out of the site or is no
 * address at all.
 */
export function sitePathOf(href: string, pageUrl: string | URL, site: SiteScope): string | undefined {
  let url: URL;
  try {
    url = new URL(href, pageUrl);
  } catch {
    return undefined;
  }
  if (!WEB_SCHEMES.has(url.protocol) || url.origin !== originOf(site.origin)) return undefined;
  const base = trimmedBase(site.basePath);
  const { pathname } = url;
  if (pathname !== base && !pathname.startsWith(`${base}/`)) return undefined;
  const below = pathname.slice(base.length).replace(/\/+$/, '');
  return below === '' ? '/' : below;
}

/** A site path with each segment percent-decoded once; a segment that does not decode stays as written. */
export function decodeSitePath(path: string): string {
  if (!path.includes('%')) return path;
  return path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/**
 * The address a page is read at, which relative links resolve against: its directory-style
 * path without the trailing slash, the form every link of the site writes (the home page keeps
 * its slash). `sitePath` is a path below the base path, as {@link sitePathOf} gives.
 */
export function pageUrlOf(sitePath: string, site: SiteScope): string {
  const base = trimmedBase(site.basePath);
  const below = sitePath === '/' ? '/' : sitePath.replace(/\/+$/, '');
  return new URL(`${base}${below}`, site.origin).href;
}
