import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockTime, scrubStep, seekKeyStep, seekSlider } from '../../../src/lib/player/seek-slider.ts';
import type { Scrub, ScrubEvent } from '../../../src/lib/player/seek-slider.ts';

const seconds = fc.double({ min: 0, max: 20_000, noNaN: true });
const scrubEvent: fc.Arbitrary<ScrubEvent> = fc.oneof(
  seconds.map((position) => ({ type: 'press' as const, position })),
  seconds.map((value) => ({ type: 'input' as const, value })),
  fc.constant({ type: 'release' as const }),
  fc.constant({ type: 'cancel' as const }),
);

describe('the seek slider while dragging', () => {
  it('seeks at once on a value change without a drag (keys, screen readers)', () => {
    expect(scrubStep(null, { type: 'input', value: 42 })).toEqual({ scrub: null, seek: 42 });
  });

  it('holds a drag where the pointer is and seeks there on release', () => {
    let step = scrubStep(null, { type: 'press', position: 10 });
    expect(step).toEqual({ scrub: 10, seek: null });
    step = scrubStep(step.scrub, { type: 'input', value: 55 });
    expect(step).toEqual({ scrub: 55, seek: null });
    step = scrubStep(step.scrub, { type: 'input', value: 60 });
    expect(step).toEqual({ scrub: 60, seek: null });
    expect(scrubStep(step.scrub, { type: 'release' })).toEqual({ scrub: null, seek: 60 });
  });

  it('a press and release without moving seeks to where the audio was', () => {
    expect(scrubStep(scrubStep(null, { type: 'press', position: 12.5 }).scrub, { type: 'release' })).toEqual({
      scrub: null,
      seek: 12.5,
    });
  });

  it('a cancelled drag does not seek', () => {
    const held = scrubStep(scrubStep(null, { type: 'press', position: 3 }).scrub, { type: 'input', value: 90 });
    expect(scrubStep(held.scrub, { type: 'cancel' })).toEqual({ scrub: null, seek: null });
  });

  it('over any sequence: seeks only outside a drag or at its release, to the last place the slider showed', () => {
    fc.assert(
      fc.property(fc.array(scrubEvent, { maxLength: 30 }), (events) => {
        let scrub: Scrub = null;
        /** The value the slider last showed while dragging. */
        let held: number | null = null;
        for (const event of events) {
          const step = scrubStep(scrub, event);
          if (event.type === 'press') held = event.position;
          if (event.type === 'input' && scrub !== null) held = event.value;
          if (event.type === 'input' && scrub === null) expect(step.seek).toBe(event.value);
          else if (event.type === 'release') expect(step.seek).toBe(scrub === null ? null : held);
          else expect(step.seek).toBeNull();
          if (event.type === 'release' || event.type === 'cancel') expect(step.scrub).toBeNull();
          if (step.scrub !== null) expect(step.scrub).toBe(held);
          scrub = step.scrub;
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('seek keys', () => {
  it('move 5 s with the arrows and 30 s with Page Up and Page Down', () => {
    expect(['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp', 'PageDown', 'PageUp'].map(seekKeyStep)).toEqual([
      -5, -5, 5, 5, -30, 30,
    ]);
  });

  it('leave every other key to the slider', () => {
    for (const key of ['Home', 'End', 'Enter', ' ', 'Tab', 'toString', 'constructor'])
      expect(seekKeyStep(key), key).toBeUndefined();
  });
});

describe('what the slider shows', () => {
  it("reads as '1:23 of 10:05' with the times beside it", () => {
    expect(seekSlider(83.6, 605, null)).toEqual({
      value: 83,
      max: 605,
      valueText: '1:23 of 10:05',
      elapsed: '1:23',
      total: '10:05',
    });
  });

  it('shows where a drag holds the play head', () => {
    expect(seekSlider(10, 100, 70)).toMatchObject({ value: 70, valueText: '1:10 of 1:40', elapsed: '1:10' });
  });

  it('never runs past the end, and always has a range', () => {
    expect(seekSlider(130, 100.9, null)).toMatchObject({ value: 100, max: 100 });
    expect(seekSlider(0, 0, null)).toMatchObject({ value: 0, max: 1, valueText: '0:00 of 0:00' });
    expect(seekSlider(0, Number.NaN, null)).toMatchObject({ max: 1, total: '0:00' });
  });

  it('keeps its value inside 0…max for any position and length', () => {
    fc.assert(
      fc.property(seconds, seconds, fc.option(seconds, { nil: null }), (position, duration, scrub) => {
        const slider = seekSlider(position, duration, scrub);
        expect(slider.max).toBeGreaterThanOrEqual(1);
        expect(slider.value).toBeGreaterThanOrEqual(0);
        expect(slider.value).toBeLessThanOrEqual(slider.max);
        expect(Number.isInteger(slider.value) && Number.isInteger(slider.max)).toBe(true);
      }),
    );
  });

  it('reads a time that is not a number yet as 0:00', () => {
    expect([clockTime(Number.NaN), clockTime(-4), clockTime(Infinity), clockTime(3723.9)]).toEqual([
      '0:00',
      '0:00',
      '0:00',
      '1:02:03',
    ]);
  });
});
