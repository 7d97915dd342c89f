import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMark,
  marksOf,
  MIN_GAP_SECONDS,
  moveMark,
  removeMark,
  retitleMark,
  type MovementMark,
} from '../../../src/lib/studio/movement-marks.ts';
import { masterIdOfFolder } from '../../../src/lib/studio/masters.ts';

const DURATION = 1800;

/** The rules every change keeps: the first at 0, each after the one before by a second, all inside. */
function expectWellFormed(marks: readonly MovementMark[]) {
  if (marks.length === 0) return;
  expect(marks[0]?.start).toBe(0);
  for (let at = 1; at < marks.length; at++) {
    expect((marks[at]?.start ?? 0) - (marks[at - 1]?.start ?? 0)).toBeGreaterThanOrEqual(MIN_GAP_SECONDS - 1e-9);
    expect(marks[at]?.start).toBeLessThan(DURATION);
  }
}

describe('movement marks', () => {
  it('marks the start too when the first mark is placed later', () => {
    expect(addMark([], 612.34, DURATION)).toEqual([
      { title: 'Movement 1', start: 0 },
      { title: 'Movement 2', start: 612.3 },
    ]);
    expect(addMark([], 0.2, DURATION)).toEqual([{ title: 'Movement 1', start: 0 }]);
    // At the very end (the playhead after the last note) only the start is marked.
    expect(addMark([], DURATION + 3, DURATION)).toEqual([{ title: 'Movement 1', start: 0 }]);
  });

  it('puts a new mark in its place and refuses one on top of another or past the end', () => {
    const marks = addMark(addMark([], 600, DURATION), 300, DURATION);
    expect(marks.map((mark) => mark.start)).toEqual([0, 300, 600]);
    expect(addMark(marks, 300.5, DURATION)).toEqual(marks);
    expect(addMark(marks, DURATION + 5, DURATION)).toEqual(marks);
  });

  it('holds a moved mark between its neighbours and keeps the first at 0', () => {
    const marks = [
      { title: 'I', start: 0 },
      { title: 'II', start: 300 },
      { title: 'III', start: 600 },
    ];
    expect(moveMark(marks, 1, 900, DURATION)[1]?.start).toBe(599);
    expect(moveMark(marks, 1, -4, DURATION)[1]?.start).toBe(1);
    expect(moveMark(marks, 0, 40, DURATION)).toEqual(marks);
  });

  it('starts the next at 0 when the first is removed, and retitles in place', () => {
    const marks = [
      { title: 'I', start: 0 },
      { title: 'II', start: 300 },
    ];
    expect(removeMark(marks, 0)).toEqual([{ title: 'II', start: 0 }]);
    expect(retitleMark(marks, 1, 'Romanze')[1]).toEqual({ title: 'Romanze', start: 300 });
  });

  it('keeps its rules through any run of adds, moves and removals', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), at: fc.double({ min: -10, max: DURATION + 10, noNaN: true }) }),
      fc.record({
        kind: fc.constant('move' as const),
        index: fc.nat(6),
        at: fc.double({ min: -10, max: DURATION + 10, noNaN: true }),
      }),
      fc.record({ kind: fc.constant('remove' as const), index: fc.nat(6) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        let marks: MovementMark[] = [];
        for (const each of steps) {
          if (each.kind === 'add') marks = addMark(marks, each.at, DURATION);
          else if (each.kind === 'move') marks = moveMark(marks, each.index, each.at, DURATION);
          else marks = removeMark(marks, each.index);
          expectWellFormed(marks);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('reads the marks a field holds and the master a folder is', () => {
    expect(marksOf([{ title: 'I', start: 0 }, { title: 2 }, null, 'x'])).toEqual([{ title: 'I', start: 0 }]);
    expect(marksOf(undefined)).toEqual([]);
    expect(masterIdOfFolder('masters/12')).toBe(12);
    expect(masterIdOfFolder('audio/price')).toBeUndefined();
    expect(masterIdOfFolder('masters/12/x')).toBeUndefined();
  });
});
