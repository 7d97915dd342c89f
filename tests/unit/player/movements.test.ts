import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentMovement,
  currentMovementIndex,
  movementSeekTarget,
  movementSpans,
} from '../../../src/lib/player/movements.ts';

const cuepoints = [
  { title: 'I. Allegro', start: 0 },
  { title: 'II. Adagio', start: 24 },
  { title: 'III. Menuetto', start: 48 },
  { title: 'IV. Presto', start: 72 },
];

describe('movements', () => {
  it('names the movement whose start is the latest at or before the current time', () => {
    expect(currentMovement(cuepoints, 0)?.title).toBe('I. Allegro');
    expect(currentMovement(cuepoints, 23.99)?.title).toBe('I. Allegro');
    expect(currentMovement(cuepoints, 24)?.title).toBe('II. Adagio');
    expect(currentMovement(cuepoints, 95)?.title).toBe('IV. Presto');
  });

  it('has no current movement before the first start, without cue points, or without a time', () => {
    expect(currentMovementIndex([{ title: 'II.', start: 10 }], 5)).toBe(-1);
    expect(currentMovementIndex([], 30)).toBe(-1);
    expect(currentMovementIndex(cuepoints, Number.NaN)).toBe(-1);
    expect(currentMovement(cuepoints, Number.NaN)).toBeNull();
  });

  it('answers right for cue points out of order', () => {
    const shuffled = [cuepoints[2]!, cuepoints[0]!, cuepoints[3]!, cuepoints[1]!];
    expect(currentMovement(shuffled, 30)?.title).toBe('II. Adagio');
    expect(currentMovement(shuffled, 60)?.title).toBe('III. Menuetto');
  });

  it('agrees with a linear scan of sorted cue points for any time', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(600), { minLength: 1, maxLength: 6 }),
        fc.double({ min: 0, max: 700, noNaN: true }),
        (starts, time) => {
          const sorted = [...starts].sort((a, b) => a - b).map((start) => ({ title: `at ${start}`, start }));
          const expected = sorted.filter((cuepoint) => cuepoint.start <= time).at(-1) ?? null;
          expect(currentMovement(sorted, time)).toEqual(expected);
        },
      ),
    );
  });

  it("seeks to a movement's start, kept inside the recording", () => {
    expect(movementSeekTarget(cuepoints, 2)).toBe(48);
    expect(movementSeekTarget(cuepoints, 3, 60)).toBe(60);
    expect(movementSeekTarget(cuepoints, 3, Number.NaN)).toBe(72);
    expect(movementSeekTarget(cuepoints, 4)).toBeNull();
    expect(movementSeekTarget(cuepoints, -1)).toBeNull();
    expect(movementSeekTarget(cuepoints, 0.5)).toBeNull();
  });

  it('gives each movement its duration up to the next start or the end of the recording', () => {
    expect(movementSpans(cuepoints, 96).map((span) => [span.start, span.end, span.duration])).toEqual([
      [0, 24, 24],
      [24, 48, 24],
      [48, 72, 24],
      [72, 96, 24],
    ]);
    expect(movementSpans([{ title: 'Only', start: 0 }], 45)).toEqual([
      { title: 'Only', start: 0, end: 45, duration: 45 },
    ]);
    expect(movementSpans([{ title: 'Late', start: 50 }], 45)[0]?.duration).toBe(0);
  });
});
