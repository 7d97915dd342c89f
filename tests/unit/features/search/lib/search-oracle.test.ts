import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BAND, matchRow, prepareQuery } from '../../../../../src/features/search/lib/match-rules.ts';
import { specKey } from '../../../../../src/features/search/lib/normalize.ts';
import { createSearchIndex } from '../../../../../src/features/search/lib/build-search-index.ts';
import type { SearchRow, SearchSection } from '../../../../../src/features/search/lib/search-index.ts';
import { isSearchable, MAX_REVEALED_PER_SECTION } from '../../../../../src/features/search/lib/search-limits.ts';
import { search } from '../../../../../src/features/search/lib/search.ts';
import { compareRanked, type RankedRow } from '../../../../../src/features/search/lib/top-results.ts';
import { syntheticCatalogue } from './support/synthetic-catalogue.ts';

/**
 * search() only judges the candidate rows its indexes point at. These properties compare it with
 * judging every row: if the indexes ever missed a row a rule matches, the two would differ.
 */

const catalogue = syntheticCatalogue({ people: 600, compositions: 2000, programs: 300 }, 11);
const index = createSearchIndex(catalogue);

function bruteForce(section: SearchSection, query: string): string[] {
  const prepared = prepareQuery(query.trim());
  const ranked: RankedRow[] = [];
  for (const row of section.rows) {
    const match = matchRow(row, prepared);
    if (match !== null) ranked.push({ row, match });
  }
  return ranked
    .sort(compareRanked)
    .slice(0, MAX_REVEALED_PER_SECTION)
    .map(({ row }) => row.path);
}

// Titles and names, which the spec's rule matches anywhere (credits match only at word starts).
const texts = [
  ...catalogue.compositions.map((work) => work.title),
  ...catalogue.people.map((someone) => someone.full_name),
  ...catalogue.programs.map((concert) => concert.title),
];

/** A query as a visitor might type it: a piece of a real title or name, its case changed. */
const queries = fc
  .tuple(
    fc.constantFrom(...texts),
    fc.nat(),
    fc.integer({ min: 3, max: 24 }),
    fc.constantFrom('keep', 'lower', 'upper'),
  )
  .map(([text, start, length, casing]) => {
    const from = start % Math.max(1, text.length - 2);
    const piece = text.slice(from, from + length);
    if (casing === 'lower') return piece.toLowerCase();
    return casing === 'upper' ? piece.toUpperCase() : piece;
  })
  .filter((query) => Array.from(query.trim()).length >= 3);

/** Any query: pieces of credits, several words, catalogue numbers, odd spellings. */
const anyQueries = fc
  .oneof(
    queries,
    fc
      .tuple(
        fc.constantFrom(...catalogue.compositions.map((work) => work.combined_composer_arranger_credit)),
        fc.constantFrom(...texts),
      )
      .map(([credit, title]) => `${credit.split(' ').at(-1) ?? ''} ${title.split(' ').slice(0, 2).join(' ')}`),
    fc.constantFrom(
      'op 2',
      'op 27 no 2',
      'bwv 10',
      'K550',
      'hob xvi',
      'd. 9',
      'rv5',
      'symphony 5',
      'no 5',
      '#12',
      'c# minor',
      'a b c',
    ),
  )
  .filter(isSearchable);

describe('search() against judging every row', () => {
  it('agrees for any query whenever the exact rules find something', () => {
    fc.assert(
      fc.property(anyQueries, (query) => {
        const results = search(index, query);
        const expected = [
          bruteForce(index.people, query),
          bruteForce(index.compositions, query),
          bruteForce(index.programs, query),
        ];
        if (expected.every((paths) => paths.length === 0)) {
          expect(
            [...results.artists, ...results.compositions, ...results.programs].every((hit) => hit.rule === 'fuzzy'),
          ).toBe(true);
          return;
        }
        expect(
          [results.artists, results.compositions, results.programs].map((hits) => hits.map((hit) => hit.path)),
        ).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('finds every piece of a title or name, the same rows in the same order', () => {
    fc.assert(
      fc.property(queries, (query) => {
        const results = search(index, query);
        const expected = {
          artists: bruteForce(index.people, query),
          compositions: bruteForce(index.compositions, query),
          programs: bruteForce(index.programs, query),
        };
        const found = expected.artists.length + expected.compositions.length + expected.programs.length > 0;
        expect(results.fuzzy).toBe(false);
        expect(found).toBe(true);
        expect(results.artists.map((hit) => hit.path)).toEqual(expected.artists);
        expect(results.compositions.map((hit) => hit.path)).toEqual(expected.compositions);
        expect(results.programs.map((hit) => hit.path)).toEqual(expected.programs);
      }),
      { numRuns: 300 },
    );
  });

  it('finds every row the spec’s rule matches, and counts every match', () => {
    const specMatches = (rows: readonly SearchRow[], query: string) =>
      rows.filter((row) => row.specKeys.some((key) => key.includes(specKey(query.trim())))).map((row) => row.path);
    fc.assert(
      fc.property(queries, (query) => {
        const results = search(index, query, Number.MAX_SAFE_INTEGER);
        for (const [key, rows] of [
          ['artists', index.people.rows],
          ['compositions', index.compositions.rows],
          ['programs', index.programs.rows],
        ] as const) {
          const found = new Set(results[key].map((hit) => hit.path));
          expect(specMatches(rows, query).every((path) => found.has(path))).toBe(true);
          expect(results.totals[key]).toBe(results[key].length);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('ranks title matches, then the composer’s works in list order, then matches inside words', () => {
    const prepared = (query: string) => prepareQuery(query.trim());
    fc.assert(
      fc.property(anyQueries, (query) => {
        const hits = search(index, query, Number.MAX_SAFE_INTEGER).compositions;
        const byPath = new Map(index.compositions.rows.map((row) => [row.path, row]));
        const ranked = hits.map((hit) => {
          const row = byPath.get(hit.path) as SearchRow;
          return { row, match: matchRow(row, prepared(query)) };
        });
        const bands = ranked.map(({ match }) => match?.band ?? BAND.fuzzy);
        expect(bands).toEqual([...bands].sort((a, b) => a - b));
        const composerOrders = ranked.filter(({ match }) => match?.band === BAND.composer).map(({ row }) => row.order);
        expect(composerOrders).toEqual([...composerOrders].sort((a, b) => a - b));
      }),
      { numRuns: 200 },
    );
  });
});
