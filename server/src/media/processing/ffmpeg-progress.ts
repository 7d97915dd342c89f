/** How far a run of ffmpeg has come. */
export interface Progress {
  /** From 0 to 1: the position reached in the input over its duration. */
  fraction: number;
  /** An estimate from the speed so far; null until there is a speed to go by. */
  secondsLeft: number | null;
}

/** The progress at `outTimeUs` into an input of `durationMs`, after `elapsedMs` of work. */
export function progressAt(outTimeUs: number, durationMs: number, elapsedMs: number): Progress {
  const fraction = durationMs > 0 ? Math.min(1, Math.max(0, outTimeUs / 1000 / durationMs)) : 0;
  if (fraction === 0) return { fraction, secondsLeft: null };
  return { fraction, secondsLeft: (elapsedMs * (1 - fraction)) / fraction / 1000 };
}

/**
 * Reads ffmpeg's `-progress` output (blocks of `key=value` lines, each ending with `progress=continue` or
 * `progress=end`) in whatever chunks the pipe delivers, and calls `report` with the last `out_time_us` of
 * each block; `null` when ffmpeg had no position yet (`N/A`). A line cut between chunks waits for its end.
 */
export function progressLineReader(report: (outTimeUs: number | null, ended: boolean) => void) {
  let pending = '';
  let outTimeUs: number | null = null;
  return (chunk: string): void => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const [key, value = ''] = line.trim().split('=', 2);
      if (key === 'out_time_us') {
        const parsed = Number(value);
        outTimeUs = value !== '' && Number.isFinite(parsed) ? Math.max(0, parsed) : null;
      } else if (key === 'progress') {
        report(outTimeUs, value === 'end');
      }
    }
  };
}
