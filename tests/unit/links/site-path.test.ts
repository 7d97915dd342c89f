import { describe, expect, it } from 'vitest';
import { decodeSitePath, pageUrlOf, sitePathOf } from '../../../src/lib/links/site-path.ts';

const site = { origin: 'https://www.example.org', basePath: '/music/concert-library' };
const page = 'https://www.example.org/music/concert-library/composition/eroica';

describe('where a link leads inside the site', () => {
  it('reads paths from the root, ignoring query, fragment and trailing slash', () => {
    expect(sitePathOf('/music/concert-library/concert/x', page, site)).toBe('/concert/x');
    expect(sitePathOf('/music/concert-library/concert/x/?tab=1#program', page, site)).toBe('/concert/x');
    expect(sitePathOf('/music/concert-library/', page, site)).toBe('/');
    expect(sitePathOf('/music/concert-library', page, site)).toBe('/');
  });

  it("resolves relative links against the page's address, as the site links to it", () => {
    expect(sitePathOf('../concert/x', page, site)).toBe('/concert/x');
    expect(sitePathOf('beethoven', page, site)).toBe('/composition/beethoven');
    expect(sitePathOf('#notes', page, site)).toBe('/composition/eroica');
    expect(sitePathOf('?q=1', page, site)).toBe('/composition/eroica');
    expect(sitePathOf('', page, site)).toBe('/composition/eroica');
  });

  it('reads absolute links to the same origin, in any case of scheme and host', () => {
    expect(sitePathOf('HTTPS://WWW.Example.org/music/concert-library/features', page, site)).toBe('/features');
  });

  it('keeps the percent-encoding of the address, and decodes segments on request', () => {
    const path = sitePathOf('/music/concert-library/composition/dvořák%2Fnew world', page, site);
    expect(path).toBe('/composition/dvo%C5%99%C3%A1k%2Fnew%20world');
    expect(decodeSitePath(path ?? '')).toBe('/composition/dvořák/new world');
    expect(decodeSitePath('/composition/100%')).toBe('/composition/100%');
  });

  it('answers nothing for links out of the site', () => {
    for (const href of [
      'https://other.example.org/music/concert-library/compositions',
      'http://www.example.org/music/concert-library/compositions',
      '/music/other',
      '/music/concert-library-old/x',
      '../../../about',
      'mailto:office@example.org',
      'tel:+15555550100',
      'javascript:void(0)',
      'https://[broken',
    ]) {
      expect(sitePathOf(href, page, site), href).toBeUndefined();
    }
  });

  it("gives each page's address in the form its links resolve against", () => {
    expect(pageUrlOf('/', site)).toBe('https://www.example.org/music/concert-library/');
    expect(pageUrlOf('/composition/x/', site)).toBe('https://www.example.org/music/concert-library/composition/x');
  });
});
