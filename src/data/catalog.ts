import { readFileSync } from 'node:fs';
import { getCollection } from 'astro:content';
import type {
  Combined,
  CompositionDetail,
  CompositionSummary,
  CuratedCollection,
  HomeContent,
  LiveStream,
  MediaFeature,
  Person,
  ProgramDetail,
  ProgramSummary,
} from '#lib/api/contract.ts';
import { DetailStubSchema, type DetailStub } from '../loaders/detail-files.ts';
import { CatalogueLoadError } from '../loaders/loader-errors.ts';

/**
 * The one module pages read the catalogue through. Each collection is queried once per build
 * (every call in dev, where the store can change under a running server); the detail
 * collections are indexed by identifier. Data comes in the API's order, validated against the /api/2 contract, with its HTML
 * fields already sanitised by the loaders; sort with src/lib/catalog.
 */

/** An entity with the digest of its stored data, from which its pages' cache keys are made (src/data/page-cache-key.ts). */
export interface Digested<T> {
  readonly identifier: string;
  readonly data: T;
  /** Changes whenever the entity's data changes (a content hash, not a version). */
  readonly digest: string;
}

interface Table<T> {
  entries: readonly Digested<T>[];
}

/** A value computed once per build (every call in dev, where the store can change under a running server). */
export function memo<T>(compute: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => (import.meta.env.DEV ? compute() : (cached ??= compute()));
}

/** A collection's entries with their identifiers and digests, in the API's order. */
function indexed<T>(name: string, collection: readonly { id: string; data: T; digest?: string | number }[]): Table<T> {
  const entries = collection.map((entry) => {
    // Every loader sets a digest; without one, incremental builds would keep stale pages.
    if (entry.digest === undefined) throw new CatalogueLoadError(`${name} entry "${entry.id}" has no digest`);
    return { identifier: entry.id, data: entry.data, digest: String(entry.digest) };
  });
  return { entries };
}

const compositionsTable = memo(async () => indexed('compositions', await getCollection('compositions')));
const peopleTable = memo(async () => indexed('people', await getCollection('people')));
const programsTable = memo(async () => indexed('programs', await getCollection('programs')));
const compositionDetailsTable = memo(async () =>
  indexed('compositionDetails', await getCollection('compositionDetails')),
);
const programDetailsTable = memo(async () => indexed('programDetails', await getCollection('programDetails')));
const liveStreamsTable = memo(async () => indexed('liveStreams', await getCollection('liveStreams')));
const mediaFeaturesTable = memo(async () => indexed('mediaFeatures', await getCollection('mediaFeatures')));
const curatedCollectionsTable = memo(async () =>
  indexed('curatedCollections', await getCollection('curatedCollections')),
);
const homeContentTable = memo(async () => indexed('homeContent', await getCollection('homeContent')));

const dataOf = <T>(entries: readonly Digested<T>[]): T[] => entries.map((entry) => entry.data);

/** What `/combined/` answered: every composition summary, person and program summary. */
export const combined = memo(async (): Promise<Combined> => {
  const [compositions, people, programs] = await Promise.all([compositionsTable(), peopleTable(), programsTable()]);
  return {
    compositions: dataOf(compositions.entries),
    people: dataOf(people.entries),
    programs: dataOf(programs.entries),
  };
});

/** Every entry of `combined()`, with digests: what the lists drawn from all of it show. */
export const allCombined = async (): Promise<readonly Digested<unknown>[]> =>
  (await Promise.all([compositionsTable(), peopleTable(), programsTable()])).flatMap(
    (table): readonly Digested<unknown>[] => table.entries,
  );

/** Every composition summary, with digests. */
export const allCompositions = async (): Promise<readonly Digested<CompositionSummary>[]> =>
  (await compositionsTable()).entries;

/** Every person, with digests. */
export const allPeople = async (): Promise<readonly Digested<Person>[]> => (await peopleTable()).entries;

/** Every program summary, with digests. */
export const allPrograms = async (): Promise<readonly Digested<ProgramSummary>[]> => (await programsTable()).entries;

/** A detail entity as the store holds it: where its record is, with the record's digest. */
export interface DetailEntry {
  readonly identifier: string;
  readonly digest: string;
  readonly stub: DetailStub;
}

