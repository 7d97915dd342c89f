import { describe, expect, it } from 'vitest';
import { previewPageLinks } from '../../../src/preview/lib/site-links.ts';

const where = {
  previewPrefix: '/api/studio/preview',
  siteOrigin: 'https://music.example.org',
  basePath: '/music/concert-library',
  recordPath: '/compositions/composer/florence-price',
  state: 'Unpublished changes',
};

describe('the links of a preview page', () => {
  it('makes the site’s addresses absolute on its origin', () => {
    const html =
      '<a href="/music/concert-library/concerts">C</a><link rel="icon" href="/music/concert-library/favicon.svg">' +
      '<a href="/music/concert-library">Home</a><form action="/music/concert-library/search?q=x&amp;page=2"></form>';
    expect(previewPageLinks(html, where)).toBe(
      '<a href="https://music.example.org/music/concert-library/concerts">C</a>' +
        '<link rel="icon" href="https://music.example.org/music/concert-library/favicon.svg">' +
        '<a href="https://music.example.org/music/concert-library">Home</a>' +
        '<form action="https://music.example.org/music/concert-library/search?q=x&amp;page=2"></form>',
    );
  });

  it('keeps the previewed record’s own pages in the preview, as paths of the page’s origin', () => {
    const html =
      '<a href="/music/concert-library/compositions/composer/florence-price/page/2" rel="next">Next</a>' +
      '<a href="/music/concert-library/compositions/composer/florence-price" aria-current="page">1</a>';
    expect(previewPageLinks(html, where)).toBe(
      '<a href="/api/studio/preview/compositions/composer/florence-price/page/2?state=Unpublished+changes" rel="next">Next</a>' +
        '<a href="/api/studio/preview/compositions/composer/florence-price?state=Unpublished+changes" aria-current="page">1</a>',
    );
  });

  it('leaves other addresses, paths that only start alike, and text as they are', () => {
    const html =
      '<script src="/api/studio/preview/_astro/a.js"></script><a href="https://elsewhere.org/music/concert-library/x">x</a>' +
      '<a href="/music/concert-library-old/x">x</a><p>See /music/concert-library/concerts</p><a data-href="/music/concert-library/x">' +
      '<link rel="canonical" href="https://music.example.org/music/concert-library/compositions/composer/florence-price">';
    expect(previewPageLinks(html, where)).toBe(html);
  });
});
