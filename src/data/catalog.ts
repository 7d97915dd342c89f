import { readFileSync } from 'node:fs';
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import type {
  Combined,
  CompositionDetail,
  CompositionSummary,
  CuratedCollection,
  HomeContent,
  IdentifierRedirect,
  LiveStream,
  MediaFeature,
  Person,
  ProgramDetail,
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

/** A value computed once per build (every call in dev, where the store can change under a running server). */
export function memo<T>(compute: () => Promise<T>): () => Promise<T> {
  let cached: Promise<T> | undefined;
  return () => (import.meta.env.DEV ? compute() : (cached ??= compute()));
}

/** A collection's entries with their identifiers and digests, in the API's order. */
function indexed<T>(
  name: string,
  collection: readonly { id: string; data: T; digest?: string | number }[],
): Digested<T>[] {
  return collection.map((entry) => {
    // Every loader sets a digest; without one, incremental builds would keep stale pages.
    if (entry.digest === undefined) throw new CatalogueLoadError(`${name} entry "${entry.id}" has no digest`);
    return { identifier: entry.id, data: entry.data, digest: String(entry.digest) };
  });
}

/** The data of an entry of a catalogue collection (src/content.config.ts). */
export type CollectionData<C extends CollectionKey> = CollectionEntry<C>['data'];

const tables = new Map<CollectionKey, () => Promise<readonly Digested<unknown>[]>>();

/**
 * Every entry of a catalogue collection, with digests, in the API's order: the collection is
 * queried once per build (every call in dev).
 */
export async function entriesOf<C extends CollectionKey>(
  collection: C,
): Promise<readonly Digested<CollectionData<C>>[]> {
  let table = tables.get(collection);
  if (table === undefined) {
    table = memo(async () => indexed<unknown>(collection, await getCollection(collection)));
    tables.set(collection, table);
  }
  // Each key holds its own collection's table, which one value type for the whole Map cannot say.
  return (await table()) as readonly Digested<CollectionData<C>>[];
}

const dataOf = <T>(entries: readonly Digested<T>[]): T[] => entries.map((entry) => entry.data);

/** What `/combined/` answered: every composition summary, person and program summary. */
export const combined = memo(async (): Promise<Combined> => {
  const [compositions, people, programs] = await Promise.all([
    entriesOf('compositions'),
    entriesOf('people'),
    entriesOf('programs'),
  ]);
  return { compositions: dataOf(compositions), people: dataOf(people), programs: dataOf(programs) };
});

/** Every composition summary, with digests. */
export const allCompositions = (): Promise<readonly Digested<CompositionSummary>[]> => entriesOf('compositions');

/** Every person, with digests. */
export const allPeople = (): Promise<readonly Digested<Person>[]> => entriesOf('people');

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
const detailIndex = (collection: 'compositionDetails' | 'programDetails') =>
  memo(async () => {
    const stubs = stubsOf(await entriesOf(collection), collection);
    return { stubs, byIdentifier: new Map(stubs.map((entry) => [entry.identifier, entry])) };
  });
const compositionDetailEntries = detailIndex('compositionDetails');
const programDetailEntries = detailIndex('programDetails');

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
export const liveStreams = async (): Promise<readonly LiveStream[]> => dataOf(await entriesOf('liveStreams'));

/** Every live stream, with digests. */
export const allLiveStreams = (): Promise<readonly Digested<LiveStream>[]> => entriesOf('liveStreams');

/** Every media feature. */
export const mediaFeatures = async (): Promise<readonly MediaFeature[]> => dataOf(await entriesOf('mediaFeatures'));

/** Every media feature, with digests. */
export const allMediaFeatures = (): Promise<readonly Digested<MediaFeature>[]> => entriesOf('mediaFeatures');

/** Every curated collection with its items. */
export const curatedCollections = async (): Promise<readonly CuratedCollection[]> =>
  dataOf(await entriesOf('curatedCollections'));

/** Every curated collection, with digests. */
export const allCuratedCollections = (): Promise<readonly Digested<CuratedCollection>[]> =>
  entriesOf('curatedCollections');

/** The home page's blocks, with digests. */
export const allHomeContent = (): Promise<readonly Digested<HomeContent>[]> => entriesOf('homeContent');

/** The home page's blocks (headline, video). */
export const homeContent = async (): Promise<readonly HomeContent[]> => dataOf(await allHomeContent());

/** Every old identifier of a renamed record, with the identifier it has now (`/identifier_redirects/`). */
export const identifierRedirects = async (): Promise<readonly IdentifierRedirect[]> =>
  dataOf(await entriesOf('identifierRedirects'));
