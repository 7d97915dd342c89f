import { describe, expect, it } from 'vitest';
import { collectionItems, showsIntroPlayerAtOnce, sortCollections } from '../../../src/lib/catalog/collections.ts';
import { buildCollection, buildCuratedItem } from '../../support/contract-builders.ts';

describe('collections', () => {
  it('are ordered by sequence, then title', () => {
    const list = [
      buildCollection({ identifier: 'c', sequence: 2, title: 'Alpha' }),
      buildCollection({ identifier: 'b', sequence: 1, title: 'Zeta' }),
      buildCollection({ identifier: 'a', sequence: 1, title: 'Épopée' }),
      buildCollection({ identifier: 'd', sequence: 0, title: 'Omega' }),
    ];
    expect(sortCollections(list).map((c) => c.identifier)).toEqual(['d', 'a', 'b', 'c']);
  });

  it('list their items by sequence', () => {
    const second = buildCuratedItem({ sequence: 2 });
    const first = buildCuratedItem({ sequence: 1 });
    expect(collectionItems(buildCollection({ active_items: [second, first] }))).toEqual([first, second]);
  });

  it('show the intro player at once only when it has a video that starts by default', () => {
    expect(showsIntroPlayerAtOnce(buildCollection({ has_video: true, starts_by_default: true }))).toBe(true);
    expect(showsIntroPlayerAtOnce(buildCollection({ has_video: true, starts_by_default: false }))).toBe(false);
    expect(showsIntroPlayerAtOnce(buildCollection({ has_video: false, starts_by_default: true }))).toBe(false);
  });
});
