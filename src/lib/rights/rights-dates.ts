import { CENTRAL_TIME_ZONE, inZone } from '../time/zoned-time.ts';

const DAY = 'D MMMM YYYY';
const CLOCK = 'h:mm a';

/** The zone's name after a time of day: the house's 'Central', else the IANA name. */
const zoneLabel = (zone: string): string => (zone === CENTRAL_TIME_ZONE ? 'Central' : zone);

const isMidnight = (at: Date, zone: string): boolean => inZone(at, zone).format('HH:mm:ss.SSS') === '00:00:00.000';

/**
 * When something opens, in words on the wall clock of `zone`: '1 June 2027', or with the time when
 * it opens other than at midnight ('1 June 2027 at 6:00 pm Central').
 */
export function openingWords(at: Date, zone: string): string {
  if (isMidnight(at, zone)) return inZone(at, zone).format(DAY);
  return `${inZone(at, zone).format(DAY)} at ${inZone(at, zone).format(CLOCK)} ${zoneLabel(zone)}`;
}

/**
 * The last moment of something that closes at `at` (half-open), in words: a window closing at
 * midnight of 1 June runs 'until 31 May 2027', as a contract writes it; at any other time, the day
 * and the time it closes ('31 May 2027 at 6:00 pm Central').
 */
export function closingWords(at: Date, zone: string): string {
  if (isMidnight(at, zone)) return inZone(at.getTime() - 1, zone).format(DAY);
  return openingWords(at, zone);
}
