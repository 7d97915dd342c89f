import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHaystack, forEachRowContaining } from '../../../../../src/features/search/lib/haystack.ts';
import { compareRanked, TopResults, type RankedRow } from '../../../../../src/features/search/lib/top-results.ts';
import {
  buildTrigramIndex,
  candidateRows,
  intersectRows,
} from '../../../../../src/features/search/lib/trigram-index.ts';
import type { SearchRow } from '../../../../../src/features/search/lib/search-index.ts';

describe('the trigram index', () => {
  const rows = [['symphony no. 5'], ['serenade'], ['dvořák', 'symphonie'], ['ab'], ['ymp ymp ymp']];
  const index = buildTrigramIndex(rows);

  it('points a needle at the rows that may hold it', () => {
    expect([...(candidateRows(index, 'symph') ?? [])]).toEqual([0, 2]);
    expect([...(candidateRows(index, 'ymp') ?? [])]).toEqual([0, 2, 4]);
    expect([...(candidateRows(index, 'ořá') ?? [])]).toEqual([2]);
    expect([...(candidateRows(index, 'zzz') ?? [])]).toEqual([]);
  });

  it('cannot tell for needles under three characters', () => {
    expect(candidateRows(index, 'ab')).toBeNull();
  });

  it('never misses a row that holds the needle (any text, any needle)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { maxLength: 3 }), {
          minLength: 1,
          maxLength: 20,
        }),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 3, max: 6 }),
        (keysPerRow, pick, start, length) => {
          const keys = keysPerRow[pick % keysPerRow.length] ?? [];
          const key = keys[pick % Math.max(1, keys.length)] ?? '';
          const needle = key.slice(start % Math.max(1, key.length), (start % Math.max(1, key.length)) + length);
          const candidates = candidateRows(buildTrigramIndex(keysPerRow), needle);
          const holding = keysPerRow.flatMap((rowKeys, row) =>
            rowKeys.some((text) => text.includes(needle)) ? [row] : [],
          );
          if (candidates === null) return;
          expect(holding.every((row) => candidates.includes(row))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('intersects ascending row lists', () => {
    expect([...intersectRows(Int32Array.of(1, 3, 5, 7), Int32Array.of(0, 3, 4, 7, 9))]).toEqual([3, 7]);
    expect([...intersectRows(Int32Array.of(), Int32Array.of(1))]).toEqual([]);
  });
});

describe('the haystack of short keys', () => {
  it('visits each row holding the needle once, in order', () => {
    const haystack = createHaystack([' op27.1 op27.2', '', ' bwv1048', ' op27.2']);
    const visited: number[] = [];
    forEachRowContaining(haystack, ' op27', (row) => visited.push(row));
    expect(visited).toEqual([0, 3]);
  });

  it('never matches across rows, nor an empty needle', () => {
    const haystack = createHaystack(['ab', 'cd']);
    const visited: number[] = [];
    forEachRowContaining(haystack, 'bc', (row) => visited.push(row));
    forEachRowContaining(haystack, '', (row) => visited.push(row));
    forEachRowContaining(haystack, 'b\u0000c', (row) => visited.push(row));
    expect(visited).toEqual([]);
  });
});

describe('the best rows kept', () => {
  const ranked = (title: string, band: 0 | 1 | 2 | 3, tier: 0 | 1 | 2 | 3 | 4, order: number): RankedRow => ({
    row: { title, order } as SearchRow,
    match: { band, tier, score: 0, rule: 'spec' },
  });

  it('are the best few, sorted, whatever the order they come in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(0, 1, 2, 3), fc.constantFrom(0, 1, 2, 3, 4), fc.string({ maxLength: 5 })), {
          maxLength: 40,
        }),
        fc.integer({ min: 0, max: 12 }),
        (entries, limit) => {
          const rows = entries.map(([band, tier, title], order) => ranked(title, band as 0, tier as 0, order));
          const top = new TopResults(limit);
          for (const row of rows) top.offer(row);
          expect(top.sorted()).toEqual([...rows].sort(compareRanked).slice(0, limit));
        },
      ),
    );
  });
});
