import { describe, expect, it } from 'vitest';
import { absoluteSiteLinks } from '../../../src/preview/lib/site-links.ts';

const origin = 'https://music.example.org';
const base = '/music/concert-library';

describe('absoluteSiteLinks', () => {
  it('makes the site’s addresses absolute on its origin', () => {
    const html =
      '<a href="/music/concert-library/concerts">C</a><link rel="icon" href="/music/concert-library/favicon.svg">' +
      '<a href="/music/concert-library">Home</a><form action="/music/concert-library/search?q=x"></form>';
    expect(absoluteSiteLinks(html, origin, base)).toBe(
      '<a href="https://music.example.org/music/concert-library/concerts">C</a>' +
        '<link rel="icon" href="https://music.example.org/music/concert-library/favicon.svg">' +
        '<a href="https://music.example.org/music/concert-library">Home</a>' +
        '<form action="https://music.example.org/music/concert-library/search?q=x"></form>',
    );
  });

  it('leaves other addresses, paths that only start alike, and text as they are', () => {
    const html =
      '<script src="/api/studio/preview/_astro/a.js"></script><a href="https://elsewhere.org/music/concert-library/x">x</a>' +
      '<a href="/music/concert-library-old/x">x</a><p>See /music/concert-library/concerts</p><a data-href="/music/concert-library/x">';
    expect(absoluteSiteLinks(html, origin, base)).toBe(html);
  });
});
