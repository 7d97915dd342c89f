import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compositionsLoader, peopleLoader, programsLoader } from '../../../src/loaders/combined-loader.ts';
import { compositionDetailsLoader, programDetailsLoader } from '../../../src/loaders/detail-loader.ts';
import {
  curatedCollectionsLoader,
  homeContentLoader,
  liveStreamsLoader,
  mediaFeaturesLoader,
} from '../../../src/loaders/list-loader.ts';
import {
  ApiAnswerError,
  CatalogueChangedError,
  CollectionShrankError,
  DeclaredCountMismatchError,
} from '../../../src/loaders/loader-errors.ts';
import { storedData } from './support/fake-loader-context.ts';
import { startLoaderHarness, type LoaderHarness } from './support/loader-harness.ts';

/**
 * Pulls from a host that declares what it serves (`/catalog_manifest/`, and the catalogue
 * version on every answer): each list is checked against the declaration of its own version, so
 * an empty or smaller collection the host means to serve publishes and a list cut short does
 * not. From a host that declares nothing, the last good pull's size is still the guide.
 */

let harness: LoaderHarness;

beforeEach(async () => {
  harness = await startLoaderHarness();
  harness.api.declaration.declares = true;
});
afterEach(() => harness.close());

const MANIFEST = '/api/2/catalog_manifest/';
const LIVE_STREAMS = '/api/2/live_streams/';

const LISTS = [
  { name: 'liveStreams', path: LIVE_STREAMS, factory: liveStreamsLoader },
  { name: 'mediaFeatures', path: '/api/2/media_features/', factory: mediaFeaturesLoader },
  { name: 'curatedCollections', path: '/api/2/curated_collections/', factory: curatedCollectionsLoader },
  { name: 'homeContent', path: '/api/2/home_content/', factory: homeContentLoader },
] as const;

const COMBINED = [
  { name: 'compositions', factory: compositionsLoader },
  { name: 'people', factory: peopleLoader },
  { name: 'programs', factory: programsLoader },
  { name: 'compositionDetails', factory: compositionDetailsLoader },
  { name: 'programDetails', factory: programDetailsLoader },
] as const;

const loadLists = () => Promise.all(LISTS.map(({ name, factory }) => harness.load(factory(harness.options()), name)));
const loadCombined = () =>
  Promise.all(COMBINED.map(({ name, factory }) => harness.load(factory(harness.options()), name)));
const loadLiveStreams = () => harness.load(liveStreamsLoader(harness.options()), 'liveStreams');
const liveStreams = () => harness.collection('liveStreams');

/** The live streams answer's records. */
const liveStreamRecords = () =>
  (harness.api.answers.get(LIVE_STREAMS) as { results: Record<string, unknown>[] }).results;

/** Sets the live streams answer to `count` valid streams. */
function serveLiveStreams(count: number): void {
  const [first] = liveStreamRecords();
  const page = harness.api.answers.get(LIVE_STREAMS) as { results: unknown[] };
  page.results = Array.from({ length: count }, (_, n) => ({
    ...first,
    identifier: `live-${n}`,
    uuid: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  }));
}

/** A new build after the host published a new catalogue version. */
function publish(): void {
  harness.api.declaration.version += 1;
  harness.newBuild();
}

