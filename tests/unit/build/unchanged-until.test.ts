import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_HORIZON_MS, SIGNATURE_STEP_MS, unchangedUntil } from '../../../src/lib/build/unchanged-until.ts';

const FROM = new Date('2026-11-24T22:00:00Z');
const MINUTE = 60_000;

/** A signature that changes at each of `changes` (ms after FROM): how many of them have passed. */
const stepsAt =
  (changes: readonly number[]) =>
  (at: Date): string =>
    String(changes.filter((offset) => at.getTime() >= FROM.getTime() + offset).length);

describe('unchangedUntil', () => {
  it('holds for the whole horizon when nothing changes', () => {
    expect(unchangedUntil(() => 'same', FROM)).toEqual(new Date(FROM.getTime() + SIGNATURE_HORIZON_MS));
  });

  it('ends at the last sampled minute before the change', () => {
    // A stream's start notice opens 90.5 minutes from now: the 90th minute is the last known unchanged.
    expect(unchangedUntil(stepsAt([90.5 * MINUTE]), FROM)).toEqual(new Date(FROM.getTime() + 90 * MINUTE));
  });

  it('ends at the start when the signature changes within the first step', () => {
    expect(unchangedUntil(stepsAt([1]), FROM)).toEqual(FROM);
  });

  it('never reaches past the first change, and never falls more than a step short of it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 2 * SIGNATURE_HORIZON_MS }), { maxLength: 6 }),
        fc.integer({ min: 1, max: 120 }).map((minutes) => minutes * 1000),
        (changes, stepMs) => {
          const until = unchangedUntil(stepsAt(changes), FROM, { stepMs }).getTime() - FROM.getTime();
          const first = Math.min(...changes);
          if (first > SIGNATURE_HORIZON_MS) {
            expect(until).toBe(SIGNATURE_HORIZON_MS);
          } else {
            expect(until).toBeLessThan(first);
            expect(until).toBeGreaterThanOrEqual(first - stepMs);
          }
        },
      ),
    );
  });

  it('refuses a step that is not positive', () => {
    expect(() => unchangedUntil(() => 'same', FROM, { stepMs: 0 })).toThrow(RangeError);
  });

  it('samples a minute apart by default', () => {
    expect(SIGNATURE_STEP_MS).toBe(MINUTE);
  });
});
