import { describe, expect, it } from 'vitest';
import { listedConcerts, listedCompositions, everyEntity } from '../../../src/lib/seo/sitemap-entities.ts';
import { buildCollection, buildComposition, buildProgram } from '../../support/contract-builders.ts';

describe('the entities the sitemap lists', () => {
  it('leaves unlisted compositions out and keeps the catalogue order', () => {
    const works = [
      buildComposition({ identifier: 'b' }),
      buildComposition({ identifier: 'hidden', unlisted: true }),
      buildComposition({ identifier: 'a' }),
    ];
    expect(listedCompositions(works)).toEqual([{ identifier: 'b' }, { identifier: 'a' }]);
  });

  it('lists listed concerts in the concert list order, dated by their end', () => {
    const programs = [
      buildProgram({ identifier: 'older', end_date_time: '2024-01-01T03:00:00Z' }),
      buildProgram({ identifier: 'private', unlisted: true }),
      buildProgram({ identifier: 'newer', end_date_time: '2025-01-01T03:00:00Z' }),
    ];
    expect(listedConcerts(programs)).toEqual([
      { identifier: 'newer', lastmod: '2025-01-01T03:00:00Z' },
      { identifier: 'older', lastmod: '2024-01-01T03:00:00Z' },
    ]);
  });

  it('lists every entity of a kind with nothing to leave out, undated', () => {
    expect(everyEntity([buildCollection({ identifier: 'firsts' })])).toEqual([{ identifier: 'firsts' }]);
  });
});
