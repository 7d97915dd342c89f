import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../../../support/any-text.ts';
import {
  foldDiacritics,
  foldedKey,
  foldedWords,
  normalizeSpecQuery,
  specKey,
} from '../../../../../src/features/search/lib/normalize.ts';

describe('normalizeSpecQuery: the spec’s input normalisation', () => {
  it.each([
    ['#5', 'No. 5'],
    ['Symphony #5', 'Symphony No. 5'],
    ['Symphony # 5', 'Symphony No. 5'],
    ['symphony no 5', 'symphony No. 5'],
    ['Symphony No 5', 'Symphony No. 5'],
    ['SYMPHONY NO 5', 'SYMPHONY No. 5'],
    ['a no no b', 'a No. No. b'],
    ['piano  sonata', 'piano sonata'],
    ['piano   no   2', 'piano No. 2'],
    ['piano\tno\t2', 'piano No. 2'],
    ['Op. 27 #2', 'Op. 27 No. 2'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeSpecQuery(input)).toBe(expected);
  });

  it.each([
    ['no 5', 'a leading "no" has no space before it'],
    ['symphony no', 'a trailing "no" has no space after it'],
    ['nocturne', '"no" inside a word'],
    ['Symphony No. 5', '"No." already written'],
    ['piano sonata', 'a single space'],
  ])('leaves %j alone (%s)', (input) => {
    expect(normalizeSpecQuery(input)).toBe(input);
  });

  it('specKey is the normalised query in lower case', () => {
    expect(specKey('Symphony #5')).toBe('symphony no. 5');
    expect(specKey('Dvořák')).toBe('dvořák');
  });
});

describe('foldDiacritics', () => {
  it.each([
    ['Dvořák', 'dvorak'],
    ['Janáček', 'janacek'],
    ['Saint-Saëns', 'saint-saens'],
    ['Bartók', 'bartok'],
    ['Pärt', 'part'],
    ['Martinů', 'martinu'],
    ['Lutosławski', 'lutoslawski'],
    ['Górecki', 'gorecki'],
    ['Søren', 'soren'],
    ['Straße', 'strasse'],
    ['Œuvre', 'oeuvre'],
    ['Ærø', 'aero'],
    ['Tōru Takemitsu', 'toru takemitsu'],
    ['Ernő Dohnányi', 'erno dohnanyi'],
    ['İstanbul', 'istanbul'],
  ])('%j → %j', (input, expected) => {
    expect(foldDiacritics(input)).toBe(expected);
  });
});

describe('foldedKey: lower case, diacritics folded, punctuation-insensitive', () => {
  it.each([
    ['Saint-Saëns', 'saint saens'],
    ['Symphony No. 5 in C minor, Op. 67', 'symphony no 5 in c minor op 67'],
    ['Symphony #5', 'symphony no 5'],
    ['Symphony № 5', 'symphony no 5'],
    ['Waltz in C# minor', 'waltz in c sharp minor'],
    ['Waltz in C♯ minor', 'waltz in c sharp minor'],
    ['Waltz in C-sharp minor', 'waltz in c sharp minor'],
    ['Nocturne in E♭ major', 'nocturne in e flat major'],
    ["Don't Stop", 'dont stop'],
    ['Don’t Stop', 'dont stop'],
    ['  "Moonlight"  ', 'moonlight'],
    ['Hob. XVI:52', 'hob xvi 52'],
    ['*Emphasis* marks', 'emphasis marks'],
    ['', ''],
    ['...', ''],
  ])('%j → %j', (input, expected) => {
    expect(foldedKey(input)).toBe(expected);
  });

  it('is the same for the spellings a visitor may type', () => {
    const forms = ['Dvořák', 'dvorak', 'DVORAK', 'Dvorák'];
    expect(new Set(forms.map(foldedKey))).toEqual(new Set(['dvorak']));
  });

  it('foldedWords splits the key into words, and an empty key into none', () => {
    expect(foldedWords('Saint-Saëns: Danse macabre')).toEqual(['saint', 'saens', 'danse', 'macabre']);
    expect(foldedWords(' – ')).toEqual([]);
  });
});

describe('properties', () => {
  const texts = fc.oneof(
    anyText(40),
    fc.string({ unit: fc.constantFrom(..."ab #noNO.  \t’'-ßİΣσςé\u0301ℌⅫ♯♭№C".split('')), maxLength: 30 }),
  );

  it('never throw, and normalising twice changes nothing', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(normalizeSpecQuery(normalizeSpecQuery(text))).toBe(normalizeSpecQuery(text));
        expect(foldDiacritics(foldDiacritics(text))).toBe(foldDiacritics(text));
        expect(foldedKey(foldedKey(text))).toBe(foldedKey(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('a folded key holds only letters, digits and single inner spaces', () => {
    fc.assert(
      fc.property(texts, (text) => {
        expect(foldedKey(text)).toMatch(/^(?:[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*)?$/u);
      }),
      { numRuns: 2000 },
    );
  });

  it('folding is stable for every single code point of the assigned planes', () => {
    const unstable: string[] = [];
    const codes = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, at) => from + at);
    for (const code of [...codes(0, 0x2ffff), ...codes(0xe0000, 0xe01ff)]) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const text = String.fromCodePoint(code);
      const folded = foldedKey(text);
      if (foldedKey(folded) !== folded) unstable.push(`U+${code.toString(16)}`);
    }
    expect(unstable).toEqual([]);
  });
});