describe('a pull from a host that declares what it serves', () => {
  it('publishes live streams, features, collections and home content emptied on purpose', async () => {
    await loadLists();
    for (const { path } of LISTS) harness.api.answers.set(path, { count: 0, next: null, previous: null, results: [] });
    publish();
    await loadLists();
    expect(LISTS.map(({ name }) => harness.collection(name).entries.size)).toEqual([0, 0, 0, 0]);
  });

  it('publishes compositions, people, programs and their details emptied on purpose', async () => {
    await loadCombined();
    harness.api.answers.set('/api/2/combined/', { compositions: [], people: [], programs: [] });
    publish();
    await loadCombined();
    expect(COMBINED.map(({ name }) => harness.collection(name).entries.size)).toEqual([0, 0, 0, 0, 0]);
  });

  it('publishes a collection cut to under half its last good size on purpose', async () => {
    serveLiveStreams(10);
    await loadLiveStreams();
    serveLiveStreams(4);
    publish();
    await loadLiveStreams();
    expect([...liveStreams().entries.keys()]).toEqual(['live-0', 'live-1', 'live-2', 'live-3']);
  });

  it('refuses a list cut short, naming the numbers, and leaves the store as it was', async () => {
    serveLiveStreams(150);
    await loadLiveStreams();
    const before = storedData(liveStreams());
    serveLiveStreams(100);
    harness.api.declaration.counts.live_streams = 200;
    publish();
    const failure = loadLiveStreams();
    await expect(failure).rejects.toBeInstanceOf(DeclaredCountMismatchError);
    await expect(failure).rejects.toThrow(
      'liveStreams: the host declared 200 records and sent 100; nothing was published',
    );
    expect(storedData(liveStreams())).toEqual(before);
  });

  it('refuses a list with more records than declared', async () => {
    harness.api.declaration.counts.media_features = 1;
    await expect(harness.load(mediaFeaturesLoader(harness.options()), 'mediaFeatures')).rejects.toThrow(
      'mediaFeatures: the host declared 1 records and sent 2; nothing was published',
    );
  });

  it('refuses /combined/ cut short, in its lists and in the details cut from it', async () => {
    harness.api.declaration.counts.programs = 8;
    const message = 'programs: the host declared 8 records and sent 4; nothing was published';
    await expect(harness.load(programsLoader(harness.options()), 'programs')).rejects.toThrow(message);
    await expect(harness.load(programDetailsLoader(harness.options()), 'programDetails')).rejects.toThrow(message);
  });

  it('asks for the declaration once, before the lists, and not for an unchanged list', async () => {
    await Promise.all([loadLists(), loadCombined()]);
    expect(harness.api.requests.filter((request) => request.path === MANIFEST)).toHaveLength(1);
    harness.newBuild();
    await loadLists();
    const [first, ...lists] = harness.api.requests;
    expect(first).toMatchObject({ path: MANIFEST, status: 200 });
    expect(lists.map((request) => request.status)).toEqual([304, 304, 304, 304]);
  });
});

describe('a pull during a publish', () => {
  it('checks a list published after the declaration against the declaration of its own version', async () => {
    await loadLiveStreams();
    harness.newBuild();
    // The catalogue now has no live stream: published between the manifest and the list.
    harness.api.beforeAnswer(LIVE_STREAMS, () => {
      harness.api.declaration.version += 1;
      liveStreamRecords().length = 0;
    });
    await loadLiveStreams();
    expect(liveStreams().entries.size).toBe(0);
    expect(harness.api.requests.map((request) => request.path)).toEqual([MANIFEST, LIVE_STREAMS, MANIFEST]);
  });

  it('refuses a list cut short that the older declaration would have let through', async () => {
    harness.api.beforeAnswer(LIVE_STREAMS, () => {
      harness.api.declaration.version += 1;
      harness.api.declaration.counts.live_streams = 3;
    });
    await expect(loadLiveStreams()).rejects.toThrow(
      'liveStreams: the host declared 3 records and sent 2; nothing was published',
    );
  });

  it('refuses, saying so, a list of an older version than the declaration', async () => {
    harness.api.declaration.version = 7;
    harness.api.beforeAnswer(LIVE_STREAMS, () => {
      harness.api.declaration.version = 6;
    });
    const failure = loadLiveStreams();
    await expect(failure).rejects.toBeInstanceOf(CatalogueChangedError);
    await expect(failure).rejects.toThrow(
      `liveStreams: ${harness.api.apiBase}/live_streams/ answered catalogue version 6 and the host now declares version 7: the catalogue changed during the pull; nothing was published, build again`,
    );
  });
});

describe('a pull from a host that declares nothing', () => {
  beforeEach(() => {
    harness.api.declaration.declares = false;
  });

  it('still refuses a list emptied since the last good pull, after finding no declaration', async () => {
    await loadLiveStreams();
    liveStreamRecords().length = 0;
    harness.newBuild();
    const failure = loadLiveStreams();
    await expect(failure).rejects.toBeInstanceOf(CollectionShrankError);
    await expect(failure).rejects.toThrow('liveStreams came back empty (last good pull: 2)');
    expect(harness.api.requests.map(({ path, status }) => [path, status])).toEqual([
      [MANIFEST, 404],
      [LIVE_STREAMS, 200],
    ]);
  });

  it('still refuses a list under half its last good size', async () => {
    serveLiveStreams(10);
    await loadLiveStreams();
    serveLiveStreams(4);
    harness.newBuild();
    await expect(loadLiveStreams()).rejects.toThrow(
      "liveStreams came back with 4 records, under half of the last good pull's 10",
    );
  });

  it('fails on a manifest that does not match the contract rather than guessing', async () => {
    harness.api.answers.set(MANIFEST, { version: 'latest', lists: {} });
    const failure = loadLiveStreams();
    await expect(failure).rejects.toBeInstanceOf(ApiAnswerError);
    await expect(failure).rejects.toThrow(
      /catalog_manifest\/ answered a catalogue manifest that does not match the contract \(version: /,
    );
  });
});
