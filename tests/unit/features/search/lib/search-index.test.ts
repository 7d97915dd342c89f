import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX_VERSION } from '../../../../../src/features/search/lib/index-document.ts';
import { foldedKey } from '../../../../../src/features/search/lib/normalize.ts';
import { SearchIndexFormatError } from '../../../../../src/features/search/lib/search-errors.ts';
import {
  buildSearchIndexDocument,
  createSearchIndex,
  serializeSearchIndex,
} from '../../../../../src/features/search/lib/build-search-index.ts';
import { loadSearchIndex } from '../../../../../src/features/search/lib/search-index.ts';
import { combined, composition, person, program } from './support/catalogue-factory.ts';
import { classicalCatalogue } from './support/classical-catalogue.ts';
import { syntheticCatalogue } from './support/synthetic-catalogue.ts';

describe('the index document', () => {
  const document = buildSearchIndexDocument(classicalCatalogue());

  it('is columns of equal length per section, version 1', () => {
    expect(document.v).toBe(SEARCH_INDEX_VERSION);
    expect(document.a).toHaveLength(8);
    expect(document.c).toHaveLength(6);
    expect(document.p).toHaveLength(4);
    for (const section of [document.a, document.c, document.p]) {
      const lengths = new Set(section.map((column) => column.length));
      expect(lengths.size).toBe(1);
    }
  });

  it('leaves unlisted programs out and lists programs newest first', () => {
    const titles = document.p[1];
    expect(titles).not.toContain('Private Beethoven Rehearsal');
    expect(titles).toEqual([
      'Dvořák and Friends',
      "Beethoven's Fifth",
      'Brandenburg Celebration',
      'New World Symphony Night',
    ]);
  });

  it('lists people by sort name and compositions by composer, then title', () => {
    expect(document.a[3].slice(0, 3)).toEqual(['Bach', 'Bartók', 'Beethoven']);
    const beethovenWorks = document.c[1].filter((_, at) => document.c[2][at] === 'Ludwig van Beethoven');
    expect(beethovenWorks).toEqual([...beethovenWorks].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('writes folded keys only where plain ASCII folding would not restore them', () => {
    const at = document.a[3].indexOf('Dvořák');
    expect(document.a[7][at]).toBe('dvorak');
    expect(document.a[7][document.a[3].indexOf('Bach')]).toBe('');
    const moonlight = document.c[1].findIndex((title) => title.includes('Moonlight'));
    expect(document.c[3][moonlight]).toBe('');
  });

  it('writes an identifier with its title’s slug replaced by *', () => {
    const at = document.c[1].indexOf('Fratres');
    expect(document.c[0][at]).toBe('part-*');
  });

  it('holds each composition’s catalogue keys from its title and opus field', () => {
    const keysOf = (title: string) => document.c[5][document.c[1].indexOf(title)];
    expect(keysOf('Brandenburg Concerto No. 3 in G major, BWV 1048')).toBe('bwv1048');
    expect(keysOf('Water Music Suite No. 1 in F major')).toBe('hwv348');
    expect(keysOf('Fratres')).toBe('');
  });

  it('is JSON text', () => {
    expect(JSON.parse(serializeSearchIndex(document))).toEqual(document);
  });
});

describe('loading the index', () => {
  it('gives each row its display fields, path and keys', () => {
    const index = loadSearchIndex(serializeSearchIndex(buildSearchIndexDocument(classicalCatalogue())));
    const dvorak = index.people.rows.find((row) => row.title === 'Antonín Dvořák');
    expect(dvorak).toMatchObject({
      kind: 'person',
      identifier: 'antonin-dvorak',
      path: '/compositions/composer/antonin-dvorak',
      specKeys: ['antonín', 'dvořák'],
      foldedKeys: ['antonin', 'dvorak', 'antonin dvorak'],
    });
    const hahn = index.people.rows.find((row) => row.title === 'Hilary Hahn');
    expect(hahn).toMatchObject({ path: '/compositions/performer/hilary-hahn', subtitle: 'Violin' });
    const beethoven = index.people.rows.find((row) => row.title === 'Ludwig van Beethoven');
    expect(beethoven?.subtitle).toBe('1770–1827');
    const fratres = index.compositions.rows.find((row) => row.title === 'Fratres');
    expect(fratres).toMatchObject({
      kind: 'composition',
      identifier: 'part-fratres',
      path: '/composition/part-fratres',
      subtitle: 'Arvo Pärt',
    });
    const concert = index.programs.rows.find((row) => row.title === 'Brandenburg Celebration');
    expect(concert).toMatchObject({
      kind: 'program',
      path: '/concert/brandenburg-celebration-2023-12-16',
      subtitle: '2023-12-16',
    });
  });

  it('restores every identifier and folded key exactly (10,000 synthetic rows)', () => {
    const catalogue = syntheticCatalogue({ people: 2000, compositions: 7000, programs: 1000 });
    const index = loadSearchIndex(serializeSearchIndex(buildSearchIndexDocument(catalogue)));
    const identifiers = (rows: readonly { identifier: string }[]) => rows.map((row) => row.identifier).sort();
    expect(identifiers(index.people.rows)).toEqual(identifiers(catalogue.people));
    expect(identifiers(index.compositions.rows)).toEqual(identifiers(catalogue.compositions));
    expect(identifiers(index.programs.rows)).toEqual(identifiers(catalogue.programs));
    for (const row of [...index.compositions.rows, ...index.programs.rows]) {
      expect(row.foldedKeys).toEqual([foldedKey(row.title)]);
    }
    for (const row of index.people.rows) {
      const source = catalogue.people.find((someone) => someone.identifier === row.identifier);
      expect(row.foldedKeys.slice(0, 2)).toEqual([
        foldedKey(source?.first_name ?? ''),
        foldedKey(source?.last_name ?? ''),
      ]);
    }
  });

  it('keeps identifiers that hold * or start with ! as they are', () => {
    // Identifiers the contract refuses (so the builders would too), given after building: the index
    // escapes its own syntax whatever it is handed.
    const odd = [
      { ...composition('Star', null), identifier: 'a*star' },
      { ...composition('Bang', null), identifier: '!bang' },
    ];
    const index = createSearchIndex(combined([], odd, []));
    expect(index.compositions.rows.map((row) => row.identifier).sort()).toEqual(['!bang', 'a*star']);
  });

  it('keeps a person without a first name and a program whose title has no letters', () => {
    const index = createSearchIndex(combined([person('', 'Prince', 'performer')], [], [program('***', '2024-01-01')]));
    expect(index.people.rows[0]).toMatchObject({ identifier: 'prince', foldedKeys: ['', 'prince', 'prince'] });
    expect(index.programs.rows[0]?.identifier).toBe('2024-01-01');
  });
});

describe('a document that is not an index', () => {
  const valid = buildSearchIndexDocument(classicalCatalogue());

  it.each([
    ['not JSON', '{"v": 1,'],
    ['not an object', '[1, 2]'],
    ['another version', { ...valid, v: 2 }],
    ['a missing section', { v: 1, a: valid.a, c: valid.c }],
    ['a missing column', { ...valid, p: valid.p.slice(0, 3) }],
    ['a column of another length', { ...valid, p: [valid.p[0], valid.p[1].slice(1), valid.p[2], valid.p[3]] }],
    [
      'a value of the wrong type',
      { ...valid, a: valid.a.map((column, at) => (at === 5 ? column.map(String) : column)) },
    ],
  ])('is refused: %s', (_, source) => {
    expect(() => loadSearchIndex(source)).toThrow(SearchIndexFormatError);
  });

  it('keeps the parse error as the cause', () => {
    const error = (() => {
      try {
        loadSearchIndex('{');
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(SearchIndexFormatError);
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });
});
