import { describe, expect, it } from 'vitest';
import {
  pathBelow,
  previewLinkTarget,
  recordPathOf,
  type PreviewPlace,
} from '../../../src/preview/lib/preview-link-target.ts';

const api = 'https://api.example.org';
const place: PreviewPlace = {
  previewOrigin: api,
  previewPrefix: '/api/studio/preview',
  siteOrigin: 'https://www.example.org',
  basePath: '/music/concert-library',
  recordPath: '/compositions/composer/florence-price',
  state: 'Unpublished changes',
};
/** Where a page of the preview (on the API's origin) sends a link to `address`. */
const target = (address: string, at: PreviewPlace = place) => previewLinkTarget(new URL(address, api), at)?.href;

describe('the path below a root', () => {
  it('is the rest of the path, or the root’s own `/`, and none for a path beside it', () => {
    expect(pathBelow('/music/concert-library/concerts', '/music/concert-library')).toBe('/concerts');
    expect(pathBelow('/music/concert-library/', '/music/concert-library/')).toBe('/');
    expect(pathBelow('/music/concert-library', '/music/concert-library')).toBe('/');
    expect(pathBelow('/music/concert-library-old/x', '/music/concert-library')).toBeUndefined();
    expect(pathBelow('/anything', '/')).toBe('/anything');
  });
});

describe('the record a preview page shows', () => {
  it('is the page’s path, a list’s first page for its later pages', () => {
    expect(recordPathOf('/compositions/composer/florence-price/page/3/')).toBe('/compositions/composer/florence-price');
    expect(recordPathOf('/composition/symphony-1/')).toBe('/composition/symphony-1');
    expect(recordPathOf('/')).toBe('/');
  });
});

describe('where a link of a preview page leads', () => {
  it('sends an address of the site on the preview’s origin to the published site, query and fragment kept', () => {
    expect(target('/music/concert-library/composition/symphony-1')).toBe(
      'https://www.example.org/music/concert-library/composition/symphony-1',
    );
    expect(target('/music/concert-library/search?q=price#results')).toBe(
      'https://www.example.org/music/concert-library/search?q=price#results',
    );
    expect(target('/music/concert-library')).toBe('https://www.example.org/music/concert-library');
    // A path relative to the page is the site's too once resolved: the page is below the prefix, not the base path.
    expect(previewLinkTarget(new URL('../x', `${api}/music/concert-library/a/b`), place)?.href).toBe(
      'https://www.example.org/music/concert-library/x',
    );
  });

  it('keeps the previewed record’s own pages in the preview, with its state for the banner', () => {
    expect(target('/music/concert-library/compositions/composer/florence-price/page/2')).toBe(
      `${api}/api/studio/preview/compositions/composer/florence-price/page/2?state=Unpublished+changes`,
    );
    expect(target('/music/concert-library/compositions/composer/florence-price/#works')).toBe(
      `${api}/api/studio/preview/compositions/composer/florence-price/?state=Unpublished+changes#works`,
    );
    expect(
      target('/music/concert-library/compositions/composer/florence-price/page/2', { ...place, state: undefined }),
    ).toBe(`${api}/api/studio/preview/compositions/composer/florence-price/page/2`);
    // The same person in another role is another page of the site.
    expect(target('/music/concert-library/compositions/conductor/florence-price')).toBe(
      'https://www.example.org/music/concert-library/compositions/conductor/florence-price',
    );
    expect(target('/music/concert-library/', { ...place, recordPath: '/' })).toBe(
      `${api}/api/studio/preview/?state=Unpublished+changes`,
    );
  });

  it('leaves the preview’s own paths and files, the API’s other paths and other origins where they lead', () => {
    for (const address of [
      '/api/studio/preview/_astro/page.Ab12.js',
      '/api/studio/preview/compositions/composer/florence-price/page/2',
      '/api/2/combined/',
      '/music/concert-library-old/x',
      'https://www.example.org/music/concert-library/concerts',
      'https://elsewhere.org/music/concert-library/concerts',
      'mailto:office@example.org',
    ])
      expect(target(address)).toBeUndefined();
  });

  it('leaves the site’s addresses as they are where the preview is served from the site’s own origin', () => {
    expect(target('/music/concert-library/concerts', { ...place, siteOrigin: api })).toBeUndefined();
  });

  it('takes a site at the origin’s root, the preview’s paths excepted', () => {
    const atRoot = { ...place, basePath: '/', recordPath: '/composition/x' };
    expect(target('/concerts', atRoot)).toBe('https://www.example.org/concerts');
    expect(target('/api/studio/preview/_astro/a.js', atRoot)).toBeUndefined();
    expect(target('/composition/x/', atRoot)).toBe(
      `${api}/api/studio/preview/composition/x/?state=Unpublished+changes`,
    );
  });
});
