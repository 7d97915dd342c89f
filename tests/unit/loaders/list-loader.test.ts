import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  curatedCollectionsLoader,
  homeContentLoader,
  liveStreamsLoader,
  listResults,
  mediaFeaturesLoader,
} from '../../../src/loaders/list-loader.ts';
import { ApiAnswerError, ApiUnavailableError } from '../../../src/loaders/loader-errors.ts';
import { storedData } from './support/fake-loader-context.ts';
import { startLoaderHarness, warningsOf, type LoaderHarness } from './support/loader-harness.ts';

let harness: LoaderHarness;

beforeEach(async () => {
  harness = await startLoaderHarness();
});
afterEach(() => harness.close());

const LISTS = [
  { name: 'liveStreams', path: '/api/2/live_streams/', factory: liveStreamsLoader },
  { name: 'mediaFeatures', path: '/api/2/media_features/', factory: mediaFeaturesLoader },
  { name: 'curatedCollections', path: '/api/2/curated_collections/', factory: curatedCollectionsLoader },
  { name: 'homeContent', path: '/api/2/home_content/', factory: homeContentLoader },
] as const;

function loadAll() {
  const options = harness.options();
  return Promise.all(LISTS.map(({ name, factory }) => harness.load(factory(options), name)));
}

describe('list answers', () => {
  it('are read as a results page or as a bare array', () => {
    expect(listResults({ count: 1, next: null, previous: null, results: [1] })).toEqual([1]);
    expect(listResults([1, 2])).toEqual([1, 2]);
    expect(listResults({ items: [] })).toBeUndefined();
    expect(listResults('[]')).toBeUndefined();
  });
});

describe('the list loaders', () => {
  it('store every record of the four lists, results pages and arrays alike', async () => {
    await loadAll();
    expect(LISTS.map(({ name }) => [...harness.collection(name).entries.keys()])).toEqual([
      ['live-00', 'live-01'],
      ['feature-00', 'feature-01'],
      ['collection-00', 'collection-01'],
      ['home-headline', 'home-video'],
    ]);
  });

  it('sanitise every HTML field, nested ones included, before the store', async () => {
    const answered = JSON.stringify(LISTS.map(({ path }) => harness.api.answers.get(path)));
    expect(answered.match(/pwned/g)?.length).toBeGreaterThan(10);
    await loadAll();
    const stored = JSON.stringify(LISTS.map(({ name }) => storedData(harness.collection(name))));
    for (const hostile of ['pwned', '<script', 'onerror', 'javascript:', '<svg', '<math', '<iframe', '<style']) {
      expect(stored).not.toContain(hostile);
    }
    const collection = harness.collection('curatedCollections').entries.get('collection-00')?.data;
    expect(JSON.stringify(collection)).toContain('<p>');
  });

  it('keep every store as it is on a rebuild with no change', async () => {
    await loadAll();
    const writes = LISTS.map(({ name }) => harness.collection(name).storeWrites);
    harness.newBuild();
    await loadAll();
    // The host declares nothing: its manifest answers 404.
    expect(harness.api.requests.map((request) => request.status)).toEqual([404, 304, 304, 304, 304]);
    expect(LISTS.map(({ name }) => harness.collection(name).storeWrites)).toEqual(writes);
  });

  it('refuse a body that is not a list', async () => {
    harness.api.answers.set('/api/2/media_features/', { detail: 'Maintenance' });
    await expect(harness.load(mediaFeaturesLoader(harness.options()), 'mediaFeatures')).rejects.toBeInstanceOf(
      ApiAnswerError,
    );
  });

  it('skip and log one malformed record in a tiny list, publishing the rest', async () => {
    const page = harness.api.answers.get('/api/2/live_streams/') as { results: Record<string, unknown>[] };
    page.results[1] = { ...page.results[1], uuid: 'not-a-uuid' };
    await harness.load(liveStreamsLoader(harness.options()), 'liveStreams');
    expect(warningsOf(harness.log)).toEqual([
      expect.stringMatching(/^Skipped malformed live stream "live-01": uuid: /),
    ]);
    expect([...harness.collection('liveStreams').entries.keys()]).toEqual(['live-00']);
  });

  it('publish nine live streams of ten with one malformed, and refuse two malformed', async () => {
    const page = harness.api.answers.get('/api/2/live_streams/') as { results: Record<string, unknown>[] };
    const [first] = page.results;
    page.results = Array.from({ length: 10 }, (_, n) => ({
      ...first,
      identifier: `live-${n}`,
      uuid: `00000000-0000-4000-9000-0000000001${String(n).padStart(2, '0')}`,
    }));
    page.results[3] = { ...page.results[3], uuid: 'not-a-uuid' };
    await harness.load(liveStreamsLoader(harness.options()), 'liveStreams');
    expect(harness.collection('liveStreams').entries.size).toBe(9);
    page.results[7] = { ...page.results[7], uuid: 'not-a-uuid' };
    harness.newBuild();
    await expect(harness.load(liveStreamsLoader(harness.options()), 'liveStreams')).rejects.toThrow(
      '2 of 10 liveStreams records are malformed, more than the 1 a build tolerates (5 %, and at least one)',
    );
  });

  it('fail on a connection reset mid-body that persists, leaving the store as it was', async () => {
    await loadAll();
    const before = storedData(harness.collection('homeContent'));
    harness.api.fail('/api/2/home_content/', { kind: 'reset-mid-body' });
    harness.api.answers.set('/api/2/home_content/', []);
    harness.newBuild();
    await expect(harness.load(homeContentLoader(harness.options()), 'homeContent')).rejects.toBeInstanceOf(
      ApiUnavailableError,
    );
    expect(storedData(harness.collection('homeContent'))).toEqual(before);
  });

  it('fail on truncated JSON, leaving the store as it was', async () => {
    await loadAll();
    const before = storedData(harness.collection('curatedCollections'));
    harness.api.fail('/api/2/curated_collections/', { kind: 'truncated-json' });
    harness.newBuild();
    await expect(harness.load(curatedCollectionsLoader(harness.options()), 'curatedCollections')).rejects.toThrow(
      /not complete JSON/,
    );
    expect(storedData(harness.collection('curatedCollections'))).toEqual(before);
  });
});
