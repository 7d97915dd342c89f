import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  momentDescription,
  momentUrl,
  parseMomentQuery,
  parseMomentTime,
  resolveMoment,
} from '../../../src/lib/share/moment-link.ts';
import type { MomentTarget } from '../../../src/lib/share/moment-link.ts';

const cuepoints = [
  { title: 'Allegro', start: 0 },
  { title: 'Adagio', start: 300 },
  { title: 'Presto', start: 700 },
];
const targets: MomentTarget[] = [
  { performanceId: 12, durationSeconds: 900, cuepoints },
  { performanceId: 40, durationSeconds: 120, cuepoints: [] },
];
const PAGE = 'https://example.org/music/concert-library/composition/eroica';

describe('parseMomentTime', () => {
  it('reads seconds and clock times', () => {
    expect(parseMomentTime('754')).toBe(754);
    expect(parseMomentTime('0')).toBe(0);
    expect(parseMomentTime('12:34')).toBe(754);
    expect(parseMomentTime('1:02:03')).toBe(3723);
    expect(parseMomentTime(' 90 ')).toBe(90);
  });

  it('refuses garbage', () => {
    for (const text of ['', '-1', '1e3', '12.5', '12:99', '1:60:00', 'abc', '754s', '0x10', '99999999', '::'])
      expect(parseMomentTime(text), text).toBeNull();
  });
});

describe('parseMomentQuery', () => {
  it('reads a time or a movement, with or without the performance', () => {
    expect(parseMomentQuery('?performance=12&t=754')).toEqual({ kind: 'time', performanceId: 12, seconds: 754 });
    expect(parseMomentQuery('?movement=2')).toEqual({ kind: 'movement', performanceId: null, movement: 2 });
    expect(parseMomentQuery('?t=12:34&movement=3')).toEqual({ kind: 'movement', performanceId: null, movement: 3 });
  });

  it('names no moment for garbage or other queries', () => {
    for (const search of [
      '',
      '?q=bach',
      '?t=',
      '?t=abc',
      '?movement=0',
      '?movement=2.5',
      '?movement=-1',
      '?performance=x&t=5',
      '?performance=0&t=5',
    ])
      expect(parseMomentQuery(search), search).toBeNull();
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.string(), (text) => void parseMomentQuery(text)));
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (performance, t, movement) => {
        const search = new URLSearchParams({ performance, t, movement }).toString();
        const request = parseMomentQuery(search);
        if (request !== null) void resolveMoment(request, targets);
      }),
    );
  });
});

describe('resolveMoment', () => {
  it('finds the movement a time falls in', () => {
    expect(resolveMoment({ kind: 'time', performanceId: 12, seconds: 754 }, targets)).toEqual({
      performanceId: 12,
      seconds: 754,
      movementIndex: 2,
      byMovement: false,
    });
  });

  it('starts a movement at its cue point', () => {
    expect(resolveMoment({ kind: 'movement', performanceId: 12, movement: 2 }, targets)).toEqual({
      performanceId: 12,
      seconds: 300,
      movementIndex: 1,
      byMovement: true,
    });
  });

  it('takes the first performance when the link names none', () => {
    expect(resolveMoment({ kind: 'time', performanceId: null, seconds: 10 }, targets)?.performanceId).toBe(12);
  });

  it('refuses a performance not on the page, a movement it lacks, a time past its end', () => {
    expect(resolveMoment({ kind: 'time', performanceId: 99, seconds: 10 }, targets)).toBeNull();
    expect(resolveMoment({ kind: 'movement', performanceId: 12, movement: 4 }, targets)).toBeNull();
    expect(resolveMoment({ kind: 'movement', performanceId: 40, movement: 1 }, targets)).toBeNull();
    expect(resolveMoment({ kind: 'time', performanceId: 40, seconds: 120 }, targets)).toBeNull();
    expect(resolveMoment({ kind: 'time', performanceId: null, seconds: 1 }, [])).toBeNull();
  });
});

describe('momentUrl', () => {
  it('writes the performance with the time or the movement, replacing any other query', () => {
    expect(momentUrl(`${PAGE}?x=1#top`, 12, { kind: 'time', seconds: 754.9 })).toBe(`${PAGE}?performance=12&t=754`);
    expect(momentUrl(PAGE, 12, { kind: 'movement', movementIndex: 1 })).toBe(`${PAGE}?performance=12&movement=2`);
  });

  it('round-trips through parseMomentQuery and resolveMoment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 899 }), fc.nat(2), (seconds, movementIndex) => {
        const timeLink = new URL(momentUrl(PAGE, 12, { kind: 'time', seconds }));
        const time = parseMomentQuery(timeLink.search);
        expect(time === null ? null : resolveMoment(time, targets)?.seconds).toBe(seconds);
        const movementLink = new URL(momentUrl(PAGE, 12, { kind: 'movement', movementIndex }));
        const movement = parseMomentQuery(movementLink.search);
        expect(movement === null ? null : resolveMoment(movement, targets)?.movementIndex).toBe(movementIndex);
      }),
    );
  });
});

describe('momentDescription', () => {
  it('names the time and its movement, or the movement and its start', () => {
    expect(momentDescription({ performanceId: 12, seconds: 754, movementIndex: 2, byMovement: false }, cuepoints)).toBe(
      'Shared moment: Play starts at 12:34, in “Presto”.',
    );
    expect(momentDescription({ performanceId: 12, seconds: 300, movementIndex: 1, byMovement: true }, cuepoints)).toBe(
      'Shared moment: Play starts at movement 2, “Adagio” (5:00).',
    );
    expect(momentDescription({ performanceId: 40, seconds: 65, movementIndex: -1, byMovement: false }, [])).toBe(
      'Shared moment: Play starts at 1:05.',
    );
  });
});
