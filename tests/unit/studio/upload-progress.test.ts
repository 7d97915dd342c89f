import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  describeUpload,
  formatBytes,
  formatTimeLeft,
  keepSamples,
  percentOf,
  secondsLeft,
  speedOf,
  SPEED_WINDOW_MS,
  type UploadSample,
} from '../../../src/lib/studio/upload-progress.ts';

describe('upload progress', () => {
  it('measures the speed over the last half minute only', () => {
    let samples: UploadSample[] = [];
    // Ten million bytes a second for a minute, then one million for 40 s: the estimate follows the slowdown within the window.
    for (let s = 0; s <= 60; s++) samples = keepSamples(samples, { atMs: s * 1_000, bytes: s * 10_000_000 });
    expect(speedOf(samples)).toBe(10_000_000);
    for (let s = 61; s <= 100; s++)
      samples = keepSamples(samples, { atMs: s * 1_000, bytes: 600_000_000 + (s - 60) * 1_000_000 });
    expect(speedOf(samples)).toBe(1_000_000);
    expect(samples.every((sample) => 100_000 - sample.atMs <= SPEED_WINDOW_MS)).toBe(true);
  });

  it('knows no speed from one reading, and no time left while stalled', () => {
    expect(speedOf([{ atMs: 0, bytes: 5 }])).toBeNull();
    expect(
      speedOf([
        { atMs: 0, bytes: 5 },
        { atMs: 500, bytes: 9 },
      ]),
    ).toBeNull();
    expect(secondsLeft(10, 100, 0)).toBeNull();
    expect(secondsLeft(10, 100, null)).toBeNull();
    expect(secondsLeft(10, 100, 9)).toBe(10);
  });

  it('never estimates a negative time, nor a share over 100 or 100 before the end', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.option(fc.double({ min: 0, max: 1e12, noNaN: true })), (a, b, speed) => {
        const [sent, total] = a <= b ? [a, b] : [b, a];
        const left = secondsLeft(sent, total, speed);
        expect(left === null || left >= 0).toBe(true);
        const percent = percentOf(sent, total);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        if (total > 0 && sent < total) expect(percent).toBeLessThan(100);
      }),
    );
  });

  it('says it in words', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(12_400)).toBe('12.4 KB');
    expect(formatBytes(340_000_000)).toBe('340 MB');
    expect(formatBytes(2_900_000_000)).toBe('2.9 GB');
    expect(formatBytes(50 * 1024 ** 3)).toBe('53.7 GB');
    expect(formatTimeLeft(null)).toBe('working out the time left');
    expect(formatTimeLeft(59)).toBe('less than a minute left');
    expect(formatTimeLeft(61)).toBe('about 1 minute left');
    expect(formatTimeLeft(3_600)).toBe('about 1 hour left');
    expect(formatTimeLeft(4_800)).toBe('about 1 hour 20 minutes left');
    expect(describeUpload(1_200_000_000, 2_900_000_000, 180)).toBe('41% · 1.2 GB of 2.9 GB · about 3 minutes left');
  });
});
