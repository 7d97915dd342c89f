import { escapeHtml } from '../html/escape-html.ts';

/** One URL of the sitemap. */
export interface SitemapEntry {
  /** Absolute URL. */
  readonly loc: string;
  /** ISO 8601 date or date-time of the last change, when known. */
  readonly lastmod?: string | undefined;
}

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000;

/**
 * A sitemaps.org `urlset` document. URLs are XML-escaped, duplicates are dropped (the
 * first wins) and the order is kept. Throws a RangeError past {@link SITEMAP_URL_LIMIT},
 * where the protocol asks for a sitemap index instead.
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const seen = new Set<string>();
  const rows: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.loc)) continue;
    seen.add(entry.loc);
    const lastmod = entry.lastmod === undefined ? '' : `<lastmod>${escapeHtml(entry.lastmod)}</lastmod>`;
    rows.push(`<url><loc>${escapeHtml(entry.loc)}</loc>${lastmod}</url>`);
  }
  if (rows.length > SITEMAP_URL_LIMIT) {
    throw new RangeError(`A sitemap holds at most ${SITEMAP_URL_LIMIT} URLs, not ${rows.length}`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled; the sitemap is named by its absolute URL. */
export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
