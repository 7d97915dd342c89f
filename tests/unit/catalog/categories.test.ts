import { describe, expect, it } from 'vitest';
import {
  categoryList,
  compositionsInCategory,
  findCategory,
  worksByCategory,
} from '../../../src/lib/catalog/categories.ts';
import { buildCategory, buildComposition } from '../../support/contract-builders.ts';

const symphony = buildCategory({ identifier: 'symphony', title: 'Symphony' });
const concerto = buildCategory({ identifier: 'concerto', title: 'Concerto' });
const opera = buildCategory({ identifier: 'opera', title: 'Opera' });
const czech = buildCategory({ identifier: 'czech', title: 'Czech' });
const austrian = buildCategory({ identifier: 'austrian', title: 'Austrian' });

const works = [
  buildComposition({ title: 'S1', genre: [symphony], country: czech }),
  buildComposition({ title: 'S2', genre: [symphony, concerto], country: austrian }),
  buildComposition({ title: 'C1', genre: [concerto], country: null }),
  buildComposition({ title: 'Hidden opera', genre: [opera], country: czech, unlisted: true }),
  buildComposition({ title: 'Not for display', genre: [opera], forDisplay: false }),
];

describe('category lists', () => {
  it('lists genres with counts, sorted by title, leaving out genres with only unlisted works', () => {
    expect(categoryList(works, 'genre')).toEqual([
      { category: concerto, count: 2 },
      { category: symphony, count: 2 },
    ]);
  });

  it("lists nationalities from the compositions' country", () => {
    expect(categoryList(works, 'nationality')).toEqual([
      { category: austrian, count: 1 },
      { category: czech, count: 1 },
    ]);
  });

  it('lists the listed members of a category, sorted', () => {
    expect(compositionsInCategory(works, 'genre', 'concerto').map((w) => w.title)).toEqual(['C1', 'S2']);
    expect(compositionsInCategory(works, 'nationality', 'czech').map((w) => w.title)).toEqual(['S1']);
    expect(compositionsInCategory(works, 'genre', 'opera')).toEqual([]);
  });

  it('finds a category with listed members only', () => {
    expect(findCategory(works, 'genre', 'symphony')).toEqual(symphony);
    expect(findCategory(works, 'genre', 'opera')).toBeUndefined();
    expect(findCategory(works, 'nationality', 'symphony')).toBeUndefined();
  });

  it('groups every category at once with the same members', () => {
    for (const kind of ['genre', 'nationality'] as const) {
      const groups = worksByCategory(works, kind);
      for (const { category } of categoryList(works, kind)) {
        expect(groups.get(category.identifier)).toEqual(compositionsInCategory(works, kind, category.identifier));
      }
      expect(groups.has('opera')).toBe(false);
    }
  });
});
