import { describe, expect, it } from 'vitest';
import { pageKey, propsDigest, type LinkStateOf, type PageDependencies } from '../../../src/lib/build/page-keys.ts';

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

describe('what a list page draws, as a digest', () => {
  const page = { page: { number: 2, path: '/concerts/page/2', items: [{ identifier: 'gala', title: 'Gala' }] } };

  it('is the same for the same props, however they were made', () => {
    expect(propsDigest(page)).toBe(propsDigest(JSON.parse(JSON.stringify(page)) as unknown));
  });

  it('refuses props it could not see into (a Map or a Set), rather than miss a change in them', () => {
    expect(() => propsDigest({ page: { items: new Map([['a', 1]]) } })).toThrow(TypeError);
    expect(() => propsDigest({ tags: new Set(['a']) })).toThrow(TypeError);
  });

  it('changes with any entry it draws, and with its place in the list', () => {
    const key = propsDigest(page);
    expect(propsDigest({ page: { ...page.page, items: [{ identifier: 'gala', title: 'Gala!' }] } })).not.toBe(key);
    expect(propsDigest({ page: { ...page.page, number: 3 } })).not.toBe(key);
  });
});
