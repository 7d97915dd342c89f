import { describe, expect, it } from 'vitest';
import { carriedWords, identifierNote, savedWords } from '../../../src/lib/studio/identifier-change.ts';
import type { StudioRecord } from '../../../src/lib/studio/records.ts';

const record = (fields: Record<string, unknown>, published: Record<string, unknown> | null): StudioRecord => ({
  list: 'people',
  key: 'ludwig-van-beethoven',
  title: 'Ludwig van Beethoven',
  state: published === null ? 'new' : 'published',
  version: 'v1',
  fields,
  published,
  updated_at: null,
  updated_by: null,
});

describe('what the studio says of a changed identifier', () => {
  it('names the first records a rename carried by title, and counts the rest', () => {
    expect(carriedWords({ count: 1, titles: ['Night Ferry'] })).toBe(
      'Also changed 1 record that refers to it: Night Ferry.',
    );
    expect(carriedWords({ count: 2, titles: ['Night Ferry', 'River Songs'] })).toBe(
      'Also changed 2 records that refer to it: Night Ferry and River Songs.',
    );
    expect(carriedWords({ count: 12, titles: ['Symphony No. 3, *Eroica*', 'Fidelio', 'Egmont'] })).toBe(
      'Also changed 12 records that refer to it: Symphony No. 3, Eroica, Fidelio, Egmont and 9 more.',
    );
  });

  it('says a save went to the drafts, and what it carried when it did', () => {
    expect(savedWords(null)).toBe('Saved as a draft. The site changes when it is published.');
    expect(savedWords({ carried: { count: 1, titles: ['Eroica'] } })).toBe(
      'Saved as a draft. The site changes when it is published. Also changed 1 record that refers to it: Eroica.',
    );
  });

  it('notes under the identifier that references follow it, and that a published page keeps its old address', () => {
    const published = record({ identifier: 'ludwig-van-beethoven' }, { identifier: 'ludwig-van-beethoven' });
    expect(identifierNote(null, {})).toBe('Leave it empty and it is made from the title or name.');
    expect(identifierNote(published, { identifier: 'ludwig-van-beethoven' })).toBeUndefined();
    expect(identifierNote(published, { identifier: 'beethoven' })).toBe(
      "Saving changes the records that refer to this one to the new identifier. Once published, the page's old address keeps leading to it.",
    );
    const fresh = record({ identifier: 'clara-okafor' }, null);
    expect(identifierNote(fresh, { identifier: 'clara-okafor' })).toBeUndefined();
    expect(identifierNote(fresh, { identifier: 'okafor' })).toBe(
      'Saving changes the records that refer to this one to the new identifier.',
    );
    // Renamed in a draft, and changed back to the published one: the references follow, the address stays.
    const renamed = record({ identifier: 'beethoven' }, { identifier: 'ludwig-van-beethoven' });
    expect(identifierNote(renamed, { identifier: 'ludwig-van-beethoven' })).toBe(
      'Saving changes the records that refer to this one to the new identifier.',
    );
  });
});
