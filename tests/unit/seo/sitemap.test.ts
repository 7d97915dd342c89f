import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../../src/lib/seo/sitemap.ts';

describe('sitemapXml', () => {
  it('writes escaped, de-duplicated URLs in order', () => {
    const xml = sitemapXml([
      { loc: 'https://e.org/a?x=1&y=2' },
      { loc: 'https://e.org/b', lastmod: '2026-11-21' },
      { loc: 'https://e.org/a?x=1&y=2' },
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://e.org/a?x=1&amp;y=2</loc>');
    expect(xml).toContain('<url><loc>https://e.org/b</loc><lastmod>2026-11-21</lastmod></url>');
    expect(xml.indexOf('/a?')).toBeLessThan(xml.indexOf('/b<'));
  });

  it('refuses more URLs than one sitemap may hold', () => {
    const entries = Array.from({ length: 50_001 }, (_, i) => ({ loc: `https://e.org/${i}` }));
    expect(() => sitemapXml(entries)).toThrow(RangeError);
  });
});

describe('robotsTxt', () => {
  it('allows everything and names the sitemap', () => {
    expect(robotsTxt('https://e.org/music/concert-library/sitemap.xml')).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://e.org/music/concert-library/sitemap.xml\n',
    );
  });
});
