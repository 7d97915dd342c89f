import { runFfprobe, type ToolOptions } from './ffmpeg-run.ts';
import { FfmpegError } from './ffmpeg-error.ts';

/** A made file's duration in milliseconds, as its container records it. */
export async function mediaDurationMs(file: string, options: ToolOptions = {}): Promise<number> {
  const out = await runFfprobe(['-show_entries', 'format=duration', '-of', 'csv=p=0', file], options);
  const seconds = Number.parseFloat(out.trim());
  if (!Number.isFinite(seconds)) throw new FfmpegError(`ffprobe found no duration in ${file}`, out.trim());
  return Math.round(seconds * 1000);
}
