import { describe, expect, it } from 'vitest';
import { formatClockDuration, formatDurationWords } from '../../../src/lib/time/durations.ts';
import { InvalidDurationError } from '../../../src/lib/time/time-errors.ts';

describe('formatClockDuration', () => {
  it.each([
    [0, '0:00'],
    [5_000, '0:05'],
    [59_999, '0:59'],
    [245_000, '4:05'],
    [600_000, '10:00'],
    [3_599_000, '59:59'],
    [3_600_000, '1:00:00'],
    [3_723_000, '1:02:03'],
    [36_000_000, '10:00:00'],
  ])('formats %d ms as %s', (ms, clock) => {
    expect(formatClockDuration(ms)).toBe(clock);
  });

  it('refuses negative and non-finite durations', () => {
    expect(() => formatClockDuration(-1)).toThrow(InvalidDurationError);
    expect(() => formatClockDuration(Number.POSITIVE_INFINITY)).toThrow(InvalidDurationError);
    expect(() => formatClockDuration(Number.NaN)).toThrow(InvalidDurationError);
  });
});

describe('formatDurationWords', () => {
  it.each([
    [0, '0 min'],
    [1, '1 min'],
    [29_999, '1 min'],
    [45 * 60_000, '45 min'],
    [59 * 60_000 + 29_000, '59 min'],
    [59 * 60_000 + 30_000, '1 hr'],
    [72 * 60_000, '1 hr 12 min'],
    [(71 * 60 + 40) * 1000, '1 hr 12 min'],
    [120 * 60_000, '2 hr'],
    [185 * 60_000, '3 hr 5 min'],
  ])('writes %d ms as %s', (ms, words) => {
    expect(formatDurationWords(ms)).toBe(words);
  });

  it('refuses negative durations', () => {
    expect(() => formatDurationWords(-60_000)).toThrow(InvalidDurationError);
  });
});
