import { describe, expect, it } from 'vitest';
import { LiveStreamSchema } from '../../../src/lib/api/contract.ts';
import type { LiveStream } from '../../../src/lib/api/contract.ts';
import {
  datedFeatures,
  everyEntity,
  listedCompositions,
  listedConcerts,
  listedLiveStreams,
} from '../../../src/lib/seo/sitemap-entities.ts';
import { sitemapPaths } from '../../../src/lib/seo/sitemap-paths.ts';
import {
  buildCategory,
  buildCollection,
  buildComposition,
  buildFeatureCategory,
  buildMediaFeature,
  buildPerson,
  buildProgram,
  refTo,
} from '../../support/contract-builders.ts';
import { siteEntityPages } from '../../support/entity-pages.ts';

function stream(identifier: string, overrides: Partial<LiveStream> = {}): LiveStream {
  return LiveStreamSchema.parse({
    identifier,
    uuid: '00000000-0000-4000-8000-000000000009',
    title: identifier,
    description: '',
    short_description: '',
    status: null,
    is_sample_stream: false,
    start_date_time: '2026-12-01T01:00:00Z',
    open_date_time: null,
    banner_start_date_time: null,
    replay_end_time: null,
    can_replay: false,
    chat_code: '',
    stream_error_message: '',
    show_link_to_program: false,
    preferred_image: null,
    media_underwriters: [],
    grant_sponsor_notes: '',
    program: null,
    ...overrides,
  });
}

describe('sitemapPaths', () => {
  it('lists every indexable page once and leaves out unlisted ones and duplicate routes', () => {
    const composer = buildPerson({ identifier: 'bach', primaryKind: 'composer' });
    const conductor = buildPerson({ identifier: 'ruiz', primaryKind: 'conductor' });
    // No listed work: a page in their primary kind all the same, saying they have no recordings yet.
    const idle = buildPerson({ identifier: 'idle', primaryKind: 'performer' });
    const genre = buildCategory({ identifier: 'concerto' });
    const listed = buildComposition({
      identifier: 'brandenburg',
      composer: refTo(composer),
      conductor_ids: [conductor.id],
      genre: [genre],
    });
    const hidden = buildComposition({ identifier: 'hidden', unlisted: true, composer: refTo(idle) });
    const noPage = buildComposition({ identifier: 'no-detail' });
    const top = buildFeatureCategory({ identifier: 'talks' });
    const sub = buildFeatureCategory({ identifier: 'soloists' });
    const compositions = [listed, hidden, noPage];
    const programs = [
      buildProgram({ identifier: 'gala', end_date_time: '2024-03-03T03:00:00Z' }),
      buildProgram({ identifier: 'private', unlisted: true }),
      // Listed, but its detail was skipped: no page, so not in the sitemap.
      buildProgram({ identifier: 'skipped' }),
    ];
    const streams = [
      stream('gala-live'),
      stream('sample', { is_sample_stream: true }),
      stream('donors', { status: 'U' }),
    ];
    const features = [
      buildMediaFeature({ identifier: 'talk', category_hierarchy: [top, sub], date_time: '2024-01-01T18:00:00Z' }),
    ];
    const collections = [buildCollection({ identifier: 'firsts' })];
    const paths = sitemapPaths({
      combined: { compositions, people: [composer, conductor, idle], programs },
      listPageSize: 100,
      features,
      entities: siteEntityPages(
        {
          composition: ['brandenburg', 'hidden'],
          concert: ['gala', 'private'],
          'live-stream': ['gala-live', 'sample', 'donors'],
          feature: ['talk'],
          collections: ['firsts'],
        },
        {
          composition: listedCompositions(compositions),
          concert: listedConcerts(programs),
          'live-stream': listedLiveStreams(streams),
          feature: datedFeatures(features),
          collections: everyEntity(collections),
        },
      ),
    });
    const list = paths.map((p) => p.path);
    expect(list).toEqual([
      '/',
      '/compositions',
      '/compositions/by/video',
      '/compositions/by/audio',
      '/compositions/by/composer',
      '/compositions/by/performer',
      '/compositions/by/conductor',
      '/compositions/by/genre',
      '/compositions/by/nationality',
      '/compositions/by/premieres',
      '/compositions/composer/bach',
      '/compositions/conductor/ruiz',
      '/compositions/performer/idle',
      '/compositions/genre/concerto',
      '/composition/brandenburg',
      '/concerts',
      '/concerts/video',
      '/concerts/audio',
      '/concert/gala',
      '/live-streams',
      '/live-stream/gala-live',
      '/features',
      '/features/talks',
      '/features/talks/soloists',
      '/feature/talk',
      '/collections',
      '/collections/firsts',
    ]);
    expect(paths.find((p) => p.path === '/concert/gala')?.lastmod).toBe('2024-03-03T03:00:00Z');
    expect(paths.find((p) => p.path === '/feature/talk')?.lastmod).toBe('2024-01-01T18:00:00Z');
  });
});
