import { describe, expect, it } from 'vitest';
import { isoDuration } from '../../../src/lib/seo/iso-duration.ts';

describe('isoDuration', () => {
  it.each([
    [0, 'PT0S'],
    [999, 'PT0S'],
    [5_000, 'PT5S'],
    [245_000, 'PT4M5S'],
    [3_600_000, 'PT1H'],
    [3_723_000, 'PT1H2M3S'],
    [7_260_000, 'PT2H1M'],
  ])('%i ms → %s', (ms, iso) => {
    expect(isoDuration(ms)).toBe(iso);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (ms) => {
    expect(() => isoDuration(ms)).toThrow(RangeError);
  });
});
