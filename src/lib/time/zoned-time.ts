import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { Dayjs } from 'dayjs';
import { InvalidInstantError, InvalidTimeZoneError } from './time-errors.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/** A point in time: an ISO 8601 string with a UTC offset (as the API writes), epoch ms, or a Date. */
export type Instant = string | number | Date;

/** The zone the orchestra's times are given in (rules §9). */
export const CENTRAL_TIME_ZONE = 'America/Chicago';

/**
 * An ISO 8601 date-time with its offset. Strings must say their offset, or the zone of
 * the machine that runs the build would leak into the output.
 */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** Reads an instant, refusing invalid dates and strings that are not ISO 8601 with an offset. */
export function toDate(instant: Instant): Date {
  if (typeof instant === 'string' && !ISO_WITH_OFFSET.test(instant.trim())) {
    throw new InvalidInstantError(`Instant '${instant}' is not an ISO 8601 date-time with a UTC offset`);
  }
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) {
    throw new InvalidInstantError(`Instant '${String(instant)}' is not a valid date`);
  }
  return date;
}

/** Zones already checked; a build formats thousands of times in the same few zones. */
const knownZones = new Map<string, boolean>();

/** True when the runtime knows the IANA time-zone name. */
export function isValidTimeZone(zone: string): boolean {
  let valid = knownZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = zone !== '';
    } catch {
      valid = false;
    }
    knownZones.set(zone, valid);
  }
  return valid;
}

/** The most instants `inZone` keeps: more than a page formats, few enough to matter to no build. */
const ZONED_CACHE_LIMIT = 2000;

/** The values `inZone` made, by instant and zone; dayjs values are immutable, so one serves every caller. */
const zoned = new Map<string, Dayjs>();

/**
 * The instant as a dayjs value on the wall clock of `zone`. Each is made once: dayjs's zone plugin
 * converts with `toLocaleString` and its zone options, which sets up the browser's date formatting
 * anew on every call, and one time shown with its Central suffix reads the same instant in two zones
 * six times (on a slow phone, a live-stream list's first draw spent most of its time there).
 */
export function inZone(instant: Instant, zone: string): Dayjs {
  if (!isValidTimeZone(zone)) throw new InvalidTimeZoneError(`Unknown time zone '${zone}'`);
  const date = toDate(instant);
  const key = `${date.getTime()}|${zone}`;
  let value = zoned.get(key);
  if (value === undefined) {
    if (zoned.size >= ZONED_CACHE_LIMIT) zoned.clear();
    value = dayjs(date).tz(zone);
    zoned.set(key, value);
  }
  return value;
}

/**
 * The visitor's zone as the browser reports it (`Intl…resolvedOptions().timeZone`), or
 * Central time when the report is missing or unknown to the runtime — in that case
 * times are shown as the orchestra gives them, without a second clock.
 */
export function resolveVisitorZone(reported: string | undefined): string {
  return reported !== undefined && isValidTimeZone(reported) ? reported : CENTRAL_TIME_ZONE;
}
