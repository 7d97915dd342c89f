import type { Progress } from './ffmpeg-progress.ts';

/**
 * Folds the progress of several phases (some running side by side) into one report: each phase counts for
 * its weight, and the seconds left are estimated from the time spent on the whole so far.
 */
export function phaseProgress(
  weights: readonly number[],
  onProgress: ((progress: Progress) => void) | undefined,
  now: () => number = Date.now,
): (phase: number) => (progress: Progress) => void {
  const started = now();
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const done = weights.map(() => 0);
  return (phase) => (progress) => {
    done[phase] = progress.fraction;
    const fraction = done.reduce((sum, part, index) => sum + part * (weights[index] ?? 0), 0) / total;
    const elapsed = now() - started;
    onProgress?.({ fraction, secondsLeft: fraction > 0 ? (elapsed * (1 - fraction)) / fraction / 1000 : null });
  };
}
