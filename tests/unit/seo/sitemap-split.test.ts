import { describe, expect, it } from 'vitest';
import {
  SITEMAP_SPLIT_AT,
  sitemapDocument,
  sitemapPartName,
  sitemapParts,
} from '../../../src/lib/seo/sitemap-split.ts';
import { sitemapXml } from '../../../src/lib/seo/sitemap.ts';

const urls = (count: number) => Array.from({ length: count }, (_, i) => ({ loc: `https://e.org/p/${i}` }));
const partUrl = (n: number) => `https://e.org/${sitemapPartName(n)}`;

describe('the sitemap split', () => {
  it('keeps one urlset up to 45,000 URLs', () => {
    const parts = sitemapParts(urls(SITEMAP_SPLIT_AT));
    expect(parts).toHaveLength(1);
    const xml = sitemapDocument(parts, partUrl);
    expect(xml).toContain('<urlset');
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_SPLIT_AT);
  });

  it('becomes an index of sitemap-1.xml, sitemap-2.xml… past 45,000 URLs', () => {
    const entries = urls(SITEMAP_SPLIT_AT * 2 + 1);
    const parts = sitemapParts(entries);
    expect(parts.map((part) => part.length)).toEqual([SITEMAP_SPLIT_AT, SITEMAP_SPLIT_AT, 1]);
    expect(parts.flat()).toEqual(entries);
    const index = sitemapDocument(parts, partUrl);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain('<urlset');
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      'https://e.org/sitemap-1.xml',
      'https://e.org/sitemap-2.xml',
      'https://e.org/sitemap-3.xml',
    ]);
    // Each part is a urlset the protocol accepts.
    for (const part of parts) expect(() => sitemapXml(part)).not.toThrow();
  });

  it('counts a URL once, however often it is given', () => {
    const entries = [...urls(3), ...urls(3)];
    expect(sitemapParts(entries, 2).map((part) => part.map((entry) => entry.loc))).toEqual([
      ['https://e.org/p/0', 'https://e.org/p/1'],
      ['https://e.org/p/2'],
    ]);
  });

  it('gives an empty site its one empty sitemap', () => {
    expect(sitemapDocument(sitemapParts([]), partUrl)).toContain('<urlset');
  });
});
