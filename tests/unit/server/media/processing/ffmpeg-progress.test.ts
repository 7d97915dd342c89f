import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { progressAt, progressLineReader } from '../../../../../server/src/media/processing/ffmpeg-progress.ts';

/** One block of ffmpeg's `-progress` output. */
const block = (outTimeUs: number | null, ended: boolean) =>
  [
    'frame=10',
    'fps=25.0',
    `out_time_us=${outTimeUs ?? 'N/A'}`,
    `out_time=00:00:01.000000`,
    'speed=2.0x',
    `progress=${ended ? 'end' : 'continue'}`,
    '',
  ].join('\n');

function readAll(chunks: readonly string[]) {
  const reports: (number | null)[] = [];
  let ended = false;
  const read = progressLineReader((outTimeUs, end) => {
    reports.push(outTimeUs);
    ended ||= end;
  });
  chunks.forEach(read);
  return { reports, ended };
}

describe("reading ffmpeg's progress", () => {
  it('reports each block once, whatever chunks the pipe cuts the text into', () => {
    const times = fc.array(fc.option(fc.nat({ max: 10_000_000_000 }), { nil: null }), { minLength: 1, maxLength: 20 });
    fc.assert(
      fc.property(times, fc.array(fc.nat(), { maxLength: 30 }), (outTimes, cuts) => {
        const text = outTimes.map((time, index) => block(time, index === outTimes.length - 1)).join('');
        const points = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
        const chunks = [0, ...points].map((point, index) => text.slice(point, [...points, text.length][index]));
        expect(readAll(chunks)).toEqual({ reports: outTimes, ended: true });
      }),
    );
  });

  it('turns a position into a fraction of the duration and an estimate from the speed so far', () => {
    expect(progressAt(0, 10_000, 500)).toEqual({ fraction: 0, secondsLeft: null });
    expect(progressAt(2_500_000, 10_000, 1000)).toEqual({ fraction: 0.25, secondsLeft: 3 });
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 1 }), fc.nat(), (outTimeUs, durationMs, elapsedMs) => {
        const { fraction, secondsLeft } = progressAt(outTimeUs, durationMs, elapsedMs);
        expect(fraction).toBeGreaterThanOrEqual(0);
        expect(fraction).toBeLessThanOrEqual(1);
        if (secondsLeft !== null) expect(secondsLeft).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
