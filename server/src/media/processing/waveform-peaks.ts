import type { Progress } from './ffmpeg-progress.ts';
import { streamFfmpeg, type ToolOptions } from './ffmpeg-run.ts';
import { inputArgs, type MediaSpan } from './media-span.ts';

/** What wavesurfer.js draws a recording from before its audio loads: `peaks` and `duration`. */
export interface WaveformPeaks {
  /** From the samples decoded, not from the container. */
  durationMs: number;
  peaksPerSecond: number;
  /** The largest absolute sample of each bucket, 0 to 1, to three decimals. */
  peaks: number[];
}

/**
 * Twenty peaks a second: a two-hour concert is 144,000 numbers, small enough to send before the audio,
 * and a player a thousand pixels wide zoomed to a single minute still has more than a peak per pixel. A
 * fixed total would blur long works and waste bytes on short ones.
 */
export const PEAKS_PER_SECOND = 20;

/**
 * The rate decoded to: a drawn waveform shows the envelope, which 8 kHz keeps, at a sixth of 48 kHz's work.
 * The channels are kept apart rather than mixed down, since ffmpeg's downmix lowers each by 3 dB first.
 */
const DECODE_RATE = 8000;

/**
 * Folds interleaved samples into buckets of `bucketFrames` frames as they arrive, holding one bucket's
 * maximum at a time: the loudest sample of any channel, so a peak is drawn as high as it is.
 */
function peakFolder(bucketFrames: number, channels: number) {
  const bucketSamples = bucketFrames * channels;
  const peaks: number[] = [];
  const rounded = (value: number) => Math.round(Math.min(1, value) * 1000) / 1000;
  let max = 0;
  let count = 0;
  let samples = 0;
  return {
    add(value: number) {
      max = Math.max(max, Math.abs(value));
      samples += 1;
      count += 1;
      if (count === bucketSamples) {
        peaks.push(rounded(max));
        max = 0;
        count = 0;
      }
    },
    frames: () => Math.floor(samples / channels),
    finish(): number[] {
      if (count > 0) peaks.push(rounded(max));
      return peaks;
    },
  };
}

/** A progress report from the milliseconds decoded so far. */
function progressOf(decodedMs: number, durationMs: number, elapsedMs: number): Progress {
  const fraction = Math.min(1, decodedMs / durationMs);
  return { fraction, secondsLeft: fraction > 0 ? (elapsedMs * (1 - fraction)) / fraction / 1000 : null };
}

/**
 * Computes a recording's waveform on the server, so a two-hour file opens at once in the player: its
 * first audio stream (of `channels` channels, as probed) decoded by ffmpeg to 32-bit float at a low rate
 * and read from the pipe chunk by chunk, only the peaks kept. Progress is the share of `durationMs` decoded.
 */
export async function computeWaveformPeaks(
  master: { file: string; channels: number; durationMs: number; span?: MediaSpan | undefined },
  options: ToolOptions & { onProgress?: (progress: Progress) => void } = {},
): Promise<WaveformPeaks> {
  const { file, channels, durationMs } = master;
  const folder = peakFolder(DECODE_RATE / PEAKS_PER_SECOND, channels);
  const started = Date.now();
  // A float cut between two chunks waits for the rest of its bytes.
  let carry = Buffer.alloc(0);
  const onChunk = (chunk: Buffer) => {
    const bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % 4);
    for (let offset = 0; offset < whole; offset += 4) folder.add(bytes.readFloatLE(offset));
    carry = Buffer.from(bytes.subarray(whole));
    options.onProgress?.(progressOf((folder.frames() * 1000) / DECODE_RATE, durationMs, Date.now() - started));
  };
  const args = [
    ...inputArgs(file, master.span),
    ...['-map', '0:a:0', '-ac', String(channels), '-ar', String(DECODE_RATE), '-f', 'f32le'],
  ];
  await streamFfmpeg([...args, 'pipe:1'], onChunk, options);
  const peaks = folder.finish();
  return {
    durationMs: Math.round((folder.frames() * 1000) / DECODE_RATE),
    peaksPerSecond: PEAKS_PER_SECOND,
    peaks,
  };
}
