/** Concert dates are shown in the orchestra's time zone (spec section 9). */
const CENTRAL = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
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
 * A concert's dates in America/Chicago, as few words as the range allows: 'March 3, 2024',
 * 'March 3–5, 2024', 'March 30–April 1, 2024', 'December 31, 2024–January 2, 2025'.
 */
export function formatDateRange(start: string, end: string): string {
  const a = calendarDay(start);
  const b = calendarDay(end);
  if (a.year !== b.year) return `${a.month} ${a.day}, ${a.year}–${b.month} ${b.day}, ${b.year}`;
  if (a.month !== b.month) return `${a.month} ${a.day}–${b.month} ${b.day}, ${a.year}`;
  if (a.day !== b.day) return `${a.month} ${a.day}–${b.day}, ${a.year}`;
  return `${a.month} ${a.day}, ${a.year}`;
}
