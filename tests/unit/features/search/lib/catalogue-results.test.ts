import { describe, expect, it } from 'vitest';
import { catalogueSections, moreMatchesNote } from '../../../../../src/features/search/lib/catalogue-results.ts';
import { createSearchIndex } from '../../../../../src/features/search/lib/build-search-index.ts';
import { RESULTS_PAGE_PER_SECTION } from '../../../../../src/features/search/lib/search-limits.ts';
import { search } from '../../../../../src/features/search/lib/search.ts';
import { combined, composition, person } from './support/catalogue-factory.ts';

describe('the results page’s catalogue matches', () => {
  const index = createSearchIndex(
    combined(
      [person('Anna', 'Serenade', 'performer')],
      Array.from({ length: RESULTS_PAGE_PER_SECTION + 5 }, (_, at) => composition(`Serenade ${at + 1}`, null)),
      [],
    ),
  );

  it('lists the modal’s matches in the modal’s order, far past its fifty', () => {
    const sections = catalogueSections(index, 'serenade');
    expect(sections.map((section) => section.title)).toEqual(['Artists', 'Compositions']);
    const compositions = sections[1]?.hits ?? [];
    expect(compositions).toHaveLength(RESULTS_PAGE_PER_SECTION);
    expect(compositions.slice(0, 50)).toEqual(search(index, 'serenade').compositions);
  });

  it('says when a section holds only the first of its matches', () => {
    const sections = catalogueSections(index, 'serenade');
    expect(sections[0]?.note).toBe('');
    expect(sections[1]?.note).toBe(moreMatchesNote(RESULTS_PAGE_PER_SECTION, RESULTS_PAGE_PER_SECTION + 5));
    expect(moreMatchesNote(200, 205)).toBe('The first 200 of 205 are shown; add a word to narrow the search.');
  });

  it('is empty under three characters or when nothing matches', () => {
    expect(catalogueSections(index, 'se')).toEqual([]);
    expect(catalogueSections(index, 'qqxzv')).toEqual([]);
  });
});
