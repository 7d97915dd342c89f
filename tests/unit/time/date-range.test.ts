import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../../src/lib/time/date-range.ts';
import { InvalidDateRangeError } from '../../../src/lib/time/time-errors.ts';

describe('formatDateRange', () => {
  it('writes one day once', () => {
    expect(formatDateRange('2024-03-03T01:00:00Z', '2024-03-03T03:00:00Z')).toBe('March 2, 2024');
  });

  it('shares the month and year when they match', () => {
    expect(formatDateRange('2024-03-03T20:00:00Z', '2024-03-05T20:00:00Z')).toBe('March 3–5, 2024');
  });

  it('shares the year across months', () => {
    expect(formatDateRange('2024-03-30T20:00:00Z', '2024-04-01T20:00:00Z')).toBe('March 30 – April 1, 2024');
  });

  it('writes both years across a new year', () => {
    expect(formatDateRange('2024-12-31T20:00:00Z', '2025-01-01T20:00:00Z')).toBe('December 31, 2024 – January 1, 2025');
  });

  it('reads the days on the Central clock, across the November change', () => {
    // 11:30 pm CDT on Oct 31 and 11:30 pm CST on Nov 1.
    expect(formatDateRange('2026-11-01T04:30:00Z', '2026-11-02T05:30:00Z')).toBe('October 31 – November 1, 2026');
    // 12:30 am CDT to 11:30 pm CST on the 25-hour day itself.
    expect(formatDateRange('2026-11-01T05:30:00Z', '2026-11-02T05:30:00Z')).toBe('November 1, 2026');
    // 11:30 pm CST on Mar 7 to 11:30 pm CDT on the 23-hour day.
    expect(formatDateRange('2026-03-08T05:30:00Z', '2026-03-09T04:30:00Z')).toBe('March 7–8, 2026');
  });

  it('uses another zone when asked', () => {
    expect(formatDateRange('2024-03-03T01:00:00Z', '2024-03-03T03:00:00Z', 'UTC')).toBe('March 3, 2024');
  });

  it('refuses a range that ends before it starts', () => {
    expect(() => formatDateRange('2024-03-05T00:00:00Z', '2024-03-04T00:00:00Z')).toThrow(InvalidDateRangeError);
  });
});
