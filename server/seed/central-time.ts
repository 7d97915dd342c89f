/**
 * Wall-clock times in the orchestra's zone (America/Chicago, rules §9), turned into
 * instants. Concerts start at 7:30 PM or 2:00 PM local time whatever the season, so the
 * UTC offset is looked up for each date instead of being fixed.
 */

const ZONE = 'America/Chicago';
const DAY_MS = 86_400_000;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  weekday: 'short',
});

/** A calendar date in Chicago. */
export interface CentralDate {
  year: number;
  month: number;
  day: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function partsOf(instant: Date): CentralDate & { hour: number; minute: number } {
  const parts = Object.fromEntries(wallClock.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts['year']),
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
    weekday: WEEKDAYS.indexOf(parts['weekday'] ?? ''),
  };
}

/** The Chicago calendar date an instant falls on. */
export function centralDateOf(instant: Date): CentralDate {
  const { year, month, day, weekday } = partsOf(instant);
  return { year, month, day, weekday };
}

/** The instant at which Chicago's clocks show the given date and time. */
export function centralInstant(date: Omit<CentralDate, 'weekday'>, hour: number, minute: number): Date {
  const asUtc = Date.UTC(date.year, date.month - 1, date.day, hour, minute);
  const shown = partsOf(new Date(asUtc));
  const shownAsUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
  return new Date(asUtc + (asUtc - shownAsUtc));
}

/**
 * The concert evening (or matinee) about `daysAgo` days before `now`: moved back to the
 * wanted weekday, at the given local time.
 */
export function concertTimeBefore(now: Date, daysAgo: number, weekday: number, hour: number, minute: number): Date {
  const approx = centralDateOf(new Date(now.getTime() - daysAgo * DAY_MS));
  const back = (approx.weekday - weekday + 7) % 7;
  const date = centralDateOf(new Date(Date.UTC(approx.year, approx.month - 1, approx.day - back, 12)));
  return centralInstant(date, hour, minute);
}

/** The date `days` days after the Chicago date of `now`, at a local time. */
export function centralTimeAfter(now: Date, days: number, hour: number, minute: number): Date {
  const today = centralDateOf(now);
  const date = centralDateOf(new Date(Date.UTC(today.year, today.month - 1, today.day + days, 12)));
  return centralInstant(date, hour, minute);
}
