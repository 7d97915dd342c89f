import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAudioRenditions } from '../../../../../server/src/media/processing/audio-renditions.ts';
import { runFfprobe } from '../../../../../server/src/media/processing/ffmpeg-run.ts';
import { TARGET_LUFS, TRUE_PEAK_CEILING_DBTP } from '../../../../../server/src/media/processing/loudness-gain.ts';
import { childProcesses } from '../../../../support/child-processes.ts';
import { makeMedia, useMediaFolder } from '../../../../support/media-fixtures.ts';

const folder = useMediaFolder();
let master: string;
beforeAll(async () => {
  // Commas inside a filter's argument are escaped. Six quiet seconds (−26 dBFS peaks) then six loud ones (−6 dBFS): a range a compressor would narrow.
  const sine = '(0.05+0.45*gte(t\\,6))*sin(2*PI*440*t)';
  master = await makeMedia(folder(), 'master.wav', [
    ...['-f', 'lavfi', '-i', `aevalsrc=${sine}|${sine}:s=48000:d=12`, '-c:a', 'pcm_s24le'],
  ]);
});

/** The top-level boxes of an MP4 file, in order: their types and sizes. */
async function boxesOf(file: string): Promise<{ type: string; size: number }[]> {
  const bytes = await readFile(file);
  const boxes: { type: string; size: number }[] = [];
  for (let at = 0; at + 8 <= bytes.length;) {
    const size = bytes.readUInt32BE(at);
    boxes.push({ type: bytes.toString('latin1', at + 4, at + 8), size });
    if (size < 8) break;
    at += size;
  }
  return boxes;
}

const bitRateOf = async (file: string) =>
  Number(await runFfprobe(['-select_streams', 'a:0', '-show_entries', 'stream=bit_rate', '-of', 'csv=p=0', file]));

describe('the audio renditions', () => {
  it('bring the master to the target by one constant gain, its range kept, under the true-peak ceiling', async () => {
    const destination = join(folder(), 'recording');
    const fractions: number[] = [];
    const made = await makeAudioRenditions({ file: master, durationMs: 12_000, sampleRate: 48_000 }, destination, {
      onProgress: (progress) => fractions.push(progress.fraction),
    });
    expect((await readdir(destination)).sort()).toEqual(['broadband.m4a', 'cellular.m4a']);
    const { broadband, cellular } = made;
    expect(broadband.loudness.integratedLufs).toBeCloseTo(TARGET_LUFS, 0);
    expect(Math.abs(broadband.loudness.rangeLu - made.master.rangeLu)).toBeLessThan(1);
    expect(broadband.loudness.truePeakDbtp).toBeLessThanOrEqual(TRUE_PEAK_CEILING_DBTP);
    expect(broadband.gainDb).toBeCloseTo(TARGET_LUFS - made.master.integratedLufs, 1);
    // The cellular copy is compressed: its range narrower than the master's, its loudness at the target.
    expect(cellular.loudness.rangeLu).toBeLessThan(made.master.rangeLu - 2);
    expect(cellular.loudness.integratedLufs).toBeCloseTo(TARGET_LUFS, 0);
    expect(cellular.loudness.truePeakDbtp).toBeLessThanOrEqual(TRUE_PEAK_CEILING_DBTP);
    for (const rendition of [broadband, cellular]) expect(Math.abs(rendition.durationMs - 12_000)).toBeLessThan(100);
    const [broadbandRate, cellularRate] = await Promise.all([
      bitRateOf(join(destination, 'broadband.m4a')),
      bitRateOf(join(destination, 'cellular.m4a')),
    ]);
    expect(cellularRate).toBeLessThan(broadbandRate / 2);
    expect(fractions.at(-1)).toBe(1);
  });

  it('are laid out to start and seek at once: a small index of six-second fragments at the front', async () => {
    const destination = join(folder(), 'seekable');
    await makeAudioRenditions({ file: master, durationMs: 12_000, sampleRate: 48_000 }, destination);
    for (const file of ['broadband.m4a', 'cellular.m4a']) {
      const boxes = await boxesOf(join(destination, file));
      expect(boxes.slice(0, 4).map((box) => box.type)).toEqual(['ftyp', 'moov', 'sidx', 'moof']);
      // The header holds no table of every frame: it stays this small however long the recording.
      expect(boxes[1]?.size).toBeLessThan(2_000);
      // Twelve seconds in fragments of about six.
      expect(boxes.filter((box) => box.type === 'moof').length).toBeGreaterThanOrEqual(2);
      expect(boxes.filter((box) => box.type === 'moof').length).toBeLessThanOrEqual(3);
    }
  });

  it('stop when aborted: ffmpeg killed, nothing left behind', async () => {
    const destination = join(folder(), 'aborted');
    const controller = new AbortController();
    let ffmpegRunning = 0;
    const making = makeAudioRenditions({ file: master, durationMs: 12_000, sampleRate: 48_000 }, destination, {
      signal: controller.signal,
      onProgress: () => {
        if (controller.signal.aborted) return;
        ffmpegRunning = childProcesses(process.pid).filter((child) => child.argv[0]?.endsWith('ffmpeg')).length;
        controller.abort(new Error('cancelled by the studio'));
      },
    });
    await expect(making).rejects.toThrow('cancelled by the studio');
    expect(ffmpegRunning).toBeGreaterThan(0);
    expect(childProcesses(process.pid).filter((child) => child.argv[0]?.endsWith('ffmpeg'))).toEqual([]);
    expect((await readdir(dirname(destination))).filter((name) => name.includes('aborted'))).toEqual([]);
  });
});
