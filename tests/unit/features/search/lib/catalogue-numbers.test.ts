import { describe, expect, it } from 'vitest';
import {
  catalogueKeys,
  findCatalogueNumbers,
  matchCatalogueKey,
  parseCatalogueNumber,
} from '../../../../../src/features/search/lib/catalogue-numbers.ts';

describe('parseCatalogueNumber: every usual spelling has one key', () => {
  it.each([
    ['BWV 1048', 'bwv1048'],
    ['bwv1048', 'bwv1048'],
    ['BWV 232a', 'bwv232a'],
    ['K. 550', 'k550'],
    ['K 550', 'k550'],
    ['K550', 'k550'],
    ['k.550', 'k550'],
    ['KV 550', 'k550'],
    ['kv550', 'k550'],
    ['Op. 27 No. 2', 'op27.2'],
    ['op 27 no 2', 'op27.2'],
    ['op27#2', 'op27.2'],
    ['Op.27, No.2', 'op27.2'],
    ['Op. 27, no. 2', 'op27.2'],
    ['op27no2', 'op27.2'],
    ['Op. 27/2', 'op27.2'],
    ['Opus 10 Number 3', 'op10.3'],
    ['Op. 27', 'op27'],
    ['Op.27', 'op27'],
    ['Op. 64a', 'op64a'],
    ['Op. 007', 'op7'],
    ['D. 960', 'd960'],
    ['D960', 'd960'],
    ['d 960', 'd960'],
    ['Hob. XVI:52', 'hobxvi.52'],
    ['Hob XVI 52', 'hobxvi.52'],
    ['Hob.XVI/52', 'hobxvi.52'],
    ['hobxvi52', 'hobxvi.52'],
    ['Hob. 16:52', 'hobxvi.52'],
    ['Hob. I:104', 'hobi.104'],
    ['Hob. VIIb:1', 'hobviib.1'],
    ['Hob. XVI', 'hobxvi'],
    ['RV 580', 'rv580'],
    ['rv580', 'rv580'],
    ['HWV 348', 'hwv348'],
    ['Sz. 113', 'sz113'],
    ['sz113', 'sz113'],
    ['BB 114', 'bb114'],
    ['WoO 59', 'woo59'],
  ])('%j → %s', (text, key) => {
    expect(parseCatalogueNumber(text)).toBe(key);
  });

  it.each([
    'Sonata in D major',
    'Mark 5',
    'Opera 5',
    'Symphony No. 5',
    'Bach 1048',
    'Hob. ill',
    'Hob. 99:1',
    'op.',
    'BWV',
    'K-pop',
    '5K run',
    'Op. 27 and more',
  ])('%j is not one catalogue number', (text) => {
    expect(parseCatalogueNumber(text)).toBeNull();
  });
});

describe('findCatalogueNumbers: inside queries, titles and opus fields', () => {
  it('finds a number inside a title', () => {
    const { numbers } = findCatalogueNumbers('Piano Sonata No. 14 in C-sharp minor, Op. 27 No. 2 "Moonlight"');
    expect(numbers.map((number) => number.key)).toEqual(['op27.2']);
  });

  it('finds several, in order, and keeps the rest of the query', () => {
    const { numbers, rest } = findCatalogueNumbers('Beethoven op 27 no 2 or K. 550 Mozart');
    expect(numbers.map((number) => number.key)).toEqual(['op27.2', 'k550']);
    expect(rest.split(/\s+/).filter(Boolean)).toEqual(['beethoven', 'or', 'mozart']);
  });

  it('reads "Symphony No. 9, Op. 125" as Op. 125 alone (the No. before it is not its part)', () => {
    expect(findCatalogueNumbers('Symphony No. 9 in D minor, Op. 125').numbers.map((number) => number.key)).toEqual([
      'op125',
    ]);
  });

  it('does not take a key name for a catalogue ("Sonata in D, K. 576")', () => {
    expect(findCatalogueNumbers('Sonata in D, K. 576').numbers.map((number) => number.key)).toEqual(['k576']);
  });

  it('reads a Köchel number with its older number beside it', () => {
    expect(
      findCatalogueNumbers('Piano Sonata No. 11 in A major, K. 331/300i').numbers.map((number) => number.key),
    ).toEqual(['k331']);
  });

  it('catalogueKeys collects the distinct keys of a title and an opus field', () => {
    expect(catalogueKeys('Piano Sonata No. 14, Op. 27 No. 2', 'Op. 27, No. 2')).toEqual(['op27.2']);
    expect(catalogueKeys('Brandenburg Concerto No. 3', 'BWV 1048')).toEqual(['bwv1048']);
    expect(catalogueKeys('Fratres', '')).toEqual([]);
  });
});

describe('matchCatalogueKey', () => {
  it.each([
    ['op27.2', 'op27.2', 'exact'],
    ['op27', 'op27.2', 'within'],
    ['hobxvi', 'hobxvi.52', 'within'],
    ['bwv10', 'bwv1048', 'partial'],
    ['k55', 'k550', 'partial'],
    ['op27.1', 'op27.12', 'partial'],
    ['op27', 'op270', 'partial'],
    ['op27.2', 'op27', null],
    ['op2', 'op27.2', 'partial'],
    ['k550', 'bwv550', null],
    ['d96', 'd960', 'partial'],
    ['op64', 'op64a', 'partial'],
    ['op64b', 'op64a', null],
  ])('%s against %s → %s', (query, work, expected) => {
    expect(matchCatalogueKey(query, work)).toBe(expected);
  });
});
