import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/lib/html/sanitize-html.ts';
import { unwrapLinks } from '../../../src/lib/links/unwrap-links.ts';

const keepGood = (href: string) => href.includes('good');

describe('unwrapping links', () => {
  it('removes the tags of refused links and keeps their text and markup', () => {
    const html = '<p>A <a href="/good">good</a> and a <a href="/bad" title="t"><em>bad</em> one</a>.</p>';
    expect(unwrapLinks(html, keepGood)).toBe('<p>A <a href="/good">good</a> and a <em>bad</em> one.</p>');
  });

  it('pairs end tags with their own start tags, also when links nest', () => {
    const html = sanitizeHtml('<a href="/bad">one <a href="/good">two</a> three</a> <a href="/good2">four</a>');
    expect(unwrapLinks(html, keepGood)).toBe('one <a href="/good">two</a> three <a href="/good2">four</a>');
  });

  it('shows `keep` the address decoded, and keeps anchors without one', () => {
    const seen: string[] = [];
    const html = sanitizeHtml('<a href="/x?a=1&b=2">x</a><a>anchor</a><abbr title="t">abbr</abbr>');
    const result = unwrapLinks(html, (href) => {
      seen.push(href);
      return false;
    });
    expect(seen).toEqual(['/x?a=1&b=2']);
    expect(result).toBe('x<a>anchor</a><abbr title="t">abbr</abbr>');
  });

  it('returns HTML without links as it is', () => {
    const html = '<p>No <abbr title="links">links</abbr> here.</p>';
    expect(unwrapLinks(html, () => false)).toBe(html);
  });
});
