import { describe, expect, it } from 'vitest';
import { laterListPagePaths, pagedLists } from '../../../src/lib/catalog/paged-lists.ts';
import { publishedPages } from '../../../src/lib/catalog/published-pages.ts';
import { sitemapPaths } from '../../../src/lib/seo/sitemap-paths.ts';
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

const bach = buildPerson({ identifier: 'bach', primaryKind: 'composer' });
const concerto = buildCategory({ identifier: 'concerto' });
// Five works by one composer in one genre, two with video; three concerts; three features.
const works = Array.from({ length: 5 }, (_, i) =>
  buildComposition({ identifier: `work-${i}`, composer: refTo(bach), genre: [concerto], has_video: i < 2 }),
);
const programs = Array.from({ length: 3 }, (_, i) => buildProgram({ identifier: `concert-${i}` }));
const talks = buildFeatureCategory({ identifier: 'talks' });
const features = Array.from({ length: 3 }, (_, i) =>
  buildMediaFeature({ identifier: `feature-${i}`, category_hierarchy: [talks] }),
);
const catalog = { compositions: works, people: [bach], programs, features };

describe('the lists split into pages', () => {
  it('names every list with its length', () => {
    const lengths = new Map(pagedLists(catalog).map((list) => [list.path, list.length]));
    expect(lengths.get('/compositions')).toBe(5);
    expect(lengths.get('/compositions/by/all')).toBe(5);
    expect(lengths.get('/compositions/by/video')).toBe(2);
    expect(lengths.get('/compositions/by/composer')).toBe(1);
    expect(lengths.get('/compositions/composer/bach')).toBe(5);
    expect(lengths.get('/compositions/genre/concerto')).toBe(5);
    expect(lengths.get('/concerts')).toBe(3);
    expect(lengths.get('/features')).toBe(3);
    expect(lengths.get('/features/talks')).toBe(3);
  });

  it('gives the later pages at a page size, none for a list that fits one page', () => {
    const later = laterListPagePaths(pagedLists(catalog), 2);
    expect(later).toContain('/compositions/page/2');
    expect(later).toContain('/compositions/page/3');
    expect(later).not.toContain('/compositions/page/4');
    expect(later).toContain('/compositions/composer/bach/page/3');
    expect(later).not.toContain('/compositions/by/video/page/2');
    expect(later).toContain('/concerts/page/2');
    expect(later).toContain('/features/talks/page/2');
    expect(laterListPagePaths(pagedLists(catalog), 100)).toEqual([]);
  });

  it('publishes the later pages, and the sitemap lists them but the duplicate routes’', () => {
    const pages = publishedPages({
      ...catalog,
      listPageSize: 2,
      entities: siteEntityPages({}),
    });
    expect(pages.has('/compositions/page/3')).toBe(true);
    expect(pages.has('/compositions/by/all/page/2')).toBe(true);
    expect(pages.has('/compositions/page/4')).toBe(false);
    const sitemap = sitemapPaths({
      combined: { compositions: works, people: [bach], programs },
      features,
      listPageSize: 2,
      entities: siteEntityPages({}),
    }).map((entry) => entry.path);
    expect(sitemap).toContain('/compositions/page/2');
    expect(sitemap).toContain('/compositions/genre/concerto/page/3');
    expect(sitemap).not.toContain('/compositions/by/all/page/2');
    expect(sitemap).not.toContain('/features/all/page/2');
  });
});
