import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CuratedCollectionSchema,
  HomeContentSchema,
  listAnswer,
  MediaFeatureSchema,
} from '../../src/lib/api/contract.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { PERFORMANCES, RECORDINGS } from '../fixtures/catalog/small-catalog-keys.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { getOk } from './support/catalog-http.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Derived fields of media features, curated collections and home content. */
describe('catalogue answers: features, collections, home content', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ prepare: (db) => importCatalog(db, smallCatalog) });
  });
  afterAll(() => server.close());

  it('lists media features newest first, each with its category path from the top', async () => {
    const page = listAnswer(MediaFeatureSchema).parse(await getOk(server, '/api/2/media_features/'));
    expect(page.count).toBe(4);
    expect(page.results.map((f) => [f.identifier, f.category_hierarchy.map((c) => c.identifier)])).toEqual([
      ['instruments-of-the-orchestra', ['education', 'young-audiences']],
      ['bowing-masterclass', ['education', 'masterclasses']],
      ['meet-marta-kessler', ['interviews']],
      ['building-the-stage', ['behind-the-scenes']],
    ]);
    const [instruments, bowing, meet, stage] = page.results;
    expect(instruments).toMatchObject({ starts_by_default: true, sort_weight: 3, type: 'V', image: null });
    expect(bowing?.category_hierarchy).toEqual([
      { identifier: 'education', title: 'Education', sort_weight: 0 },
      { identifier: 'masterclasses', title: 'Masterclasses', sort_weight: 1 },
    ]);
    expect(bowing?.type).toBe('A');
    expect(meet).toMatchObject({
      captions_url: '/media/video/v04/captions.en.vtt',
      duration_ms: 50_000,
      date_time: '2024-05-01T15:00:00Z',
      image: { url: '/media/images/features/kessler.jpg' },
      production_credits: '<p>Crew</p>',
    });
    expect(stage).toMatchObject({
      description: '',
      production_credits: '',
      captions_url: null,
      starts_by_default: false,
    });
  });

  it('lists only active collections, by sequence then title, with active items by sequence', async () => {
    const page = listAnswer(CuratedCollectionSchema).parse(await getOk(server, '/api/2/curated_collections/'));
    expect(page.results.map((c) => c.identifier)).toEqual([
      'a-first-listen',
      'beethoven-essentials',
      'music-of-our-time',
    ]);
    const [first, beethoven, ourTime] = page.results;
    expect(beethoven?.active_items.map((i) => [i.sequence, i.performance.uuid, i.note])).toEqual([
      [1, PERFORMANCES.eroicaWinter, '<p>A winter reading.</p>'],
      [2, PERFORMANCES.eroicaSpring, '<p>The festival performance.</p>'],
    ]);
    expect(beethoven?.active_items[0]?.composition).toMatchObject({
      identifier: 'symphony-no-3-eroica',
      combined_composer_arranger_credit: 'Beethoven',
    });
    expect(beethoven).toMatchObject({ has_video: true, byline: 'Curated by Marta Kessler', starts_by_default: false });
    expect(ourTime?.active_items.map((i) => i.performance.uuid)).toEqual([
      PERFORMANCES.northernLights,
      PERFORMANCES.northernLightsStudio,
    ]);
    expect(ourTime).toMatchObject({ has_video: false, byline: '', image: null, introduction_text: '' });
    expect(first).toMatchObject({ active_items: [], duration_formatted: '', starts_by_default: true });
  });

  it('sums each item’s longest recording into the collection’s length', async () => {
    const page = listAnswer(CuratedCollectionSchema).parse(await getOk(server, '/api/2/curated_collections/'));
    const length = (id: string) => page.results.find((c) => c.identifier === id)?.duration_formatted;
    // 96 s + max(60 s video, 90 s audio) = 186 s; the inactive 40 s item does not count.
    expect(length('beethoven-essentials')).toBe('3 min');
    // 60 s + 75 s = 135 s.
    expect(length('music-of-our-time')).toBe('2 min');
  });

  it('lists home content by sequence, the video block with the recording to play', async () => {
    const page = listAnswer(HomeContentSchema).parse(await getOk(server, '/api/2/home_content/'));
    expect(page.results.map((h) => h.identifier)).toEqual(['home-headline', 'home-video']);
    const [headline, video] = page.results;
    expect(headline).toMatchObject({
      content_type: 'headline',
      performance: null,
      url: '/collections/beethoven-essentials',
      curated_collection: { identifier: 'beethoven-essentials', title: 'Beethoven Essentials' },
      body_text: '<p>Enjoy more than 100 streaming performances.</p>',
    });
    expect(video).toMatchObject({
      content_type: 'video',
      curated_collection: null,
      url: '',
      body_text: '',
      image: null,
      performance: {
        uuid: PERFORMANCES.eroicaSpring,
        recording_uuid: RECORDINGS.eroicaVideo,
        composition: { identifier: 'symphony-no-3-eroica' },
      },
    });
  });
});
