import { join } from 'node:path';
import { runFfmpeg } from '../../server/src/media/processing/ffmpeg-run.ts';

/** A stereo 1 kHz sine whose peaks are at `peakDbfs` in both channels, `seconds` long (lavfi input options). */
export function sineInput(seconds: number, peakDbfs = -20, rate = 48_000): string[] {
  const sine = `${10 ** (peakDbfs / 20)}*sin(2*PI*1000*t)`;
  return ['-f', 'lavfi', '-i', `aevalsrc=${sine}|${sine}:s=${rate}:d=${seconds}`];
}

/** A picture of `width`×`height` at 25 fps, `seconds` long (lavfi input options). */
export function pictureInput(seconds: number, width: number, height: number): string[] {
  return ['-f', 'lavfi', '-i', `testsrc2=s=${width}x${height}:r=25:d=${seconds}`];
}

/** Makes `name` in `folder` with ffmpeg from `args` (inputs and output options) and answers its path. */
export async function makeMedia(folder: string, name: string, args: readonly string[]): Promise<string> {
  const file = join(folder, name);
  await runFfmpeg(['-v', 'error', ...args, file]);
  return file;
}
