import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../support/any-text.ts';
import { createSearchIndex } from '../../../../../src/features/search/lib/build-search-index.ts';
import { search, type SearchHit } from '../../../../../src/features/search/lib/search.ts';
import { combined, composition, person, program } from './support/catalogue-factory.ts';
import { classicalCatalogue } from './support/classical-catalogue.ts';

const index = createSearchIndex(classicalCatalogue());
const titles = (hits: readonly SearchHit[]) => hits.map((hit) => hit.title);
const rules = (hits: readonly SearchHit[]) => hits.map((hit) => hit.rule);

describe('when search runs', () => {
  it.each(['', 'ab', '  ab  ', '#5', 'é'])('not for %j (under three characters, trimmed)', (query) => {
    const results = search(index, query);
    expect(results).toMatchObject({ ran: false, artists: [], compositions: [], programs: [] });
  });

  it('from three characters, trimmed', () => {
    expect(search(index, '  bac  ')).toMatchObject({ ran: true, query: 'bac' });
    expect(titles(search(index, 'bac').artists)).toEqual(['Johann Sebastian Bach']);
  });
});

describe('the spec’s rule', () => {
  it('finds people by first or last name, case-insensitively', () => {
    expect(titles(search(index, 'LUDWIG').artists)).toEqual(['Ludwig van Beethoven']);
    expect(titles(search(index, 'beethoven').artists)).toEqual(['Ludwig van Beethoven']);
    expect(rules(search(index, 'beethoven').artists)).toEqual(['spec']);
  });

  it('finds compositions and listed programs by title, never unlisted programs', () => {
    const results = search(index, 'beethoven');
    expect(titles(results.compositions)[0]).toBe('Beethoven Variations');
    expect(titles(results.programs)).toEqual(["Beethoven's Fifth"]);
  });

  it.each([
    ['Symphony #5', 'Symphony No. 5'],
    ['symphony no 5', 'Symphony No. 5'],
    ['Symphony  No.  5', 'Symphony No. 5'],
    ['nocturne no 2', 'Nocturne No. 2 in E-flat major, Op. 9 No. 2'],
  ])('normalises %j the spec’s way', (query, first) => {
    const results = search(index, query);
    expect(titles(results.compositions)[0]).toBe(first);
    expect(results.compositions[0]?.rule).toBe('spec');
  });

  it('ranks exact before prefix before word start before substring, shorter titles first', () => {
    const elegies = createSearchIndex(
      combined(
        [],
        ['Telegy', 'String Elegy', 'Elegy for Strings', 'Elegy', 'Elegy for Orchestra and Choir'].map((title) =>
          composition(title, null),
        ),
        [],
      ),
    );
    expect(titles(search(elegies, 'elegy').compositions)).toEqual([
      'Elegy',
      'Elegy for Strings',
      'Elegy for Orchestra and Choir',
      'String Elegy',
      'Telegy',
    ]);
  });

  it('returns the best fifty per section by default, or as many as asked, and counts every match', () => {
    const many = createSearchIndex(
      combined(
        Array.from({ length: 12 }, (_, at) => person(`Anna${at}`, 'Serenade', 'performer')),
        Array.from({ length: 15 }, (_, at) => composition(`Serenade ${at + 1}`, null)),
        Array.from({ length: 11 }, (_, at) =>
          program(`Serenade Night ${at + 1}`, `2024-01-${String(at + 1).padStart(2, '0')}`),
        ),
      ),
    );
    const results = search(many, 'serenade', 10);
    expect([results.artists.length, results.compositions.length, results.programs.length]).toEqual([10, 10, 10]);
    expect(results.totals).toEqual({ artists: 12, compositions: 15, programs: 11 });
    const revealed = search(many, 'serenade');
    expect([revealed.artists.length, revealed.compositions.length, revealed.programs.length]).toEqual([12, 15, 11]);
  });

  it('links each result to its page', () => {
    const results = search(index, 'brandenburg');
    expect(results.compositions[0]?.path).toMatch(/^\/composition\/bach-brandenburg-concerto-no-3/);
    expect(results.programs[0]?.path).toBe('/concert/brandenburg-celebration-2023-12-16');
    expect(search(index, 'hahn').artists[0]).toMatchObject({
      path: '/compositions/performer/hilary-hahn',
      subtitle: 'Violin',
    });
  });
});

