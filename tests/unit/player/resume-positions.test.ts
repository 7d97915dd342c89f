import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isFinished,
  MIN_RESUME_SECONDS,
  readResumePositions,
  recordPosition,
  RESUME_POSITIONS_KEY,
  RESUME_POSITIONS_LIMIT,
  resumeLabel,
  resumePositionOf,
  serialiseResumePositions,
} from '../../../src/lib/player/resume-positions.ts';
import type { ResumePositions } from '../../../src/lib/player/resume-positions.ts';

const HOUR = 3600;

describe('the finished threshold', () => {
  it('is the last 15 s of a long recording', () => {
    expect(isFinished(HOUR - 16, HOUR)).toBe(false);
    expect(isFinished(HOUR - 15, HOUR)).toBe(true);
    expect(isFinished(HOUR, HOUR)).toBe(true);
  });

  it('is the last 5 % of a short one (a 60 s piece is finished from 57 s)', () => {
    expect(isFinished(56.9, 60)).toBe(false);
    expect(isFinished(57, 60)).toBe(true);
  });

  it('never holds without a known duration', () => {
    expect(isFinished(10_000, Number.NaN)).toBe(false);
    expect(isFinished(10, 0)).toBe(false);
  });
});

describe('recordPosition', () => {
  it('keeps the whole second reached, most recent first, one entry per recording', () => {
    let positions: ResumePositions = [];
    positions = recordPosition(positions, 'a', 754.8, HOUR);
    positions = recordPosition(positions, 'b', 30, HOUR);
    positions = recordPosition(positions, 'a', 800.2, HOUR);
    expect(positions).toEqual([
      { recording: 'a', position: 800 },
      { recording: 'b', position: 30 },
    ]);
    expect(resumePositionOf(positions, 'a')).toBe(800);
    expect(resumePositionOf(positions, 'c')).toBeNull();
  });

  it('forgets a finished performance, so it starts from the beginning', () => {
    const positions = recordPosition([], 'a', 754, HOUR);
    expect(recordPosition(positions, 'a', HOUR - 1, HOUR)).toEqual([]);
  });

  it('leaves a saved position alone when a new listening is still under 5 s', () => {
    const positions = recordPosition([], 'a', 754, HOUR);
    expect(recordPosition(positions, 'a', MIN_RESUME_SECONDS - 0.1, HOUR)).toBe(positions);
    expect(recordPosition(positions, 'a', 0, HOUR)).toBe(positions);
  });

  it('answers the same list when nothing changes (no write needed)', () => {
    const positions = recordPosition([], 'a', 754.2, HOUR);
    expect(recordPosition(positions, 'a', 754.9, HOUR)).toBe(positions);
    expect(recordPosition(positions, 'b', HOUR, HOUR)).toBe(positions);
    expect(recordPosition(positions, 'a', Number.NaN, HOUR)).toBe(positions);
  });

  it('holds at most 200 recordings, dropping the one left longest ago', () => {
    let positions: ResumePositions = [];
    for (let index = 0; index <= RESUME_POSITIONS_LIMIT; index += 1)
      positions = recordPosition(positions, `r${index}`, 60, HOUR);
    expect(positions).toHaveLength(RESUME_POSITIONS_LIMIT);
    expect(resumePositionOf(positions, 'r0')).toBeNull();
    expect(positions[0]?.recording).toBe(`r${RESUME_POSITIONS_LIMIT}`);
  });

  it('keeps its invariants for any sequence of positions (bounded, unique, resumable, newest first)', () => {
    const step = fc.record({
      recording: fc.constantFrom('a', 'b', 'c', 'd'),
      position: fc.double({ min: -10, max: 200, noNaN: true }),
      duration: fc.constantFrom(60, 120, HOUR),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let positions: ResumePositions = [];
        for (const { recording, position, duration } of steps) {
          positions = recordPosition(positions, recording, position, duration);
          const mine = resumePositionOf(positions, recording);
          if (isFinished(position, duration)) expect(mine).toBeNull();
          else if (position >= MIN_RESUME_SECONDS) expect(mine).toBe(Math.floor(position));
        }
        const recordings = positions.map((entry) => entry.recording);
        expect(new Set(recordings).size).toBe(recordings.length);
        expect(positions.length).toBeLessThanOrEqual(RESUME_POSITIONS_LIMIT);
        expect(positions.every((entry) => entry.position >= MIN_RESUME_SECONDS)).toBe(true);
        expect(readResumePositions(serialiseResumePositions(positions))).toEqual(positions);
      }),
    );
  });
});

describe('the stored positions', () => {
  it('are kept under resume-positions', () => {
    expect(RESUME_POSITIONS_KEY).toBe('resume-positions');
  });

  it('read garbage as none, never throwing', () => {
    for (const text of [null, '', '{', 'null', '42', '"x"', '{"recording":"a","position":9}'])
      expect(readResumePositions(text)).toEqual([]);
    fc.assert(fc.property(fc.string(), (text) => Array.isArray(readResumePositions(text))));
    fc.assert(fc.property(fc.jsonValue(), (value) => Array.isArray(readResumePositions(JSON.stringify(value)))));
  });

  it('drop entries that are not ones and keep the first of each recording', () => {
    const text = JSON.stringify([
      { recording: 'a', position: 90 },
      { recording: 'a', position: 10 },
      { recording: '', position: 90 },
      { recording: 'b', position: -3 },
      { recording: 'c', position: 1.5 },
      { recording: 'd', position: 2 },
      { recording: 'e', position: '90' },
      'f',
      { recording: 'g', position: 61 },
    ]);
    expect(readResumePositions(text)).toEqual([
      { recording: 'a', position: 90 },
      { recording: 'g', position: 61 },
    ]);
  });

  it('read at most 200', () => {
    const many = Array.from({ length: 250 }, (_, index) => ({ recording: `r${index}`, position: 60 }));
    expect(readResumePositions(JSON.stringify(many))).toHaveLength(RESUME_POSITIONS_LIMIT);
  });
});

describe('resumeLabel', () => {
  it('reads like the bar’s clock', () => {
    expect(resumeLabel(754)).toBe('Resume at 12:34');
    expect(resumeLabel(3723)).toBe('Resume at 1:02:03');
    expect(resumeLabel(5)).toBe('Resume at 0:05');
  });
});
