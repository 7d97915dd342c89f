import { InvalidDurationError } from './time-errors.ts';

/** Checks that a duration is a finite, non-negative number of milliseconds. */
function checkDuration(ms: number): void {
  if (!Number.isFinite(ms) || ms < 0) {
    throw new InvalidDurationError(`Duration must be a finite, non-negative number of ms, not ${ms}`);
  }
}

/**
 * A duration on a clock face, 'h:mm:ss' with the leading zero hour stripped (rules §9):
 * 245 000 ms → '4:05', 3 723 000 ms → '1:02:03', 5 000 ms → '0:05'. Partial seconds are
 * dropped, as a player's elapsed time does, so a time never reads past its end.
 */
export function formatClockDuration(ms: number): string {
  checkDuration(ms);
  const totalSeconds = Math.floor(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  if (hours === 0) return `${minutes}:${seconds}`;
  return `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`;
}

/**
 * A duration in words, 'N hr M min' (as collections' `duration_formatted`), rounded to the
 * nearest minute: '1 hr 12 min', '2 hr', '45 min'. Any duration above zero but under half
 * a minute reads '1 min' so it never looks empty; zero reads '0 min'.
 */
export function formatDurationWords(ms: number): string {
  checkDuration(ms);
  const totalMinutes = ms > 0 ? Math.max(1, Math.round(ms / 60_000)) : 0;
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return `${minutes} min`;
  return minutes === 0 ? `${hours} hr` : `${hours} hr ${minutes} min`;
}
