import { CENTRAL_TIME_ZONE, isValidTimeZone } from '#lib/time/zoned-time.ts';

/** The visitor's time zone, or Chicago when the browser names none the runtime knows. */
export function visitorZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isValidTimeZone(zone) ? zone : CENTRAL_TIME_ZONE;
}
