import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../../src/lib/time/format-date-range.ts';

describe('formatDateRange', () => {
  it('writes one day once', () => {
    expect(formatDateRange('2024-03-04T01:30:00Z', '2024-03-04T03:30:00Z')).toBe('March 3, 2024');
  });

  it('writes the month and year once within a month', () => {
    expect(formatDateRange('2024-03-04T01:30:00Z', '2024-03-06T03:30:00Z')).toBe('March 3–5, 2024');
  });

  it('writes the year once across months, with an en dash and no spaces', () => {
    expect(formatDateRange('2024-03-31T00:30:00Z', '2024-04-02T02:00:00Z')).toBe('March 30–April 1, 2024');
  });

  it('writes both dates in full across years', () => {
    expect(formatDateRange('2025-01-01T01:00:00Z', '2025-01-03T03:00:00Z')).toBe('December 31, 2024–January 2, 2025');
  });

  it('reads the calendar day in Chicago: an evening there is the next day in UTC', () => {
    // 04:30 UTC is 11:30 pm the evening before in summer time (UTC-5); 05:30 UTC likewise in winter
    // (UTC-6).
    expect(formatDateRange('2024-07-04T04:30:00Z', '2024-07-04T04:30:00Z')).toBe('July 3, 2024');
    expect(formatDateRange('2024-01-10T05:30:00Z', '2024-01-10T05:30:00Z')).toBe('January 9, 2024');
    // Two UTC months, one Chicago evening.
    expect(formatDateRange('2024-04-01T01:00:00Z', '2024-04-01T03:00:00Z')).toBe('March 31, 2024');
  });

  it('turns the day, and the year, at midnight in Chicago', () => {
    expect(formatDateRange('2024-12-31T20:00:00Z', '2025-01-01T05:59:59.999Z')).toBe('December 31, 2024');
    expect(formatDateRange('2024-12-31T20:00:00Z', '2025-01-01T06:00:00Z')).toBe('December 31, 2024–January 1, 2025');
  });

  it('follows the offset across the daylight-saving changes', () => {
    // Fall back on 2026-11-01: 04:30 UTC is 11:30 pm CDT on October 31; 05:30 UTC on the 2nd is
    // 11:30 pm CST on the 1st.
    expect(formatDateRange('2026-11-01T04:30:00Z', '2026-11-02T05:30:00Z')).toBe('October 31–November 1, 2026');
    expect(formatDateRange('2026-11-01T05:30:00Z', '2026-11-02T05:30:00Z')).toBe('November 1, 2026');
    // Spring forward on 2026-03-08: 05:30 UTC is 11:30 pm CST on the 7th; 04:30 UTC on the 9th is
    // 11:30 pm CDT on the 8th.
    expect(formatDateRange('2026-03-08T05:30:00Z', '2026-03-09T04:30:00Z')).toBe('March 7–8, 2026');
  });

  it('reads any UTC offset the API writes', () => {
    expect(formatDateRange('2024-03-30T19:30:00-05:00', '2024-04-01T21:00:00-05:00')).toBe('March 30–April 1, 2024');
  });
});
