import { describe, expect, it } from 'vitest';
import { unchangedUntil } from '../../../../../src/lib/build/unchanged-until.ts';
import { buildTimeSignature } from '../../../../../src/features/live/lib/build-time-signature.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';
import { shift } from './support/shift-time.ts';

const START = '2026-12-05T01:30:00Z';
const stream = buildLiveStream({ identifier: 'winter-gala', start_date_time: START, program_duration: 120 });
const signature = (at: Date) => buildTimeSignature([stream], at);

describe('buildTimeSignature', () => {
  it('is the same while the stream is in one state, and the calendar offer with it', () => {
    expect(signature(shift(START, { h: -10 }))).toBe(signature(shift(START, { h: -5 })));
    expect(signature(shift(START, { h: -3 }))).toBe(signature(shift(START, { h: -1 })));
  });

  it('changes as the stream enters its start notice, goes live, ends', () => {
    const seen = [-5, -3, 0.5, 3].map((h) => signature(shift(START, { h })));
    expect(new Set(seen).size).toBe(4);
    expect(seen[1]).toContain('winter-gala soon calendar');
    expect(seen[2]).toContain('winter-gala live');
  });

  it('changes with the year', () => {
    const lastMinute = new Date(2026, 11, 31, 23, 59);
    const newYear = new Date(2027, 0, 1, 0, 0);
    expect(buildTimeSignature([], lastMinute)).not.toBe(buildTimeSignature([], newYear));
  });

  it('gives a build five hours before the start until the notice opens, to the minute', () => {
    const until = unchangedUntil(signature, shift(START, { h: -5 }));
    expect(until).toEqual(shift(START, { h: -4, min: -1 }));
  });
});
