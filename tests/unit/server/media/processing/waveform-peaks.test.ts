import { describe, expect, it } from 'vitest';
import { computeWaveformPeaks, PEAKS_PER_SECOND } from '../../../../../server/src/media/processing/waveform-peaks.ts';
import { makeMedia, useMediaFolder } from '../../../../support/media-fixtures.ts';

const folder = useMediaFolder();

describe('the waveform’s peaks', () => {
  it('give PEAKS_PER_SECOND values a second, each the loudest sample of its slice', async () => {
    // Two silent seconds, then a 200 Hz tone at half of full scale for two.
    const tone = '0.5*gte(t\\,2)*sin(2*PI*200*t)';
    const file = await makeMedia(folder(), 'tone.wav', ['-f', 'lavfi', '-i', `aevalsrc=${tone}|${tone}:s=48000:d=4`]);
    const progress: number[] = [];
    const waveform = await computeWaveformPeaks(
      { file, channels: 2, durationMs: 4000 },
      { onProgress: (p) => progress.push(p.fraction) },
    );
    expect(waveform.durationMs).toBe(4000);
    expect(waveform.peaksPerSecond).toBe(PEAKS_PER_SECOND);
    expect(waveform.peaks).toHaveLength(4 * PEAKS_PER_SECOND);
    const silent = waveform.peaks.slice(0, 2 * PEAKS_PER_SECOND - 1);
    const loud = waveform.peaks.slice(2 * PEAKS_PER_SECOND + 1);
    expect(Math.max(...silent)).toBeLessThan(0.01);
    for (const peak of loud) expect(peak).toBeCloseTo(0.5, 1);
    expect(waveform.peaks.every((peak) => Math.round(peak * 1000) === peak * 1000)).toBe(true);
    expect(progress.at(-1)).toBe(1);
  });
});
