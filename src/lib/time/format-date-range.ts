import { CENTRAL_TIME_ZONE } from './zoned-time.ts';

/**
 * Concert dates are shown in the orchestra's time zone (rules §9). Intl rather than dayjs:
 * the server formats every program of a catalogue version with it, and one formatter is fast.
 */
const CENTRAL = new Intl.DateTimeFormat('en-US', {
  timeZone: CENTRAL_TIME_ZONE,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

interface CalendarDay {
  year: string;
  month: string;
  day: string;
}

function calendarDay(iso: string): CalendarDay {
  const parts = Object.fromEntries(CENTRAL.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { year: parts['year'] ?? '', month: parts['month'] ?? '', day: parts['day'] ?? '' };
}

/**
 * A concert's dates in America/Chicago, as programs' `formatted_date_range` carries them: as few
 * words as the range allows, joined by an en dash without spaces: 'March 3, 2024',
 * 'March 3–5, 2024', 'March 30–April 1, 2024', 'December 31, 2024–January 2, 2025'. The server
 * writes the field with it; the site shows the field as the API gives it.
 */
export function formatDateRange(start: string, end: string): string {
  const a = calendarDay(start);
  const b = calendarDay(end);
  if (a.year !== b.year) return `${a.month} ${a.day}, ${a.year}–${b.month} ${b.day}, ${b.year}`;
  if (a.month !== b.month) return `${a.month} ${a.day}–${b.month} ${b.day}, ${a.year}`;
  if (a.day !== b.day) return `${a.month} ${a.day}–${b.day}, ${a.year}`;
  return `${a.month} ${a.day}, ${a.year}`;
}
