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

/** The instant as a dayjs value on the wall clock of `zone`. */
export function inZone(instant: Instant, zone: string): Dayjs {
  if (!isValidTimeZone(zone)) throw new InvalidTimeZoneError(`Unknown time zone '${zone}'`);
  return dayjs(toDate(instant)).tz(zone);
}

/**
 * The visitor's zone as the browser reports it (`Intl…resolvedOptions().timeZone`), or
 * Central time when the report is missing or unknown to the runtime — in that case
 * times are shown as the orchestra gives them, without a second clock.
 */
export function resolveVisitorZone(reported: string | undefined): string {
  return reported !== undefined && isValidTimeZone(reported) ? reported : CENTRAL_TIME_ZONE;
}
