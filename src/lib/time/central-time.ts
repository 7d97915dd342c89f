import { CENTRAL_TIME_ZONE, inZone } from './zoned-time.ts';
import type { Instant } from './zoned-time.ts';

/** The date format of rules §9, e.g. 'Saturday, March 14, at 8:00 pm'. */
export const DATE_TIME_FORMAT = 'dddd, MMMM D, [at] h:mm a';

/** The clock format of the Central suffix, e.g. '8:00 pm'. */
export const CLOCK_FORMAT = 'h:mm a';

/** The Central suffix's format when Chicago is on another date than the visitor, e.g. 'Friday 8:00 pm'. */
export const DAY_AND_CLOCK_FORMAT = 'dddd h:mm a';

/** Formats an instant on the wall clock of `zone` with a dayjs format. */
export function formatInZone(instant: Instant, zone: string, format: string = DATE_TIME_FORMAT): string {
  return inZone(instant, zone).format(format);
}

/** Formats an instant in Central time (America/Chicago). */
export function formatCentral(instant: Instant, format: string = DATE_TIME_FORMAT): string {
  return formatInZone(instant, CENTRAL_TIME_ZONE, format);
}

/**
 * True when a visitor in `visitorZone` reads the same wall-clock time as Chicago at that
 * instant. Offsets are compared, not names, so an alias such as 'US/Central' or a zone
 * that shares Chicago's offset that day gets no redundant second clock.
 */
export function sharesCentralClock(instant: Instant, visitorZone: string): boolean {
  return inZone(instant, visitorZone).utcOffset() === inZone(instant, CENTRAL_TIME_ZONE).utcOffset();
}

/**
 * A time as a visitor should read it (rules §9: "times are shown in America/Chicago; for
 * visitors in another zone times are followed by ' (h:mm a Central)'").
 *
 * Our reading: a Chicago visitor sees Central time alone. A visitor elsewhere sees the
 * time on their own clock first, then the Central clock time in brackets — repeating the
 * Central time after a Central time would tell them nothing. When the visitor's date is not
 * Chicago's, the Central part names its day, or the two would seem to be one date: 8:00 pm on
 * Saturday in Chicago seen from London reads 'Sunday, March 15, at 1:00 am (Saturday 8:00 pm
 * Central)'. A time of day alone (`CLOCK_FORMAT`) names no date on either side.
 */
export function withCentralSuffix(instant: Instant, visitorZone: string, format: string = DATE_TIME_FORMAT): string {
  if (sharesCentralClock(instant, visitorZone)) return formatCentral(instant, format);
  const central = format !== CLOCK_FORMAT && !sameDate(instant, visitorZone) ? DAY_AND_CLOCK_FORMAT : CLOCK_FORMAT;
  return `${formatInZone(instant, visitorZone, format)} (${formatCentral(instant, central)} Central)`;
}

/** True when the visitor's calendar shows the same date as Chicago's at that instant. */
function sameDate(instant: Instant, visitorZone: string): boolean {
  return formatInZone(instant, visitorZone, 'YYYY-MM-DD') === formatCentral(instant, 'YYYY-MM-DD');
}

/** A visitor's formatters for a time of day and a full date with time. */
export interface VisitorTimeFormat {
  /** E.g. '7:30 pm', or '8:30 pm (7:30 pm Central)' in New York. */
  time(instant: Instant): string;
  /** E.g. 'Saturday, November 21, at 7:30 pm', with the Central suffix elsewhere. */
  dateTime(instant: Instant): string;
}

/**
 * The two formatters of {@link withCentralSuffix} bound to one visitor's zone, in the
 * shape the live-stream notices take as their time format.
 */
export function visitorTimeFormat(visitorZone: string): VisitorTimeFormat {
  return {
    time: (instant) => withCentralSuffix(instant, visitorZone, CLOCK_FORMAT),
    dateTime: (instant) => withCentralSuffix(instant, visitorZone, DATE_TIME_FORMAT),
  };
}

/**
 * {@link visitorTimeFormat} for the zone `zoneOf` answers, asked once, when a time is first formatted:
 * reading the browser's zone sets up its date formatting (tens of milliseconds on a slow phone), which a
 * page that formats no time (the live banner of a stream that is live) never needs.
 */
export function lazyVisitorTimeFormat(zoneOf: () => string): VisitorTimeFormat {
  let format: VisitorTimeFormat | undefined;
  const formatter = (): VisitorTimeFormat => (format ??= visitorTimeFormat(zoneOf()));
  return {
    time: (instant) => formatter().time(instant),
    dateTime: (instant) => formatter().dateTime(instant),
  };
}
