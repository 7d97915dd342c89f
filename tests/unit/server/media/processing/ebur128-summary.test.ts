import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEbur128Summary } from '../../../../../server/src/media/processing/ebur128-summary.ts';

/** The summary as ffmpeg 5.1's ebur128 prints it, after the rest of the log. */
const summary = (i: string, lra: string, peak: string) => `size=N/A time=00:00:06.00 bitrate=N/A speed=30.8x
[Parsed_ebur128_0 @ 0x559040bee940] Summary:

  Integrated loudness:
    I:         ${i} LUFS
    Threshold: -51.1 LUFS

  Loudness range:
    LRA:         ${lra} LU
    Threshold: -61.1 LUFS
    LRA low:   -41.1 LUFS
    LRA high:  -41.1 LUFS

  True peak:
    Peak:      ${peak} dBFS
`;

describe("reading ebur128's summary", () => {
  it('reads integrated loudness, loudness range and true peak', () => {
    expect(parseEbur128Summary(summary('-23.0', '12.4', '-1.2'))).toEqual({
      integratedLufs: -23,
      rangeLu: 12.4,
      truePeakDbtp: -1.2,
    });
    expect(parseEbur128Summary(summary('-70.0', '0.0', '-inf'))?.truePeakDbtp).toBe(-Infinity);
  });

  it('reads back any figures it printed, and nothing from a log without a summary', () => {
    const tenth = fc.integer({ min: -999, max: 999 }).map((tenths) => (tenths / 10).toFixed(1));
    fc.assert(
      fc.property(tenth, tenth, tenth, (i, lra, peak) => {
        expect(parseEbur128Summary(`noise\n${summary(i, lra, peak)}`)).toEqual({
          integratedLufs: Number(i),
          rangeLu: Number(lra),
          truePeakDbtp: Number(peak),
        });
      }),
    );
    expect(parseEbur128Summary('Conversion failed!')).toBeUndefined();
  });
});