function stubsOf(entries: readonly Digested<unknown>[], name: string): DetailEntry[] {
  return entries.map((entry) => {
    const stub = DetailStubSchema.safeParse(entry.data);
    if (!stub.success) throw new CatalogueLoadError(`${name} entry "${entry.identifier}" is not a detail stub`);
    return { identifier: entry.identifier, digest: entry.digest, stub: stub.data };
  });
}

/**
 * One record of a detail collection, read from its file (src/loaders/detail-files.ts) at once
 * rather than through the event loop: the promise API's four trips through the thread pool
 * (open, stat, read, close) cost more than the reading for thousands of small files, and
 * `getStaticPaths` reads every record before any page renders (figures: docs/benchmarks.md). A
 * file the store names but the cache lost fails the build: its page would be wrong.
 */
function readDetailNow(entry: DetailEntry, name: string): unknown {
  try {
    return JSON.parse(readFileSync(entry.stub.file, 'utf8')) as unknown;
  } catch (error) {
    throw new CatalogueLoadError(`${name} "${entry.identifier}" could not be read from ${entry.stub.file}`, {
      cause: error,
    });
  }
}

/** A composition's detail record, read at once (see readDetailNow). */
export const compositionDetailNow = (entry: DetailEntry): CompositionDetail =>
  readDetailNow(entry, 'composition detail') as CompositionDetail;

/** A program's detail record, read at once (see readDetailNow). */
export const programDetailNow = (entry: DetailEntry): ProgramDetail =>
  readDetailNow(entry, 'program detail') as ProgramDetail;

/** A detail collection's stubs, in the API's order and by identifier. */
const detailIndex = (table: () => Promise<Table<unknown>>, name: string) =>
  memo(async () => {
    const stubs = stubsOf((await table()).entries, name);
    return { stubs, byIdentifier: new Map(stubs.map((entry) => [entry.identifier, entry])) };
  });
const compositionDetailEntries = detailIndex(compositionDetailsTable, 'compositionDetails');
const programDetailEntries = detailIndex(programDetailsTable, 'programDetails');

/** Every composition that has a detail page, with its record's digest: the composition pages' `getStaticPaths`. */
export const allCompositionDetails = async (): Promise<readonly DetailEntry[]> =>
  (await compositionDetailEntries()).stubs;

/** A composition's detail; undefined when it has none (unknown, or skipped as malformed). */
export const compositionDetail = async (identifier: string): Promise<CompositionDetail | undefined> => {
  const entry = (await compositionDetailEntries()).byIdentifier.get(identifier);
  return entry === undefined ? undefined : compositionDetailNow(entry);
};

/** Every program with a detail, its record's digest and its compositions' ids: the concert pages' `getStaticPaths`. */
export const allProgramDetails = async (): Promise<readonly DetailEntry[]> => (await programDetailEntries()).stubs;

/** A program's detail; undefined when it has none. */
export const programDetail = async (identifier: string): Promise<ProgramDetail | undefined> => {
  const entry = (await programDetailEntries()).byIdentifier.get(identifier);
  return entry === undefined ? undefined : programDetailNow(entry);
};

/** Every live stream, unlisted and sample ones included: their state is the browser's to decide. */
export const liveStreams = async (): Promise<readonly LiveStream[]> => dataOf((await liveStreamsTable()).entries);

/** Every live stream, with digests. */
export const allLiveStreams = async (): Promise<readonly Digested<LiveStream>[]> => (await liveStreamsTable()).entries;

/** Every media feature. */
export const mediaFeatures = async (): Promise<readonly MediaFeature[]> => dataOf((await mediaFeaturesTable()).entries);

/** Every media feature, with digests. */
export const allMediaFeatures = async (): Promise<readonly Digested<MediaFeature>[]> =>
  (await mediaFeaturesTable()).entries;

/** Every curated collection with its items. */
export const curatedCollections = async (): Promise<readonly CuratedCollection[]> =>
  dataOf((await curatedCollectionsTable()).entries);

/** Every curated collection, with digests. */
export const allCuratedCollections = async (): Promise<readonly Digested<CuratedCollection>[]> =>
  (await curatedCollectionsTable()).entries;

/** The home page's blocks, with digests. */
export const allHomeContent = async (): Promise<readonly Digested<HomeContent>[]> => (await homeContentTable()).entries;

/** The home page's blocks (headline, video). */
export const homeContent = async (): Promise<readonly HomeContent[]> => dataOf(await allHomeContent());
