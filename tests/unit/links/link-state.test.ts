import { describe, expect, it } from 'vitest';
import { publishedPages, type PublishedCatalog } from '../../../src/lib/catalog/published-pages.ts';
import { linkState, linkTargetsOf } from '../../../src/lib/links/link-state.ts';
import { siteEntityPages } from '../../support/entity-pages.ts';

const site = { origin: 'https://site.test', basePath: '/music/concert-library' };
const pageUrl = 'https://site.test/music/concert-library/composition/a';
const empty: PublishedCatalog = {
  compositions: [],
  people: [],
  programs: [],
  listPageSize: 100,
  features: [],
  entities: siteEntityPages({}),
};

const record = {
  identifier: 'a',
  composer: { id: 1, identifier: 'bach', full_name: 'Bach' },
  performances: [
    {
      program: { identifier: 'gala' },
      note: '<p><a href="b">B</a> <a href="https://elsewhere.test/">out</a> <a>anchor</a></p>',
    },
  ],
};

describe("the state a page's links depend on", () => {
  it('collects every identifier at any depth and every link address in HTML', () => {
    const targets = linkTargetsOf(record, [{ identifier: 'extra' }]);
    expect([...targets.identifiers].sort()).toEqual(['a', 'bach', 'extra', 'gala']);
    expect([...targets.hrefs]).toEqual(['b', 'https://elsewhere.test/']);
  });

  it('is the same while the same pages exist, and changes when a target appears or goes', () => {
    const targets = linkTargetsOf(record);
    const state = (catalog: PublishedCatalog) => linkState(targets, publishedPages(catalog), pageUrl, site);
    const withPages = (pages: Record<string, string[]>) => state({ ...empty, entities: siteEntityPages(pages) });
    const before = withPages({ composition: ['a'] });
    expect(withPages({ composition: ['a', 'unrelated'] })).toEqual(before);
    expect(withPages({ composition: ['a'], concert: ['gala'] })).not.toEqual(before);
    // 'b' is a relative link from /composition/a: the composition b.
    expect(withPages({ composition: ['a', 'b'] })).not.toEqual(before);
    expect(withPages({ composition: [] })).not.toEqual(before);
  });

  it('holds whether each page a list entry names (its `path`) is published', () => {
    const entries = { page: { path: '/compositions', items: [{ key: 'x', path: '/composition/x' }] } };
    const targets = linkTargetsOf(entries);
    expect([...targets.paths].sort()).toEqual(['/composition/x', '/compositions']);
    const lines = (pages: string[]) =>
      linkState(
        targets,
        publishedPages({ ...empty, entities: siteEntityPages({ composition: pages }) }),
        pageUrl,
        site,
      );
    expect(lines(['x'])).toContain('/composition/x 1');
    expect(lines([])).toContain('/composition/x 0');
    expect(lines(['x', 'unrelated'])).toEqual(lines(['x']));
  });

  it('leaves links out of the site out', () => {
    const lines = linkState(linkTargetsOf(record), publishedPages(empty), pageUrl, site);
    expect(lines.filter((line) => line.startsWith('/'))).toEqual(['/composition/b 0']);
  });
});
