import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Master } from '../../../src/lib/studio/masters.ts';
import { partRegionsOf, spanTexts, typedSpan } from '../../../src/lib/studio/part-regions.ts';

const master = (id: number, filename: string, partOf: Master['part_of']) =>
  ({ id, filename, part_of: partOf }) as unknown as Master;

describe('partRegionsOf', () => {
  it('draws the parts cut from a master under their names, in the order they play, and no other', () => {
    const evening = { id: 1, filename: 'Evening.wav' };
    const masters = [
      master(1, 'Evening.wav', null),
      master(4, 'Symphony', { ...evening, start_ms: 600_000, end_ms: 2_400_000 }),
      master(3, 'Overture', { ...evening, start_ms: 65_400, end_ms: 540_000 }),
      master(5, 'Elsewhere', { id: 2, filename: 'Morning.wav', start_ms: 0, end_ms: 5000 }),
    ];
    expect(partRegionsOf(masters, 1)).toEqual([
      { id: 3, label: 'Overture', start: 65.4, end: 540 },
      { id: 4, label: 'Symphony', start: 600, end: 2400 },
    ]);
    expect(partRegionsOf(masters, 4)).toEqual([]);
  });
});

describe('typedSpan', () => {
  it('draws the cut the form describes once both times are typed and make a part', () => {
    expect(typedSpan('1:05.4', '12:40', 3_600_000)).toEqual({ start: 65.4, end: 760 });
    expect(typedSpan('0:00', '0:01', 3_600_000)).toEqual({ start: 0, end: 1 });
  });

  it('draws nothing for a time not typed yet, an end not a second after the start, or past the master', () => {
    expect(typedSpan('1:05', '', 3_600_000)).toBeNull();
    expect(typedSpan('soon', '2:00', 3_600_000)).toBeNull();
    expect(typedSpan('1:05', '1:05.9', 3_600_000)).toBeNull();
    expect(typedSpan('2:00', '1:00', 3_600_000)).toBeNull();
    expect(typedSpan('1:00', '61:00', 3_600_000)).toBeNull();
  });
});

describe('spanTexts', () => {
  it('gives the form a dragged cut to the tenth, never past the master’s end', () => {
    expect(spanTexts({ start: 65.43, end: 760.06 }, 3_600_000)).toEqual({ start: '1:05.4', end: '12:40.1' });
    expect(spanTexts({ start: 1.2, end: 180 }, 179_960)).toEqual({ start: '0:01.2', end: '2:59.9' });
  });

  it('gives times that draw the same cut again, within a twentieth of a second', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2_000, max: 10_800_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (durationMs, a, b) => {
          const seconds = durationMs / 1000;
          const start = Math.min(a, b) * (seconds - 1.2);
          const end = Math.min(seconds, start + 1.2 + Math.abs(a - b) * seconds);
          const texts = spanTexts({ start, end }, durationMs);
          const drawn = typedSpan(texts.start, texts.end, durationMs);
          expect(drawn).not.toBeNull();
          expect(Math.abs((drawn?.start ?? -1) - start)).toBeLessThanOrEqual(0.05 + 1e-9);
          expect(Math.abs((drawn?.end ?? -1) - end)).toBeLessThanOrEqual(0.1 + 1e-9);
          expect((drawn?.end ?? Infinity) * 1000).toBeLessThanOrEqual(durationMs);
        },
      ),
    );
  });
});
