import { InvalidDateRangeError } from './time-errors.ts';
import { CENTRAL_TIME_ZONE, inZone } from './zoned-time.ts';
import type { Instant } from './zoned-time.ts';

/**
 * A date range as programs' `formatted_date_range` writes it, on the wall clock of `zone`
 * (Central time by default), with an en dash and only the parts that differ:
 *
 * - one day: 'March 3, 2024'
 * - one month: 'March 3–5, 2024'
 * - one year: 'March 30 – April 1, 2024'
 * - otherwise: 'December 31, 2024 – January 1, 2025'
 *
 * Throws {@link InvalidDateRangeError} when the end comes before the start.
 */
export function formatDateRange(start: Instant, end: Instant, zone: string = CENTRAL_TIME_ZONE): string {
  const from = inZone(start, zone);
  const to = inZone(end, zone);
  if (to.isBefore(from)) {
    throw new InvalidDateRangeError(`Range ends (${to.format()}) before it starts (${from.format()})`);
  }
  if (from.isSame(to, 'day')) return from.format('MMMM D, YYYY');
  if (from.isSame(to, 'month')) return `${from.format('MMMM D')}–${to.format('D, YYYY')}`;
  if (from.isSame(to, 'year')) return `${from.format('MMMM D')} – ${to.format('MMMM D, YYYY')}`;
  return `${from.format('MMMM D, YYYY')} – ${to.format('MMMM D, YYYY')}`;
}
