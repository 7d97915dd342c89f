import { beforeAll, describe, expect, it } from 'vitest';
import { demoCatalog } from '../../../../../server/seed/demo-catalog.ts';
import { importCatalog } from '../../../../../server/src/catalog/import-catalog.ts';
import { loadSnapshot } from '../../../../../server/src/catalog/load-snapshot.ts';
import { combinedAnswer } from '../../../../../server/src/catalog/read-combined.ts';
import { readContext } from '../../../../../server/src/catalog/read-context.ts';
import { migrate } from '../../../../../server/src/db/migrate.ts';
import { openDatabase } from '../../../../../server/src/db/open-database.ts';
import { CombinedSchema } from '../../../../../src/lib/api/combined.ts';
import { createSearchIndex } from '../../../../../src/features/search/lib/build-search-index.ts';
import type { SearchIndex } from '../../../../../src/features/search/lib/search-index.ts';
import { search, type SearchResults } from '../../../../../src/features/search/lib/search.ts';

type Section = 'artists' | 'compositions' | 'programs';

/**
 * Real-world queries, as listeners type them, with the first result they expect in the section
 * they would look at, over the demo catalogue as the API answers it.
 */
const QUERIES: [query: string, section: Section, first: string][] = [
  ['beethoven', 'artists', 'ludwig-van-beethoven'],
  ['Beethovn', 'artists', 'ludwig-van-beethoven'],
  ['mozart', 'artists', 'wolfgang-amadeus-mozart'],
  ['Tchaikovksy', 'artists', 'pyotr-ilyich-tchaikovsky'],
  ['dvorak', 'artists', 'antonin-dvorak'],
  ['Dvořák', 'artists', 'antonin-dvorak'],
  ['janacek', 'artists', 'leos-janacek'],
  ['saint-saens', 'artists', 'camille-saint-saens'],
  ['Händel', 'artists', 'george-frideric-handel'],
  ['haydn', 'artists', 'joseph-haydn'],
  ['mendelssohn', 'artists', 'felix-mendelssohn'],
  ['schubert', 'artists', 'franz-schubert'],
  ['bach', 'artists', 'johann-sebastian-bach'],
  ['stravinsky', 'artists', 'igor-stravinsky'],
  ['copland', 'artists', 'aaron-copland'],
  ['bartok', 'artists', 'bela-bartok'],
  ['eroica', 'compositions', 'beethoven-symphony-3'],
  ['jupiter', 'compositions', 'mozart-symphony-41'],
  ['symphony no. 5', 'compositions', 'beethoven-symphony-5'],
  ['symphony #5', 'compositions', 'beethoven-symphony-5'],
  ['BWV 1048', 'compositions', 'bach-brandenburg-3'],
  ['bwv1048', 'compositions', 'bach-brandenburg-3'],
  ['K. 550', 'compositions', 'mozart-symphony-40'],
  ['KV 550', 'compositions', 'mozart-symphony-40'],
  ['k550', 'compositions', 'mozart-symphony-40'],
  ['K525', 'compositions', 'mozart-eine-kleine-nachtmusik'],
  ['op. 55', 'compositions', 'beethoven-symphony-3'],
  ['op.55', 'compositions', 'beethoven-symphony-3'],
  ['Hob. I:101', 'compositions', 'haydn-symphony-101'],
  ['hob i 101', 'compositions', 'haydn-symphony-101'],
  ['RV 315', 'compositions', 'vivaldi-summer'],
  ['D. 759', 'compositions', 'schubert-symphony-8'],
  ['d759', 'compositions', 'schubert-symphony-8'],
  ['Op. 26', 'compositions', 'mendelssohn-hebrides'],
  ['hebrides', 'compositions', 'mendelssohn-hebrides'],
  ['Fingal', 'compositions', 'mendelssohn-hebrides'],
  ['unfinished', 'compositions', 'schubert-symphony-8'],
  ['pastoral', 'compositions', 'beethoven-symphony-6'],
  ['clock symphony', 'compositions', 'haydn-symphony-101'],
  ['eine kleine', 'compositions', 'mozart-eine-kleine-nachtmusik'],
  ['grieg holberg', 'compositions', 'grieg-holberg-suite'],
  ['brahms violin', 'compositions', 'brahms-violin-concerto'],
  ['brandenburg', 'programs', 'the-brandenburg-concertos'],
  ['mendelssohn', 'programs', 'mendelssohns-italian'],
];

describe('real-world queries over the demo catalogue', () => {
  let index: SearchIndex;
  beforeAll(async () => {
    const db = openDatabase(':memory:');
    await migrate(db);
    await importCatalog(db, demoCatalog(new Date('2026-11-21T12:00:00Z')));
    index = createSearchIndex(CombinedSchema.parse(combinedAnswer(readContext(await loadSnapshot(db)))));
    await db.close();
  });

  it('has at least 40 queries', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(QUERIES)('%s → first in %s: %s', (query, section, first) => {
    const results: SearchResults = search(index, query);
    expect(results[section][0]?.identifier).toBe(first);
  });
});

describe('ranking over the demo catalogue', () => {
  let index: SearchIndex;
  beforeAll(async () => {
    const db = openDatabase(':memory:');
    await migrate(db);
    await importCatalog(db, demoCatalog(new Date('2026-11-21T12:00:00Z')));
    index = createSearchIndex(CombinedSchema.parse(combinedAnswer(readContext(await loadSnapshot(db)))));
    await db.close();
  });
  const ids = (results: SearchResults) => results.compositions.map((hit) => hit.identifier);

  it("'beethoven' lists every Beethoven work, the Eroica included, in opus order", () => {
    const results = search(index, 'beethoven');
    const works = ids(results);
    expect(results.totals.compositions).toBe(works.length);
    expect(works.length).toBeGreaterThan(10);
    expect(works.every((id) => id.startsWith('beethoven-'))).toBe(true);
    expect(works.slice(0, 3)).toEqual(['beethoven-symphony-1', 'beethoven-symphony-2', 'beethoven-piano-concerto-3']);
    expect(works.indexOf('beethoven-symphony-3')).toBeLessThan(works.indexOf('beethoven-symphony-5'));
  });

  it("'BWV' alone lists Bach’s numbered works in BWV order, 'BWV 1048' finds the one", () => {
    const works = ids(search(index, 'BWV'));
    expect(works.length).toBeGreaterThan(3);
    expect(works.every((id) => id.startsWith('bach-'))).toBe(true);
    expect(works.indexOf('bach-brandenburg-1')).toBeLessThan(works.indexOf('bach-brandenburg-3'));
    expect(ids(search(index, 'BWV 1048'))[0]).toBe('bach-brandenburg-3');
  });

  it("'KV.' lists Mozart’s works; 'Beethoven Op.' his numbered works", () => {
    expect(ids(search(index, 'KV.')).every((id) => id.startsWith('mozart-'))).toBe(true);
    expect(ids(search(index, 'Beethoven Op.')).every((id) => id.startsWith('beethoven-'))).toBe(true);
  });

  it('puts a title match before the works of a composer of the same name', () => {
    const rules = search(index, 'bach').compositions.map((hit) => hit.rule);
    expect(rules[0]).toBe('spec');
    expect(rules.slice(1).every((rule) => rule === 'composer')).toBe(true);
  });
});