describe('beyond the spec: folded diacritics and punctuation', () => {
  it.each([
    ['Dvorak', 'Antonín Dvořák'],
    ['janacek', 'Leoš Janáček'],
    ['Leos', 'Leoš Janáček'],
    ['saint saens', 'Camille Saint-Saëns'],
    ['Saint-Saens', 'Camille Saint-Saëns'],
    ['bela bartok', 'Béla Bartók'],
    ['Part', 'Arvo Pärt'],
    ['frederic', 'Frédéric Chopin'],
  ])('%j finds %s', (query, artist) => {
    expect(titles(search(index, query).artists)).toContain(artist);
  });

  it('finds a sharp however it is written', () => {
    for (const query of ['c# minor', 'C-sharp minor', 'c sharp minor']) {
      expect(titles(search(index, query).compositions)).toEqual(
        expect.arrayContaining([
          'Waltz in C# minor, Op. 64 No. 2',
          'Piano Sonata No. 14 in C-sharp minor, Op. 27 No. 2 "Moonlight"',
        ]),
      );
    }
  });

  it('puts title matches before the composer’s works: "Homage to Dvorak" before Dvořák’s works', () => {
    const results = search(index, 'dvorak');
    expect(titles(results.compositions)[0]).toBe('Homage to Dvorak');
    expect(rules(results.compositions)).toEqual(['spec', 'composer', 'composer']);
    expect(titles(results.programs)).toEqual(['Dvořák and Friends']);
  });

  it('puts an exact title first however it is spelt, then the spec’s word starts', () => {
    const crowded = createSearchIndex(
      combined(
        [],
        [
          ...Array.from({ length: 10 }, (_, at) => composition(`Homage to Dvorak ${at + 1}`, null)),
          composition('Dvořák', null),
        ],
        [],
      ),
    );
    const results = search(crowded, 'dvorak');
    expect(titles(results.compositions)[0]).toBe('Dvořák');
    expect(rules(results.compositions)).toEqual(['folded', ...Array.from({ length: 10 }, () => 'spec')]);
  });

  it('matches every word at a word start, the composer credit included', () => {
    expect(titles(search(index, 'dvorak new world').compositions)).toEqual([
      'Symphony No. 9 in E minor, Op. 95 "From the New World"',
    ]);
    expect(titles(search(index, 'ludwig beethoven').artists)).toEqual(['Ludwig van Beethoven']);
    expect(titles(search(index, 'janacek idyll').compositions)).toEqual(['Idyll for String Orchestra']);
  });
});

