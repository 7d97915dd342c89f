import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRange, rangeStillApplies } from '../../../src/lib/http/byte-range.ts';

describe('parseRange', () => {
  it('reads the three forms of a single range', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ kind: 'partial', start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ kind: 'partial', start: 90, end: 99 });
  });

  it('clamps the end and a long suffix to the file', () => {
    expect(parseRange('bytes=50-500', 100)).toEqual({ kind: 'partial', start: 50, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ kind: 'partial', start: 0, end: 99 });
  });

  it('finds ranges past the end, empty suffixes and ranges of empty files unsatisfiable', () => {
    expect(parseRange('bytes=100-', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=100-200', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-0', 100)).toEqual({ kind: 'unsatisfiable' });
    expect(parseRange('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('ignores what it does not serve: no header, other units, several ranges, reversed or malformed ones', () => {
    for (const header of [
      undefined,
      'items=0-1',
      'bytes=0-1,5-6',
      'bytes=9-1',
      'bytes=-',
      'bytes=a-b',
      'bytes=1234567890123456-',
    ]) {
      expect(parseRange(header, 100), String(header)).toEqual({ kind: 'full' });
    }
  });

  it('always answers a slice inside the file', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.option(fc.nat(2_000_000)), fc.option(fc.nat(2_000_000)), (size, a, b) => {
        const header = `bytes=${a ?? ''}-${b ?? ''}`;
        const range = parseRange(header, size);
        if (range.kind !== 'partial') return;
        expect(range.start).toBeGreaterThanOrEqual(0);
        expect(range.end).toBeLessThan(size);
        expect(range.start).toBeLessThanOrEqual(range.end);
      }),
    );
  });
});

describe('rangeStillApplies', () => {
  const modified = new Date('2026-03-01T12:00:00Z');

  it('keeps the range without If-Range, or with a date no older than the file', () => {
    expect(rangeStillApplies(undefined, modified)).toBe(true);
    expect(rangeStillApplies(modified.toUTCString(), modified)).toBe(true);
    expect(rangeStillApplies('Sun, 01 Mar 2026 13:00:00 GMT', modified)).toBe(true);
  });

  it('drops it for an older date, an entity tag (ours are weak) or a repeated header', () => {
    expect(rangeStillApplies('Sun, 01 Mar 2026 11:59:59 GMT', modified)).toBe(false);
    expect(rangeStillApplies('"abc"', modified)).toBe(false);
    expect(rangeStillApplies('W/"abc"', modified)).toBe(false);
    expect(rangeStillApplies(['a', 'b'], modified)).toBe(false);
    expect(rangeStillApplies('not a date', modified)).toBe(false);
  });
});
