import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCutTime, parseCutTime } from '../../../src/lib/studio/cut-times.ts';

describe('the times of a cut', () => {
  it('reads what staff type: seconds, minutes and seconds, hours, tenths', () => {
    expect(parseCutTime('95')).toBe(95_000);
    expect(parseCutTime('12:40')).toBe(760_000);
    expect(parseCutTime(' 1:02:03.5 ')).toBe(3_723_500);
    expect(parseCutTime('0:05.25')).toBe(5_250);
  });

  it('refuses what is no time', () => {
    for (const text of ['', 'twelve', '1:75', '1:60:00', '-3', '1::2', '1:2:3:4'])
      expect(parseCutTime(text)).toBeNull();
  });

  it('writes a tenth of a second, and reads back what it wrote', () => {
    expect(formatCutTime(65_432)).toBe('1:05.4');
    expect(formatCutTime(3_723_000)).toBe('1:02:03.0');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 3600 * 10 }), (tenths) => {
        expect(parseCutTime(formatCutTime(tenths * 100))).toBe(tenths * 100);
      }),
    );
  });
});
