/** ffmpeg or ffprobe could not start or ended with an error; `logTail` holds the last lines of its log. */
export class FfmpegError extends Error {
  override name = 'FfmpegError';
  readonly logTail: string;

  constructor(message: string, logTail: string, options?: ErrorOptions) {
    super(logTail ? `${message}:\n${logTail}` : message, options);
    this.logTail = logTail;
  }
}

/** The last `lines` lines of a log, without blank ones. */
export function tailOf(log: string, lines = 12): string {
  return log
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .slice(-lines)
    .join('\n');
}
