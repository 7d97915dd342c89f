import { describe, expect, it } from 'vitest';
import { playDay } from '../../../src/lib/plays/play-day.ts';
import { playMinutes } from '../../../src/lib/plays/play-minutes.ts';
import { exportedCount } from '../../../src/lib/plays/small-counts.ts';

describe('exportedCount', () => {
  it('hides counts under 5 and gives the rest exactly', () => {
    expect([0, 1, 4, 5, 6, 1234].map(exportedCount)).toEqual(['<5', '<5', '<5', '5', '6', '1234']);
  });
});

describe('playDay', () => {
  it("counts a play on Chicago's date, whatever the UTC date", () => {
    expect(playDay('2026-05-11T03:00:00Z')).toBe('2026-05-10');
    expect(playDay('2026-05-11T05:00:00Z')).toBe('2026-05-11');
    expect(playDay('2026-01-01T05:59:59Z')).toBe('2025-12-31');
  });
});

describe('playMinutes', () => {
  it('gives minutes with one decimal', () => {
    expect([0, 60_000, 90_000, 125_000].map(playMinutes)).toEqual(['0.0', '1.0', '1.5', '2.1']);
  });
});
