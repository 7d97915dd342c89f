import { describe, expect, it } from 'vitest';
import { entityPagePaths, indexedEntityPaths, type EntityPages } from '../../../src/lib/catalog/entity-pages.ts';

const streams: EntityPages = {
  kind: 'live-stream',
  identifiers: ['gala', 'sample', 'première'],
  companions: ['.ics'],
  indexed: [{ identifier: 'première', lastmod: '2026-12-01T01:00:00Z' }, { identifier: 'gala' }],
};
const concerts: EntityPages = {
  kind: 'concert',
  identifiers: ['spring'],
  indexed: [{ identifier: 'spring' }, { identifier: 'skipped-detail' }],
};

describe('entity pages', () => {
  it('gives every page of each kind and the files beside it, encoded as links write them', () => {
    expect(entityPagePaths([streams, concerts])).toEqual([
      '/live-stream/gala',
      '/live-stream/gala.ics',
      '/live-stream/sample',
      '/live-stream/sample.ics',
      '/live-stream/premi%C3%A8re',
      '/live-stream/premi%C3%A8re.ics',
      '/concert/spring',
    ]);
  });

  it("indexes a kind's pages in the rule's order, with their dates, and none without a page", () => {
    expect(indexedEntityPaths(streams)).toEqual([
      { path: '/live-stream/premi%C3%A8re', lastmod: '2026-12-01T01:00:00Z' },
      { path: '/live-stream/gala', lastmod: undefined },
    ]);
    expect(indexedEntityPaths(concerts).map(({ path }) => path)).toEqual(['/concert/spring']);
  });
});
