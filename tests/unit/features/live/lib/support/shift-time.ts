const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** `instant` moved by whole hours, minutes and milliseconds (negative moves back). */
export function shift(instant: string | Date, { h = 0, min = 0, ms = 0 } = {}): Date {
  return new Date(new Date(instant).getTime() + h * HOUR + min * MINUTE + ms);
}
