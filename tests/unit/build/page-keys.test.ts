import { describe, expect, it } from 'vitest';
import {
  listKey,
  pageKey,
  publishedPathsDigest,
  type LinkStateOf,
  type PageDependencies,
} from '../../../src/lib/build/page-keys.ts';

/** A link state that names the targets `data` lists under `links`, each published or not by `published`. */
const linkStateIn =
  (published: ReadonlySet<string>): LinkStateOf =>
  (path, data) =>
    ((data as { links?: string[] }).links ?? []).map((target) => `${path} ${target} ${published.has(target) ? 1 : 0}`);

const concert: PageDependencies = {
  entity: { digest: 'program-1' },
  path: '/concert/gala',
  linksIn: { links: ['mozart', 'feature-a'] },
  alsoShows: [{ digest: 'work-1' }, { digest: 'work-2' }],
};
const both = linkStateIn(new Set(['mozart', 'feature-a']));

describe('a page’s cache key', () => {
  it('is the same while nothing the page depends on changes', () => {
    expect(pageKey(concert, both)).toBe(pageKey({ ...concert, alsoShows: [...(concert.alsoShows ?? [])] }, both));
  });

  it('changes with its entity, the values it shows, and each other entity it shows', () => {
    const key = pageKey(concert, both);
    expect(pageKey({ ...concert, entity: { digest: 'program-2' } }, both)).not.toBe(key);
    expect(pageKey({ ...concert, values: ['1/2'] }, both)).not.toBe(key);
    expect(pageKey({ ...concert, alsoShows: [{ digest: 'work-1' }, { digest: 'work-3' }] }, both)).not.toBe(key);
    expect(pageKey({ ...concert, alsoShows: [{ digest: 'work-1' }] }, both)).not.toBe(key);
  });

  it('changes when a page its links name is published or no longer is, as seen from its own path', () => {
    const key = pageKey(concert, both);
    expect(pageKey(concert, linkStateIn(new Set(['mozart'])))).not.toBe(key);
    expect(pageKey({ ...concert, path: '/concert/other' }, both)).not.toBe(key);
    expect(pageKey(concert, linkStateIn(new Set(['mozart', 'feature-a', 'unrelated'])))).toBe(key);
  });

  it('keys a page about no entity by the values it shows alone', () => {
    const genre = { path: '/compositions/genre/baroque', linksIn: {}, values: ['genre', 'baroque', 'Baroque'] };
    const none = linkStateIn(new Set());
    expect(pageKey(genre, none)).not.toBe(pageKey({ ...genre, values: ['genre', 'baroque', 'Baroque music'] }, none));
  });
});

describe('a list’s cache key', () => {
  const shows = [{ digest: 'a' }, { digest: 'b' }];

  it('changes with any entry the list draws from', () => {
    const key = listKey({ shows, linksToPages: false }, 'paths-1');
    expect(listKey({ shows: [{ digest: 'a' }, { digest: 'c' }], linksToPages: false }, 'paths-1')).not.toBe(key);
    expect(listKey({ shows: [...shows, { digest: 'c' }], linksToPages: false }, 'paths-1')).not.toBe(key);
  });

  it('changes with the pages the build publishes only when the list links to pages that may be skipped', () => {
    expect(listKey({ shows, linksToPages: false }, 'paths-2')).toBe(listKey({ shows, linksToPages: false }, 'paths-1'));
    expect(listKey({ shows, linksToPages: true }, 'paths-2')).not.toBe(
      listKey({ shows, linksToPages: true }, 'paths-1'),
    );
  });

  it('digests the published paths whatever their order', () => {
    expect(publishedPathsDigest(['/b', '/a'])).toBe(publishedPathsDigest(new Set(['/a', '/b'])));
    expect(publishedPathsDigest(['/a'])).not.toBe(publishedPathsDigest(['/a', '/b']));
  });
});
