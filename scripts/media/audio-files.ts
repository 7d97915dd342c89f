import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { AudioMedia } from '../../server/seed/media-plan.ts';
import { BITEXACT, ffmpeg } from './ffmpeg.ts';
import { renderPiece, toInterleavedF32 } from './synth/render-piece.ts';

/** Sample rate of every synthesised signal. */
export const SAMPLE_RATE = 44_100;

/** The ffmpeg input options for a raw stereo float signal on standard input. */
export function rawStereoInput(sampleRate: number): string[] {
  return ['-f', 'f32le', '-ar', String(sampleRate), '-ac', '2', '-i', 'pipe:0'];
}

/**
 * Writes `broadband.m4a` (AAC stereo, 96 kb/s) and `cellular.m4a` (AAC mono, 32 kb/s) of one
 * audio piece, both with the index at the front (`+faststart`) so playback starts at once.
 */
export async function writeAudioMedia(mediaRoot: string, media: AudioMedia, piece: number): Promise<void> {
  const folder = join(mediaRoot, media.media);
  await mkdir(folder, { recursive: true });
  const signal = renderPiece({
    piece,
    seconds: media.duration_ms / 1000,
    movementStarts: media.movement_starts,
    sampleRate: SAMPLE_RATE,
  });
  const common = ['-c:a', 'aac', '-movflags', '+faststart', ...BITEXACT];
  await ffmpeg(
    [
      ...rawStereoInput(SAMPLE_RATE),
      ...['-map', '0:a', ...common, '-b:a', '96k', join(folder, 'broadband.m4a')],
      ...['-map', '0:a', ...common, '-ac', '1', '-b:a', '32k', join(folder, 'cellular.m4a')],
    ],
    toInterleavedF32(signal),
  );
}
