import type { Cuepoint } from '../api/performance.ts';

/** A movement with where it ends, for the movement list with durations. */
export interface MovementSpan {
  readonly title: string;
  /** Seconds from the start of the recording. */
  readonly start: number;
  /** Where the next movement starts, or the recording's end. */
  readonly end: number;
  readonly duration: number;
}

/**
 * Index of the movement playing at `currentTime` (seconds): the one with the latest start
 * at or before it. -1 before the first start, with no cue points, or for a time that is not
 * a number yet (a media element before its metadata loads). Cue points arrive in order,
 * but the latest start is searched for so an unordered list still answers right.
 */
export function currentMovementIndex(cuepoints: readonly Cuepoint[], currentTime: number): number {
  if (!Number.isFinite(currentTime)) return -1;
  let found = -1;
  cuepoints.forEach((cuepoint, index) => {
    const best = cuepoints[found];
    if (cuepoint.start <= currentTime && (best === undefined || cuepoint.start >= best.start)) found = index;
  });
  return found;
}

/** The movement playing at `currentTime`; null when none is (see `currentMovementIndex`). */
export function currentMovement(cuepoints: readonly Cuepoint[], currentTime: number): Cuepoint | null {
  return cuepoints[currentMovementIndex(cuepoints, currentTime)] ?? null;
}

/**
 * Where to seek to play a movement: its start, kept inside the recording when its length is
 * known. Null for an index that is not a movement.
 */
export function movementSeekTarget(
  cuepoints: readonly Cuepoint[],
  index: number,
  durationSeconds?: number,
): number | null {
  const cuepoint = Number.isInteger(index) ? cuepoints[index] : undefined;
  if (cuepoint === undefined) return null;
  if (durationSeconds === undefined || !Number.isFinite(durationSeconds)) return cuepoint.start;
  return Math.min(cuepoint.start, Math.max(0, durationSeconds));
}

/** Each movement with its end and duration, in cue-point order, for a recording of `durationSeconds`. */
export function movementSpans(cuepoints: readonly Cuepoint[], durationSeconds: number): MovementSpan[] {
  const starts = cuepoints.map((cuepoint) => cuepoint.start);
  return cuepoints.map(({ title, start }) => {
    const later = starts.filter((other) => other > start);
    const end = Math.max(start, later.length > 0 ? Math.min(...later) : durationSeconds);
    return { title, start, end, duration: end - start };
  });
}
