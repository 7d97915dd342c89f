import { escapeHtml } from '../html/escape-html.ts';
import { sitemapXml, type SitemapEntry } from './sitemap.ts';

/**
 * The sitemap of a large site as several files: past {@link SITEMAP_SPLIT_AT} URLs,
 * `sitemap.xml` becomes a sitemaps.org index of `sitemap-1.xml`, `sitemap-2.xml`, … each of at
 * most that many URLs. The protocol allows 50,000 a file; splitting earlier keeps each file
 * well inside that and its 50 MB, whatever the URLs' length.
 */

/** The most URLs one file of the sitemap holds before the sitemap is split. */
export const SITEMAP_SPLIT_AT = 45_000;

/** The name of the n-th part (1-based) of a split sitemap, beside `sitemap.xml`. */
export function sitemapPartName(n: number): string {
  return `sitemap-${n}.xml`;
}

/** The sitemap's entries, first one wins for each URL, in order. */
function distinct(entries: readonly SitemapEntry[]): SitemapEntry[] {
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.loc) && Boolean(seen.add(entry.loc)));
}

/**
 * The entries of each part of the sitemap: one part (the whole sitemap, `sitemap.xml` itself)
 * up to `limit` URLs, otherwise as many parts of at most `limit` URLs as it takes.
 */
export function sitemapParts(entries: readonly SitemapEntry[], limit: number = SITEMAP_SPLIT_AT): SitemapEntry[][] {
  const unique = distinct(entries);
  const parts: SitemapEntry[][] = [];
  for (let start = 0; start < unique.length; start += limit) parts.push(unique.slice(start, start + limit));
  return parts.length === 0 ? [[]] : parts;
}

/** A sitemaps.org `sitemapindex` document naming each part by its absolute URL. */
export function sitemapIndexXml(partUrls: readonly string[]): string {
  const rows = partUrls.map((url) => `<sitemap><loc>${escapeHtml(url)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${rows.join('\n')}\n</sitemapindex>\n`;
}

/**
 * What `sitemap.xml` holds: the one urlset when the site fits one part, else the index of the
 * parts, whose URLs `partUrl(n)` gives.
 */
export function sitemapDocument(parts: readonly SitemapEntry[][], partUrl: (n: number) => string): string {
  if (parts.length <= 1) return sitemapXml(parts[0] ?? []);
  return sitemapIndexXml(parts.map((_, index) => partUrl(index + 1)));
}
