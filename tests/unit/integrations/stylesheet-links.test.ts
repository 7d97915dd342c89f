import { describe, expect, it } from 'vitest';
import { concatenable, stylesheetHrefs, withMergedStylesheet } from '../../../src/integrations/stylesheet-links.ts';

const page = `<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="/b/_astro/BaseLayout.1.css"><title>t</title>
<link rel="stylesheet" href="/b/_astro/Listing.2.css">
<link rel="stylesheet" href="/b/_astro/SubNav.3.css"></head>
<body><link rel="stylesheet" href="/b/_astro/late.css"><p>x</p></body></html>`;

describe('stylesheet links', () => {
  it("lists the head's stylesheets in order, not the body's", () => {
    expect(stylesheetHrefs(page)).toEqual([
      '/b/_astro/BaseLayout.1.css',
      '/b/_astro/Listing.2.css',
      '/b/_astro/SubNav.3.css',
    ]);
  });

  it("puts one link where the head's first was and drops the others", () => {
    const merged = withMergedStylesheet(page, '/b/_astro/styles.x.css');
    expect(stylesheetHrefs(merged)).toEqual(['/b/_astro/styles.x.css']);
    expect(merged.indexOf('styles.x.css')).toBeLessThan(merged.indexOf('<title>'));
    expect(merged).toContain('<link rel="stylesheet" href="/b/_astro/late.css">');
  });

  it('leaves a page without a head alone', () => {
    expect(withMergedStylesheet('<p>x</p>', '/s.css')).toBe('<p>x</p>');
  });

  it('refuses to append sheets that must come first in a file', () => {
    expect(concatenable('.a{color:red}')).toBe(true);
    expect(concatenable('@import url(x.css);.a{}')).toBe(false);
    expect(concatenable('@charset "utf-8";.a{}')).toBe(false);
  });
});
