import type { CatalogProblem } from './catalog-import-error.ts';
import type { CatalogDocument } from './import-schema.ts';

type LiveStream = CatalogDocument['live_streams'][number];

/** Reports every key that occurs more than once in a list. */
export function findDuplicates<T>(
  items: readonly T[],
  entity: string,
  field: string,
  key: (item: T) => string,
): CatalogProblem[] {
  const seen = new Set<string>();
  const problems: CatalogProblem[] = [];
  for (const item of items) {
    const value = key(item);
    if (seen.has(value)) problems.push({ entity, identifier: value, message: `duplicate ${field} '${value}'` });
    seen.add(value);
  }
  return problems;
}

/** A reference checker: reports `field 'value' does not exist` when the value is not known. */
function referenceCheck(problems: CatalogProblem[]) {
  return (entity: string, identifier: string, field: string, value: string | null, known: ReadonlySet<string>) => {
    if (value !== null && !known.has(value)) {
      problems.push({ entity, identifier, message: `${field} '${value}' does not exist` });
    }
  };
}

function uniqueKeys(doc: CatalogDocument): CatalogProblem[] {
  const perf = doc.performances;
  return [
    ...findDuplicates(doc.categories, 'category', 'identifier', (c) => `${c.kind}:${c.identifier}`),
    ...findDuplicates(doc.people, 'person', 'identifier', (p) => p.identifier),
    ...findDuplicates(doc.compositions, 'composition', 'identifier', (c) => c.identifier),
    ...findDuplicates(doc.programs, 'program', 'identifier', (p) => p.identifier),
    ...findDuplicates(doc.programs, 'program', 'uuid', (p) => p.uuid),
    ...findDuplicates(perf, 'performance', 'uuid', (p) => p.uuid),
    ...findDuplicates(
      perf.flatMap((p) => p.recordings),
      'recording',
      'uuid',
      (r) => r.uuid,
    ),
    ...findDuplicates(doc.feature_categories, 'feature category', 'identifier', (c) => c.identifier),
    ...findDuplicates(doc.media_features, 'media feature', 'identifier', (f) => f.identifier),
    ...findDuplicates(doc.media_features, 'media feature', 'uuid', (f) => f.uuid),
    ...findDuplicates(doc.curated_collections, 'curated collection', 'identifier', (c) => c.identifier),
    ...findDuplicates(doc.curated_collections, 'curated collection', 'uuid', (c) => c.uuid),
    ...findDuplicates(doc.home_content, 'home content', 'identifier', (h) => h.identifier),
  ];
}

/** Checks the live streams: unique keys, and programs that exist. */
export function checkLiveStreams(streams: readonly LiveStream[], programs: ReadonlySet<string>): CatalogProblem[] {
  const problems = [
    ...findDuplicates(streams, 'live stream', 'identifier', (s) => s.identifier),
    ...findDuplicates(streams, 'live stream', 'uuid', (s) => s.uuid),
  ];
  const check = referenceCheck(problems);
  for (const s of streams) check('live stream', s.identifier, 'program', s.program, programs);
  return problems;
}

function checkPeopleAndWorks(doc: CatalogDocument, check: ReturnType<typeof referenceCheck>): void {
  const ofKind = (kind: string) => new Set(doc.categories.filter((c) => c.kind === kind).map((c) => c.identifier));
  const nationalities = ofKind('nationality');
  const genres = ofKind('genre');
  const people = new Set(doc.people.map((p) => p.identifier));
  for (const p of doc.people) check('person', p.identifier, 'country', p.country, nationalities);
  for (const c of doc.compositions) {
    check('composition', c.identifier, 'composer', c.composer, people);
    check('composition', c.identifier, 'arranger', c.arranger, people);
    for (const g of c.genres) check('composition', c.identifier, 'genre', g, genres);
  }
}

