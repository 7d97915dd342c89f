import { describe, expect, it } from 'vitest';
import type { CompositionSummary } from '../../../src/lib/api/contract.ts';
import {
  collectionPage,
  compositionPage,
  concertPage,
  featurePage,
  homePage,
  liveStreamPage,
  personPage,
} from '../../../src/preview/lib/preview-pages.ts';
import {
  buildCollection,
  buildComposition,
  buildCompositionDetail,
  buildHomeContent,
  buildLiveStream,
  buildMediaFeature,
  buildPerformance,
  buildPerson,
  buildProgram,
  buildProgramDetail,
  compositionRefTo,
  refTo,
} from '../../support/contract-builders.ts';
import { answersReader } from '../../support/preview-reader.ts';

const composer = buildPerson({ primaryKind: 'composer', identifier: 'florence-price' });
const symphony = buildComposition({ identifier: 'symphony-1', composer: refTo(composer) });
const elegy = buildComposition({ identifier: 'elegy', composer: refTo(composer) });
const other = buildComposition({ identifier: 'other' });
const entry = (work: CompositionSummary, position: number) => ({
  composition: compositionRefTo(work),
  performance: buildPerformance({ composition_id: work.id, position }),
});
const program = buildProgramDetail({ identifier: 'autumn', composition_performances: [entry(elegy, 0)] });
const list = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

/** A draft catalogue as the API answers it. */
const answers = new Map<string, unknown>([
  [
    '/api/2/combined/',
    {
      compositions: [symphony, elegy, other],
      people: [composer],
      programs: [buildProgram({ identifier: 'autumn' }), buildProgram({ identifier: 'no-detail' })],
    },
  ],
  ['/api/2/compositions/symphony-1/', buildCompositionDetail({ ...symphony })],
  ['/api/2/programs/autumn/', program],
  ['/api/2/live_streams/', list([buildLiveStream({ identifier: 'gala' })])],
  ['/api/2/media_features/', list([buildMediaFeature({ identifier: 'interview' })])],
  ['/api/2/curated_collections/', list([buildCollection({ identifier: 'firsts' })])],
  ['/api/2/home_content/', list([buildHomeContent()])],
]);
const { readApi } = answersReader(answers);

describe('the pages a preview draws', () => {
  it('read a composition’s detail', async () => {
    expect((await compositionPage(readApi, 'symphony-1'))?.work.identifier).toBe('symphony-1');
    expect(await compositionPage(readApi, 'elegy')).toBeUndefined();
  });

  it('draw each page of a person’s works in a role they have a page in, and none beyond the last', async () => {
    const page = await personPage(readApi, 'composer', 'florence-price', 1);
    expect(page).toMatchObject({ kind: 'person', role: 'composer', otherRoles: [] });
    expect(page?.works).toMatchObject({
      number: 1,
      pageCount: 2,
      total: 2,
      nextPath: '/compositions/composer/florence-price/page/2',
    });
    expect((await personPage(readApi, 'composer', 'florence-price', 1, 2))?.works).toMatchObject({
      number: 2,
      prevPath: '/compositions/composer/florence-price',
      nextPath: null,
    });
    expect(await personPage(readApi, 'composer', 'florence-price', 1, 3)).toBeUndefined();
    expect(await personPage(readApi, 'composer', 'florence-price', 100, 2)).toBeUndefined();
    expect(await personPage(readApi, 'conductor', 'florence-price', 100)).toBeUndefined();
    expect(await personPage(readApi, 'composer', 'nobody', 100)).toBeUndefined();
  });

  it('hand a concert the summaries of the works it plays', async () => {
    const page = await concertPage(readApi, 'autumn');
    expect(page?.program.identifier).toBe('autumn');
    expect(page?.summaries.map((work) => work.identifier)).toEqual(['elegy']);
    expect(await concertPage(readApi, 'no-detail')).toBeUndefined();
  });

  it('find live streams, features and collections in their lists', async () => {
    expect((await liveStreamPage(readApi, 'gala'))?.stream.identifier).toBe('gala');
    expect((await featurePage(readApi, 'interview'))?.feature.identifier).toBe('interview');
    expect((await collectionPage(readApi, 'firsts'))?.collection.identifier).toBe('firsts');
    expect(await liveStreamPage(readApi, 'interview')).toBeUndefined();
    expect(await featurePage(readApi, 'gala')).toBeUndefined();
    expect(await collectionPage(readApi, 'gala')).toBeUndefined();
  });

  it('draw the home page from the lists and the newest programs’ details, one without a detail left out', async () => {
    const home = await homePage(readApi);
    expect(home.catalogue.compositions).toHaveLength(3);
    expect(home.homeContent).toHaveLength(1);
    expect(home.collections.map((c) => c.identifier)).toEqual(['firsts']);
    expect(home.recentPrograms.map((p) => p.identifier)).toEqual(['autumn']);
  });
});
