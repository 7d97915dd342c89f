import { describe, expect, it } from 'vitest';
import {
  VIEW_BYS,
  categoryPath,
  compositionsListPath,
  isViewBy,
  premieresTitle,
  viewByEntry,
  viewByOfCategoryRoute,
  viewByTable,
} from '../../../src/lib/catalog/view-by.ts';

const ORCHESTRA = 'Saint Paul Chamber Orchestra';

describe('viewBy table', () => {
  it('has the titles and list kinds of spec §2, in menu order', () => {
    expect(viewByTable(ORCHESTRA).map(({ viewBy, title, listKind }) => [viewBy, title, listKind])).toEqual([
      ['all', 'Compositions', 'compositions'],
      ['video', 'Compositions with Video', 'compositions'],
      ['audio', 'Compositions with Audio', 'compositions'],
      ['composer', 'Composers', 'people'],
      ['performer', 'Performers', 'people'],
      ['conductor', 'Conductors', 'people'],
      ['genre', 'Genres', 'categories'],
      ['nationality', 'Nationalities', 'categories'],
      ['premieres', 'Saint Paul Chamber Orchestra Premieres', 'compositions'],
    ]);
  });

  it('names the configured orchestra in the premieres title', () => {
    expect(premieresTitle(' SPCO ')).toBe('SPCO Premieres');
    expect(viewByEntry('premieres', 'The Knights').title).toBe('The Knights Premieres');
  });

  it('recognises view segments', () => {
    for (const viewBy of VIEW_BYS) expect(isViewBy(viewBy)).toBe(true);
    expect(isViewBy('premiere')).toBe(false);
    expect(isViewBy('toString')).toBe(false);
    expect(isViewBy('')).toBe(false);
  });
});

describe('compositions routes', () => {
  it('puts all at /compositions and the others under /compositions/by/', () => {
    expect(compositionsListPath('all')).toBe('/compositions');
    expect(compositionsListPath('audio')).toBe('/compositions/by/audio');
    expect(compositionsListPath('premieres')).toBe('/compositions/by/premieres');
    expect(viewByEntry('composer', ORCHESTRA).path).toBe('/compositions/by/composer');
  });

  it('builds person and category paths', () => {
    expect(categoryPath('composer', 'ludwig-van-beethoven')).toBe('/compositions/composer/ludwig-van-beethoven');
    expect(categoryPath('nationality', 'czech')).toBe('/compositions/nationality/czech');
    expect(categoryPath('genre', 'a b/c')).toBe('/compositions/genre/a%20b%2Fc');
  });

  it('fixes the view of a category route to its kind, and nationality to genre as the spec shows', () => {
    expect(viewByOfCategoryRoute('composer')).toBe('composer');
    expect(viewByOfCategoryRoute('performer')).toBe('performer');
    expect(viewByOfCategoryRoute('conductor')).toBe('conductor');
    expect(viewByOfCategoryRoute('genre')).toBe('genre');
    expect(viewByOfCategoryRoute('nationality')).toBe('genre');
  });
});
