import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Combined,
  CombinedSchema,
  type CompositionDetail,
  CompositionDetailSchema,
  CuratedCollectionSchema,
  HomeContentSchema,
  listAnswer,
  LiveStreamSchema,
  MediaFeatureSchema,
  ProgramDetailSchema,
} from '../../src/lib/api/contract.ts';
import { readCatalogSource } from '../../server/src/catalog/catalog-meta.ts';
import { prepareDemo } from '../../server/src/catalog/demo-lifecycle.ts';
import { demoCatalog } from '../../server/seed/demo-catalog.ts';
import { getOk } from './support/catalog-http.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** The real demo catalogue through every route: every answer valid, every derived rule holding. */
describe('the demo catalogue over HTTP', () => {
  let server: TestServer;
  let combined: Combined;
  const details = new Map<string, CompositionDetail>();

  beforeAll(async () => {
    server = await startTestServer({ prepare: (db, clock) => prepareDemo(db, clock.now(), demoCatalog) });
    combined = CombinedSchema.parse(await getOk(server, '/api/2/combined/'));
    for (const c of combined.compositions) {
      details.set(
        c.identifier,
        CompositionDetailSchema.parse(await getOk(server, `/api/2/compositions/${c.identifier}/`)),
      );
    }
  }, 60_000);
  afterAll(() => server.close());

  it('is recorded as the demo, and re-anchored rather than re-imported on the next start', async () => {
    expect(await readCatalogSource(server.db)).toBe('demo');
    const before = combined.compositions.length;
    await prepareDemo(server.db, new Date(server.clock.now().getTime() + 3_600_000), demoCatalog);
    expect(await readCatalogSource(server.db)).toBe('demo');
    expect((await server.db.get<{ n: number }>('SELECT CAST(count(*) AS INTEGER) AS n FROM compositions'))?.n).toBe(
      before,
    );
  });

  it('derives every composition’s flags and people from its listed performances', () => {
    for (const summary of combined.compositions) {
      const detail = details.get(summary.identifier)!;
      const listed = detail.performances.filter((p) => !p.unlisted);
      const recordings = listed.flatMap((p) => p.recordings);
      const where = summary.identifier;
      expect(detail.unlisted, where).toBe(summary.unlisted);
      if (listed.length === 0) expect(summary.unlisted, where).toBe(true);
      expect(summary.has_video, where).toBe(recordings.some((r) => r.type === 'V'));
      expect(summary.has_audio, where).toBe(recordings.some((r) => r.type === 'A'));
      expect(summary.has_premiere, where).toBe(listed.some((p) => p.premiere !== ''));
      const conductors = new Set(listed.flatMap((p) => (p.conductor ? [p.conductor.id] : [])));
      expect(summary.conductor_ids, where).toEqual([...conductors].sort((a, b) => a - b));
    }
  });

  it('gives people only roles they hold in listed compositions', () => {
    const visible = combined.compositions.filter((c) => !c.unlisted);
    for (const person of combined.people) {
      const composes = visible.some((c) => c.composer?.id === person.id || c.arranger?.id === person.id);
      const conducts = visible.some((c) => c.conductor_ids.includes(person.id));
      const performs = visible.some((c) => c.performer_ids.includes(person.id));
      expect(person.kinds.includes('composer'), person.identifier).toBe(composes);
      expect(person.kinds.includes('conductor'), person.identifier).toBe(conducts);
      expect(person.kinds.includes('performer'), person.identifier).toBe(performs);
      if (person.kinds.length > 0) expect(person.kinds, person.identifier).toContain(person.primaryKind);
    }
  });

  it('points every image and its renditions at files the media generator wrote', () => {
    const images = [
      ...combined.people.map((p) => p.preferred_image),
      ...combined.programs.map((p) => p.preferred_image),
      ...[...details.values()].flatMap((d) => [
        d.preferred_image,
        ...d.performances.flatMap((p) => p.recordings.map((r) => r.preferred_image)),
      ]),
    ].filter((image) => image !== null);
    expect(images.length).toBeGreaterThan(0);
    const onDisk = (url: string) => existsSync(join(server.config.mediaRoot, url.replace(/^\/media\//, '')));
    for (const image of images) {
      for (const url of [image.url, ...Object.values(image.renditions)]) expect(onDisk(url), url).toBe(true);
    }
  });

  it('answers every program’s detail, its listed performances by position', async () => {
    for (const summary of combined.programs) {
      const detail = ProgramDetailSchema.parse(await getOk(server, `/api/2/programs/${summary.identifier}/`));
      const positions = detail.composition_performances.map((cp) => cp.performance.position);
      expect(positions, summary.identifier).toEqual([...positions].sort((a, b) => a - b));
      expect(detail.composition_performances.every((cp) => !cp.performance.unlisted)).toBe(true);
      const playable = detail.composition_performances.some((cp) => cp.performance.recordings.length > 0);
      expect(summary.has_playable_performance, summary.identifier).toBe(playable);
      expect(summary.formatted_date_range).toMatch(/^[A-Z][a-z]+ \d{1,2}(, \d{4})?(–([A-Z][a-z]+ )?\d{1,2})?, \d{4}$/);
    }
  });

  it('answers the lists in the shapes of the contract', async () => {
    const streams = listAnswer(LiveStreamSchema).parse(await getOk(server, '/api/2/live_streams/'));
    const starts = streams.results.map((s) => Date.parse(s.start_date_time));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const features = listAnswer(MediaFeatureSchema).parse(await getOk(server, '/api/2/media_features/'));
    expect(features.results.every((f) => f.category_hierarchy.length >= 1)).toBe(true);
    const collections = listAnswer(CuratedCollectionSchema).parse(await getOk(server, '/api/2/curated_collections/'));
    expect(collections.count).toBeGreaterThan(0);
    const home = listAnswer(HomeContentSchema).parse(await getOk(server, '/api/2/home_content/'));
    expect(home.results.map((h) => h.identifier)).toEqual(expect.arrayContaining(['home-headline', 'home-video']));
  });
});
