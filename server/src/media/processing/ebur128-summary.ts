/** An EBU R128 measurement of a whole programme. */
export interface Loudness {
  /** Integrated loudness, LUFS; -70 (the meter's floor) for silence. */
  integratedLufs: number;
  /** Loudness range, LU: how far the music's quiet and loud passages lie apart. */
  rangeLu: number;
  /** True peak, dBTP (dB over full scale, between samples too); -Infinity for digital silence. */
  truePeakDbtp: number;
}

/** A figure of the summary by its label, e.g. `I:` → -23.0; `-inf` reads as -Infinity. */
function figure(summary: string, label: string): number | undefined {
  const match = new RegExp(`^\\s*${label}:\\s*(-?inf|[-+]?\\d+(?:\\.\\d+)?)\\s`, 'm').exec(summary);
  if (!match?.[1]) return undefined;
  return match[1].endsWith('inf') ? -Infinity : Number(match[1]);
}

/**
 * Reads the summary ffmpeg's `ebur128=peak=true` filter prints when it ends (the last `Summary:` in the
 * log, so a filter's earlier lines do not count), or undefined when there is none or a figure is missing.
 */
export function parseEbur128Summary(log: string): Loudness | undefined {
  const start = log.lastIndexOf('Summary:');
  if (start < 0) return undefined;
  const summary = log.slice(start);
  const integratedLufs = figure(summary, 'I');
  const rangeLu = figure(summary, 'LRA');
  const truePeakDbtp = figure(summary, 'Peak');
  if (integratedLufs === undefined || rangeLu === undefined || truePeakDbtp === undefined) return undefined;
  return { integratedLufs, rangeLu, truePeakDbtp };
}
