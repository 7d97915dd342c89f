import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FieldDescription } from '../../../src/lib/studio/records.ts';
import {
  blankItem,
  blankRecord,
  centralInputOf,
  conflictRows,
  isoFromCentralInput,
  mergeMine,
  numberFromInput,
  sameValue,
} from '../../../src/lib/studio/record-form.ts';

const field = (
  name: string,
  kind: FieldDescription['kind'],
  extra: Partial<FieldDescription> = {},
): FieldDescription => ({
  name,
  kind,
  meaning: '',
  example: null,
  required: false,
  ...extra,
});

describe('record forms', () => {
  it('starts a new record at each field default, else empty of its kind', () => {
    expect(
      blankRecord([
        field('identifier', 'identifier', { required: true }),
        field('for_display', 'boolean', { default: true }),
        field('unlisted', 'boolean'),
        field('birth_year', 'integer', { default: null }),
        field('genres', 'list', { default: [] }),
        field('recordings', 'list', { required: true }),
        field('composer', 'reference'),
      ]),
    ).toEqual({
      identifier: '',
      for_display: true,
      unlisted: false,
      birth_year: null,
      genres: [],
      recordings: [],
      composer: null,
    });
    expect(blankItem(field('genres', 'list', { item: [field('value', 'reference')] }))).toBeNull();
    expect(
      blankItem(field('movement_cuepoints', 'list', { item: [field('title', 'text'), field('start', 'number')] })),
    ).toEqual({ title: '', start: null });
  });

  it('keeps a number input that is not a number as typed, for the server to name', () => {
    expect(numberFromInput('')).toBeNull();
    expect(numberFromInput(' 1887 ')).toBe(1887);
    expect(numberFromInput('12.5')).toBe(12.5);
    expect(numberFromInput('nineteen')).toBe('nineteen');
  });

  it('reads and writes date-times on Chicago’s clock, winter and summer', () => {
    expect(isoFromCentralInput('2026-12-04T19:30')).toBe('2026-12-04T19:30:00-06:00');
    expect(isoFromCentralInput('2026-07-04T19:30')).toBe('2026-07-04T19:30:00-05:00');
    expect(isoFromCentralInput('')).toBeNull();
    expect(centralInputOf('2026-12-05T01:30:00Z')).toBe('2026-12-04T19:30');
    expect(centralInputOf(null)).toBe('');
    expect(centralInputOf('not a time')).toBe('');
  });

  it('goes round from an input to an instant and back', () => {
    const minutes = fc.integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2040, 0, 1) / 60_000 });
    fc.assert(
      fc.property(minutes, (minute) => {
        const input = centralInputOf(new Date(minute * 60_000).toISOString());
        expect(centralInputOf(isoFromCentralInput(input))).toBe(input);
      }),
    );
  });

  it('compares JSON values by what they hold', () => {
    expect(sameValue({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
  });

  it('shows a conflict as the fields either side changed, and keeps mine over theirs', () => {
    const fields = [field('title', 'text'), field('opus', 'text'), field('composer', 'reference')];
    const opened = { title: 'Adoration', opus: '', composer: 'florence-price' };
    const theirs = { title: 'Adoration', opus: 'Op. 7', composer: 'florence-price' };
    const mine = { title: 'Adoration (arr.)', opus: '', composer: 'florence-price' };
    expect(conflictRows(fields, opened, theirs, mine)).toEqual([
      { name: 'title', opened: 'Adoration', theirs: 'Adoration', mine: 'Adoration (arr.)' },
      { name: 'opus', opened: '', theirs: 'Op. 7', mine: '' },
    ]);
    expect(mergeMine(opened, theirs, mine)).toEqual({
      title: 'Adoration (arr.)',
      opus: 'Op. 7',
      composer: 'florence-price',
    });
  });
});

describe('a studio list’s query', () => {
  it('carries the search, the state, the sort and the page, leaving out empty filters', async () => {
    const { recordListQuery } = await import('../../../src/lib/studio/record-list-query.ts');
    expect(recordListQuery({ q: ' dvořák ', state: '' }, { field: 'title', order: 'DESC' }, 3, 25)).toBe(
      'q=dvo%C5%99%C3%A1k&sort=title&order=desc&page=3&per_page=25',
    );
    expect(recordListQuery({ state: 'new', other: 'x' }, undefined, 1, 10)).toBe(
      'state=new&sort=title&order=asc&page=1&per_page=10',
    );
  });
});