describe('beyond the spec: catalogue numbers', () => {
  it.each([
    ['BWV 1048', 'Brandenburg Concerto No. 3 in G major, BWV 1048'],
    ['bwv1048', 'Brandenburg Concerto No. 3 in G major, BWV 1048'],
    ['K. 550', 'Symphony No. 40 in G minor, K. 550'],
    ['KV 550', 'Symphony No. 40 in G minor, K. 550'],
    ['K550', 'Symphony No. 40 in G minor, K. 550'],
    ['Op. 27 No. 2', 'Piano Sonata No. 14 in C-sharp minor, Op. 27 No. 2 "Moonlight"'],
    ['op 27 no 2', 'Piano Sonata No. 14 in C-sharp minor, Op. 27 No. 2 "Moonlight"'],
    ['op27#2', 'Piano Sonata No. 14 in C-sharp minor, Op. 27 No. 2 "Moonlight"'],
    ['Op.27, No.2', 'Piano Sonata No. 14 in C-sharp minor, Op. 27 No. 2 "Moonlight"'],
    ['D. 960', 'Piano Sonata in B-flat major, D. 960'],
    ['d960', 'Piano Sonata in B-flat major, D. 960'],
    ['Hob. XVI:52', 'Piano Sonata in E-flat major, Hob. XVI:52'],
    ['Hob XVI 52', 'Piano Sonata in E-flat major, Hob. XVI:52'],
    ['RV 580', 'Concerto for Four Violins in B minor, RV 580'],
    ['HWV 348', 'Water Music Suite No. 1 in F major'],
    ['Sz. 113', 'Divertimento for String Orchestra, Sz. 113'],
  ])('%j finds %s first', (query, first) => {
    expect(titles(search(index, query).compositions)[0]).toBe(first);
  });

  it('an opus number finds each of its numbers', () => {
    expect(titles(search(index, 'op 27').compositions).slice(0, 2).sort()).toEqual([
      'Piano Sonata No. 13 in E-flat major, Op. 27 No. 1',
      'Piano Sonata No. 14 in C-sharp minor, Op. 27 No. 2 "Moonlight"',
    ]);
  });

  it('a number with other words needs those words too', () => {
    expect(titles(search(index, 'beethoven op27').compositions).sort()).toEqual([
      'Piano Sonata No. 13 in E-flat major, Op. 27 No. 1',
      'Piano Sonata No. 14 in C-sharp minor, Op. 27 No. 2 "Moonlight"',
    ]);
    expect(search(index, 'chopin op27').compositions).toEqual([]);
  });

  it('a number being typed finds the numbers it starts', () => {
    expect(titles(search(index, 'bwv 10').compositions).sort()).toEqual([
      'Brandenburg Concerto No. 3 in G major, BWV 1048',
      'Brandenburg Concerto No. 5 in D major, BWV 1050',
    ]);
  });
});

describe('the typo-tolerant fallback', () => {
  it('finds Beethoven for "Beethovn": the artist, his works, titles before credits', () => {
    const results = search(index, 'Beethovn');
    expect(results.fuzzy).toBe(true);
    expect(titles(results.artists)).toEqual(['Ludwig van Beethoven']);
    expect(titles(results.compositions)[0]).toBe('Beethoven Variations');
    expect(titles(results.compositions)).toHaveLength(5);
    expect(new Set(rules(results.compositions))).toEqual(new Set(['fuzzy']));
  });

  it('finds Tchaikovsky for "Tchaikovksy", and narrows with more words', () => {
    expect(titles(search(index, 'Tchaikovksy').artists)).toEqual(['Pyotr Ilyich Tchaikovsky']);
    expect(titles(search(index, 'Tchaikovksy serenade').compositions)).toEqual([
      'Serenade for Strings in C major, Op. 48',
    ]);
    expect(titles(search(index, 'Shostakovich').artists)).toEqual([]);
  });

  it('runs only when the exact rules find nothing', () => {
    const results = search(index, 'beethoven');
    expect(results.fuzzy).toBe(false);
    expect(titles(results.artists)).not.toContain('Bea Thovenson');
  });

  it('does not forgive a typo in the first letter', () => {
    expect(search(index, 'Veethoven')).toMatchObject({
      ran: true,
      fuzzy: false,
      artists: [],
      compositions: [],
      programs: [],
    });
  });

  it('finds nothing for nonsense', () => {
    expect(search(index, 'xyzzy')).toMatchObject({
      ran: true,
      fuzzy: false,
      artists: [],
      compositions: [],
      programs: [],
    });
  });
});

describe('any input', () => {
  it('never throws, and every hit is in its own section', () => {
    fc.assert(
      fc.property(fc.oneof(anyText(80), fc.string({ maxLength: 400 })), (input) => {
        const results = search(index, input);
        expect(results.artists.every((found) => found.kind === 'person')).toBe(true);
        expect(results.compositions.every((found) => found.kind === 'composition')).toBe(true);
        expect(results.programs.every((found) => found.kind === 'program')).toBe(true);
      }),
      { numRuns: 500 },
    );
    // 500 inputs of up to 400 characters over the demo index: seconds on a loaded two-core machine.
  }, 30_000);
});
