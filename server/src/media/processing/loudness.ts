import { type Loudness, parseEbur128Summary } from './ebur128-summary.ts';
import { FfmpegError, tailOf } from './ffmpeg-error.ts';
import { type FfmpegOptions, runFfmpeg } from './ffmpeg-run.ts';
import { inputArgs, type MediaSpan } from './media-span.ts';

export type { Loudness } from './ebur128-summary.ts';

/**
 * Measures the EBU R128 loudness of a file's first audio stream, after the filters in `before` when
 * given (the cellular chain measures its compressed signal this way); of `span` alone when given.
 *
 * `ebur128=peak=true` rather than a first pass of `loudnorm`: ebur128 is a meter and nothing else, so it
 * reads the signal at its own rate (true peak by oversampling) and prints one summary whose lines have not
 * changed across ffmpeg releases; loudnorm resamples everything to 192 kHz to run its limiter even when
 * only measuring, which costs time on a two-hour file, and its JSON sits among other log lines.
 */
export async function measureLoudness(
  file: string,
  options: FfmpegOptions & { before?: string | undefined; span?: MediaSpan | undefined } = {},
): Promise<Loudness> {
  const filters = [options.before, 'ebur128=peak=true:framelog=verbose'].filter(Boolean).join(',');
  const log = await runFfmpeg(
    [...inputArgs(file, options.span), '-map', '0:a:0', '-af', filters, '-f', 'null', '-'],
    options,
  );
  const loudness = parseEbur128Summary(log);
  if (!loudness) throw new FfmpegError(`ffmpeg printed no loudness summary for ${file}`, tailOf(log));
  return loudness;
}