function checkPerformances(doc: CatalogDocument, check: ReturnType<typeof referenceCheck>): CatalogProblem[] {
  const people = new Set(doc.people.map((p) => p.identifier));
  const compositions = new Set(doc.compositions.map((c) => c.identifier));
  const programs = new Set(doc.programs.map((p) => p.identifier));
  const problems: CatalogProblem[] = [];
  for (const p of doc.performances) {
    check('performance', p.uuid, 'composition', p.composition, compositions);
    check('performance', p.uuid, 'program', p.program, programs);
    check('performance', p.uuid, 'conductor', p.conductor, people);
    for (const a of p.featured_artists) check('performance', p.uuid, 'featured artist', a.artist, people);
    const dupes = findDuplicates(p.featured_artists, 'performance', 'featured artist', (a) => a.artist);
    problems.push(...dupes.map((problem) => ({ ...problem, identifier: p.uuid })));
  }
  return problems;
}

function checkPrograms(doc: CatalogDocument, check: ReturnType<typeof referenceCheck>): CatalogProblem[] {
  const features = new Set(doc.media_features.map((f) => f.identifier));
  const problems: CatalogProblem[] = [];
  for (const p of doc.programs) {
    if (Date.parse(p.end_date_time) < Date.parse(p.start_date_time)) {
      problems.push({
        entity: 'program',
        identifier: p.identifier,
        message: 'end_date_time is before start_date_time',
      });
    }
    for (const r of p.related_media_features) {
      check('program', p.identifier, 'media feature', r.media_feature, features);
    }
    const related = findDuplicates(
      p.related_media_features,
      'program',
      'related media feature',
      (r) => r.media_feature,
    );
    problems.push(...related.map((problem) => ({ ...problem, identifier: p.identifier })));
  }
  return problems;
}

/** Reports feature categories whose parent is missing or whose parents loop. */
function checkFeatureCategories(doc: CatalogDocument, check: ReturnType<typeof referenceCheck>): CatalogProblem[] {
  const parents = new Map(doc.feature_categories.map((c) => [c.identifier, c.parent]));
  const known = new Set(parents.keys());
  const problems: CatalogProblem[] = [];
  for (const c of doc.feature_categories) {
    check('feature category', c.identifier, 'parent', c.parent, known);
    const seen = new Set([c.identifier]);
    for (let p: string | null | undefined = c.parent; p !== null && p !== undefined; p = parents.get(p)) {
      if (seen.has(p)) {
        problems.push({ entity: 'feature category', identifier: c.identifier, message: 'its parents form a loop' });
        break;
      }
      seen.add(p);
    }
  }
  for (const f of doc.media_features) check('media feature', f.identifier, 'category', f.category, known);
  return problems;
}

function checkCollectionsAndHome(doc: CatalogDocument, check: ReturnType<typeof referenceCheck>): void {
  const performances = new Set(doc.performances.map((p) => p.uuid));
  const collections = new Set(doc.curated_collections.map((c) => c.identifier));
  for (const c of doc.curated_collections) {
    for (const item of c.items) {
      check('curated collection', c.identifier, 'performance', item.performance, performances);
    }
  }
  for (const h of doc.home_content) {
    check('home content', h.identifier, 'performance', h.performance, performances);
    check('home content', h.identifier, 'curated_collection', h.curated_collection, collections);
  }
}

/**
 * Every problem of referential integrity in a valid document: duplicate keys, references to
 * identifiers or uuids it does not hold, loops of feature categories, programs ending before
 * they start. Empty when the document can be imported.
 */
export function checkReferences(doc: CatalogDocument): CatalogProblem[] {
  const problems = uniqueKeys(doc);
  const check = referenceCheck(problems);
  checkPeopleAndWorks(doc, check);
  problems.push(...checkPerformances(doc, check));
  problems.push(...checkPrograms(doc, check));
  problems.push(...checkFeatureCategories(doc, check));
  checkCollectionsAndHome(doc, check);
  problems.push(...checkLiveStreams(doc.live_streams, new Set(doc.programs.map((p) => p.identifier))));
  return problems;
}
