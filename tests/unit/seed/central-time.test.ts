import { describe, expect, it } from 'vitest';
import {
  centralDateOf,
  centralInstant,
  centralTimeAfter,
  concertTimeBefore,
} from '../../../server/seed/central-time.ts';

describe('Chicago wall-clock times', () => {
  it('turns a summer (CDT) and a winter (CST) evening into the right instants', () => {
    expect(centralInstant({ year: 2026, month: 7, day: 4 }, 20, 0).toISOString()).toBe('2026-07-05T01:00:00.000Z');
    expect(centralInstant({ year: 2026, month: 1, day: 10 }, 20, 0).toISOString()).toBe('2026-01-11T02:00:00.000Z');
  });

  it('knows the Chicago date and weekday of an instant, which may differ from UTC', () => {
    expect(centralDateOf(new Date('2026-11-22T03:00:00Z'))).toEqual({ year: 2026, month: 11, day: 21, weekday: 6 });
  });

  it('finds the concert day on or before a number of days ago', () => {
    const now = new Date('2026-11-21T18:00:00Z');
    const friday = concertTimeBefore(now, 14, 5, 20, 0);
    expect(friday.toISOString()).toBe('2026-11-07T02:00:00.000Z');
    expect(centralDateOf(friday).weekday).toBe(5);
    expect(concertTimeBefore(now, 14, 6, 20, 0).toISOString()).toBe('2026-11-08T02:00:00.000Z');
  });

  it('counts days forward across a change of clocks', () => {
    const now = new Date('2027-03-10T18:00:00Z');
    expect(centralTimeAfter(now, 5, 19, 30).toISOString()).toBe('2027-03-16T00:30:00.000Z');
    expect(centralTimeAfter(now, -3, 19, 30).toISOString()).toBe('2027-03-08T01:30:00.000Z');
  });
});
