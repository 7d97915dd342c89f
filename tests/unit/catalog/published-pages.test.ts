import { describe, expect, it } from 'vitest';
import type { Combined } from '../../../src/lib/api/contract.ts';
import { publishedPages, withPagesOnly, type PublishedCatalog } from '../../../src/lib/catalog/published-pages.ts';
import {
  buildCategory,
  buildComposition,
  buildFeatureCategory,
  buildMediaFeature,
  buildPerson,
  buildProgram,
  refTo,
} from '../../support/contract-builders.ts';
import { siteEntityPages } from '../../support/entity-pages.ts';

const bach = buildPerson({
  identifier: 'bach',
  first_name: 'Johann Sebastian',
  last_name: 'Bach',
  primaryKind: 'composer',
});
const soloist = buildPerson({ identifier: 'soloist', primaryKind: 'performer' });
const onlyUnlisted = buildPerson({ identifier: 'only-unlisted', primaryKind: 'conductor' });
const concerto = buildCategory({ identifier: 'concerto' });
const hidden = buildCategory({ identifier: 'hidden-genre' });
const czech = buildCategory({ identifier: 'czech' });
const brandenburg = buildComposition({
  identifier: 'brandenburg',
  composer: refTo(bach),
  genre: [concerto],
  country: czech,
  performer_ids: [soloist.id],
});
const unlisted = buildComposition({
  identifier: 'unlisted-work',
  unlisted: true,
  genre: [hidden],
  conductor_ids: [onlyUnlisted.id],
});
const noDetail = buildComposition({ identifier: 'no-detail' });
const docs = buildFeatureCategory({ identifier: 'docs' });
const shorts = buildFeatureCategory({ identifier: 'shorts' });
const feature = buildMediaFeature({ identifier: 'film', category_hierarchy: [docs, shorts] });

const catalog: PublishedCatalog = {
  compositions: [brandenburg, unlisted, noDetail],
  // The skipped person (malformed) is not in the list: only the compositions name them.
  people: [bach, soloist, onlyUnlisted],
  programs: [],
  listPageSize: 100,
  features: [feature],
  entities: siteEntityPages({
    composition: ['brandenburg', 'unlisted-work', 'dvořák'],
    concert: ['spring-gala'],
    'live-stream': ['tonight'],
    feature: [feature.identifier],
    collections: ['favourites'],
  }),
};
const pages = publishedPages(catalog);

describe('the pages a build publishes', () => {
  it('has a page for each composition and concert whose detail was pulled, and no other', () => {
    expect(pages.has('/composition/brandenburg')).toBe(true);
    expect(pages.has('/composition/unlisted-work')).toBe(true);
    expect(pages.has('/composition/no-detail')).toBe(false);
    expect(pages.has('/concert/spring-gala')).toBe(true);
    expect(pages.has('/concert/autumn-gala')).toBe(false);
  });

  it('has person pages for the roles held in a listed composition and the primary kind, for people it pulled', () => {
    expect(pages.has('/compositions/composer/bach')).toBe(true);
    expect(pages.has('/compositions/performer/bach')).toBe(false);
    expect(pages.has('/compositions/performer/soloist')).toBe(true);
    // No listed work: a page in their primary kind all the same (it says they have no recordings yet).
    expect(pages.has('/compositions/conductor/only-unlisted')).toBe(true);
    expect(pages.has('/compositions/performer/only-unlisted')).toBe(false);
    expect(pages.has('/compositions/composer/skipped-person')).toBe(false);
  });

  it('has category pages only for categories with a listed composition', () => {
    expect(pages.has('/compositions/genre/concerto')).toBe(true);
    expect(pages.has('/compositions/nationality/czech')).toBe(true);
    expect(pages.has('/compositions/genre/hidden-genre')).toBe(false);
  });

  it('has features, their categories, collections, live streams and their calendar files', () => {
    for (const path of [
      '/feature/film',
      '/features/docs',
      '/features/docs/shorts',
      '/collections/favourites',
      '/live-stream/tonight',
      '/live-stream/tonight.ics',
    ]) {
      expect(pages.has(path), path).toBe(true);
    }
    expect(pages.has('/features/shorts')).toBe(false);
    expect(pages.has('/collections/other')).toBe(false);
  });

  it('has the pages of any kind of entity declared, with the files beside them', () => {
    const podcast = { kind: 'podcast', identifiers: ['first'], companions: ['.rss'], indexed: [] };
    const withPodcasts = publishedPages({ ...catalog, entities: [...catalog.entities, podcast] });
    expect(withPodcasts.has('/podcast/first')).toBe(true);
    expect(withPodcasts.has('/podcast/first.rss')).toBe(true);
    expect(withPodcasts.has('/podcast/second')).toBe(false);
    expect(pages.has('/podcast/first')).toBe(false);
    expect(withPodcasts.signature('first')).toContain('1');
    expect(pages.signature('first')).not.toContain('1');
  });

  it('has the fixed pages and files, and any path below a shell route', () => {
    for (const path of [
      '/',
      '/compositions',
      '/compositions/by/premieres',
      '/compositions/by/all',
      '/concerts/video',
      '/features/all',
      '/search',
      '/sitemap.xml',
      '/live-streams.ics',
      '/magic',
      '/magic/a-token',
      '/reset-password/uid/token',
    ]) {
      expect(pages.has(path), path).toBe(true);
    }
    expect(pages.has('/compositions/by/nothing')).toBe(false);
    expect(pages.has('/concerts/all')).toBe(false);
    expect(pages.has('/magical')).toBe(false);
  });

  it('ignores a trailing slash and compares segments decoded', () => {
    expect(pages.has('/composition/brandenburg/')).toBe(true);
    expect(pages.has('/composition/dvo%C5%99%C3%A1k')).toBe(true);
    expect(pages.has('/composition/dvořák')).toBe(true);
  });

  it('signs which kinds of page an identifier has, and changes when one of them goes', () => {
    const without = publishedPages({ ...catalog, people: [soloist, onlyUnlisted] });
    expect(pages.signature('bach')).not.toBe(without.signature('bach'));
    expect(pages.signature('soloist')).toBe(without.signature('soloist'));
    expect(pages.signature('nobody')).toBe('0'.repeat(pages.signature('nobody').length));
  });
});

describe('the catalogue as far as it has pages', () => {
  it('keeps compositions and programs with a page, and people with a page in some role', () => {
    const combined: Combined = {
      compositions: [brandenburg, unlisted, noDetail],
      people: [{ ...bach, primaryKind: 'performer' }, soloist, onlyUnlisted],
      programs: [buildProgram({ identifier: 'spring-gala' }), buildProgram({ identifier: 'autumn-gala' })],
    };
    const kept = withPagesOnly(combined, pages);
    expect(kept.compositions.map((work) => work.identifier)).toEqual(['brandenburg', 'unlisted-work']);
    expect(kept.programs.map((program) => program.identifier)).toEqual(['spring-gala']);
    // Bach has no performer page: the search result leads to his composer page instead.
    expect(kept.people.map((person) => [person.identifier, person.primaryKind])).toEqual([
      ['bach', 'composer'],
      ['soloist', 'performer'],
      ['only-unlisted', 'conductor'],
    ]);
  });
});
