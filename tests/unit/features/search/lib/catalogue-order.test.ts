import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findCataloguePrefix,
  inCatalogue,
  parseCatalogueNumber,
} from '../../../../../src/features/search/lib/catalogue-numbers.ts';
import {
  catalogueSortKey,
  compareByCatalogue,
  compareCatalogueKeys,
} from '../../../../../src/features/search/lib/catalogue-order.ts';

describe('catalogue order', () => {
  it('orders numbers numerically, then by letter and sub-number; Hoboken by group', () => {
    const keys = ['op55', 'op9', 'op27.2', 'op27.1', 'op64a', 'op64', 'hobxvi.52', 'hobi.101', 'hobi.7', 'bwv1048'];
    expect([...keys].sort(compareCatalogueKeys)).toEqual([
      'bwv1048',
      'hobi.7',
      'hobi.101',
      'hobxvi.52',
      'op9',
      'op27.1',
      'op27.2',
      'op55',
      'op64',
      'op64a',
    ]);
  });

  it('agrees with the numbers for any two opus numbers (a total order)', () => {
    const opus = fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 12 }));
    fc.assert(
      fc.property(opus, opus, ([a, subA], [b, subB]) => {
        const key = (number: number, sub: number) =>
          parseCatalogueNumber(sub === 0 ? `Op. ${number}` : `Op. ${number} No. ${sub}`) ?? '';
        const order = Math.sign(compareCatalogueKeys(key(a, subA), key(b, subB)));
        expect(order).toBe(Math.sign(a - b || subA - subB));
        // `0 - order`, not `-order`: for two equal numbers that would be -0, which `toBe` tells from 0.
        expect(Math.sign(compareCatalogueKeys(key(b, subB), key(a, subA)))).toBe(0 - order);
      }),
    );
  });

  it('puts numbered works before works without a number', () => {
    expect(compareByCatalogue(catalogueSortKey('op5'), null)).toBeLessThan(0);
    expect(compareByCatalogue(null, catalogueSortKey('op5'))).toBeGreaterThan(0);
    expect(compareByCatalogue(null, null)).toBe(0);
  });
});

describe('a bare catalogue prefix', () => {
  it.each([
    ['BWV', 'bwv', ''],
    ['Op.', 'op', ''],
    ['opus', 'op', ''],
    ['KV.', 'k', ''],
    ['Beethoven Op.', 'op', 'beethoven'],
    ['mozart K.', 'k', 'mozart'],
    ['Schubert D.', 'd', 'schubert'],
    ['Hob.', 'hob', ''],
  ])('%j is the catalogue %j after %j', (query, prefix, rest) => {
    expect(findCataloguePrefix(query)).toEqual({ prefix, rest });
  });

  it.each(['Symphony in D', 'Brandenburg', 'BWV 1048', 'top', 'k'])('%j is not one', (query) => {
    expect(findCataloguePrefix(query)).toBeNull();
  });

  it('takes in the keys of its catalogue only', () => {
    expect(inCatalogue('op55', 'op')).toBe(true);
    expect(inCatalogue('hobxvi.52', 'hob')).toBe(true);
    expect(inCatalogue('bwv1048', 'bb')).toBe(false);
    expect(inCatalogue('d759', 'd')).toBe(true);
  });
});
