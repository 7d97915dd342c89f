/**
 * How far an upload is, in words an orchestra's media person reads at a glance: the share, the
 * bytes, and the time left, estimated from the speed of the last half minute (a connection that
 * slows down shows it soon; one pause does not make the estimate jump for ever).
 */

/** A reading of the bytes sent at a moment. */
export interface UploadSample {
  atMs: number;
  bytes: number;
}

/** How far back the speed is measured. */
export const SPEED_WINDOW_MS = 30_000;

/** Readings to keep: the newest, and the ones still inside the window. */
export function keepSamples(samples: readonly UploadSample[], next: UploadSample): UploadSample[] {
  const kept = samples.filter((sample) => next.atMs - sample.atMs <= SPEED_WINDOW_MS && sample.atMs <= next.atMs);
  return [...kept, next];
}

/** Bytes a second over the samples; null until there are two readings a second apart. */
export function speedOf(samples: readonly UploadSample[]): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (first === undefined || last === undefined || last.atMs - first.atMs < 1_000) return null;
  return Math.max(0, last.bytes - first.bytes) / ((last.atMs - first.atMs) / 1_000);
}

/** Seconds left at that speed; null while unknown or stalled. */
export function secondsLeft(sent: number, total: number, speed: number | null): number | null {
  if (speed === null || speed <= 0) return null;
  return Math.max(0, Math.ceil((total - sent) / speed));
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size in the largest unit that keeps it under a thousand, one decimal at most, decimal units as file managers show them. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value).toString() : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${UNITS[unit]}`;
}

/** About 3 minutes, about 1 hour 20 minutes, less than a minute. */
export function formatTimeLeft(seconds: number | null): string {
  if (seconds === null) return 'working out the time left';
  if (seconds < 60) return 'less than a minute left';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? '' : 's'} left`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourWords = `${hours} hour${hours === 1 ? '' : 's'}`;
  return `about ${hourWords}${rest === 0 ? '' : ` ${rest} minute${rest === 1 ? '' : 's'}`} left`;
}

/** The share done, a whole percent, 100 only when every byte is in. */
export function percentOf(sent: number, total: number): number {
  if (total <= 0) return 0;
  const percent = Math.floor((sent / total) * 100);
  return sent >= total ? 100 : Math.min(99, percent);
}

/** The share, the bytes sent of the whole, and the time left, in one line. */
export function describeUpload(sent: number, total: number, left: number | null): string {
  return `${percentOf(sent, total)}% · ${formatBytes(sent)} of ${formatBytes(total)} · ${formatTimeLeft(left)}`;
}
