import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publishersOf, worksFromRows, type WorkTerritoryRow } from '../../../src/lib/plays/plays-report.ts';

const row = (work: string, territory: string, plays: number, publisher = 'Schott'): WorkTerritoryRow => ({
  work,
  title: work.toUpperCase(),
  composer: 'C',
  publisher,
  territory,
  plays,
  milliseconds: plays * 1000,
});

describe('worksFromRows', () => {
  it('groups territories under their work, most played first', () => {
    const works = worksFromRows([row('a', 'DE', 2), row('b', 'US', 7), row('a', 'FR', 4)]);
    expect(works.map((w) => [w.work, w.plays, w.territories.map((t) => t.territory)])).toEqual([
      ['b', 7, ['US']],
      ['a', 6, ['FR', 'DE']],
    ]);
  });

  it("keeps every play: a work's total is the sum of its territories, and all works sum to all rows", () => {
    const rows = fc.array(
      fc.record({
        work: fc.constantFrom('a', 'b', 'c'),
        territory: fc.constantFrom('DE', 'US', ''),
        plays: fc.nat(99),
      }),
    );
    fc.assert(
      fc.property(rows, (given) => {
        const unique = [...new Map(given.map((r) => [`${r.work}/${r.territory}`, r])).values()];
        const works = worksFromRows(unique.map((r) => row(r.work, r.territory, r.plays)));
        for (const work of works)
          expect(work.plays).toBe(work.territories.reduce((sum, territory) => sum + territory.plays, 0));
        expect(works.reduce((sum, work) => sum + work.plays, 0)).toBe(unique.reduce((sum, r) => sum + r.plays, 0));
      }),
    );
  });
});

describe('publishersOf', () => {
  it('lists each publisher once, alphabetically, with none recorded last', () => {
    const works = worksFromRows([row('a', 'DE', 1, ''), row('b', 'DE', 1, 'Schott'), row('c', 'DE', 1, 'Bärenreiter')]);
    expect(publishersOf(works)).toEqual(['Bärenreiter', 'Schott', '']);
  });
});
