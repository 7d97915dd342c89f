import type { CalendarEvent } from './calendar.ts';
import { compactUtc } from './calendar.ts';
import { escapeIcalText, icalContentLine } from './ical-text.ts';

/** Identifies the product that wrote the file (RFC 5545 PRODID). */
export const ICAL_PRODID = '-//Concert Library//Live Streams//EN';

/** How a calendar document is written. */
export interface IcalOptions {
  /** DTSTAMP: when the document was generated. */
  now: Date;
  /**
   * For a subscribable feed: the calendar's name, and how often subscribers should reload it.
   * Left out for a single-event download.
   */
  feed?: { name: string; refreshHours: number };
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  return [
    'BEGIN:VEVENT',
    icalContentLine('UID', escapeIcalText(event.uid)),
    icalContentLine('DTSTAMP', compactUtc(now)),
    icalContentLine('DTSTART', compactUtc(event.start)),
    icalContentLine('DTEND', compactUtc(event.end)),
    icalContentLine('SUMMARY', escapeIcalText(event.title)),
    icalContentLine('DESCRIPTION', escapeIcalText(event.description)),
    icalContentLine('URL', event.url),
    'END:VEVENT',
  ];
}

function feedLines(feed: NonNullable<IcalOptions['feed']>): string[] {
  const interval = `PT${feed.refreshHours}H`;
  return [
    icalContentLine('NAME', escapeIcalText(feed.name)),
    icalContentLine('X-WR-CALNAME', escapeIcalText(feed.name)),
    icalContentLine('REFRESH-INTERVAL;VALUE=DURATION', interval),
    icalContentLine('X-PUBLISHED-TTL', interval),
  ];
}

/**
 * An iCalendar (RFC 5545) document with the given events: CRLF line endings, lines folded at 75
 * octets, TEXT values escaped, every instant in UTC. One event makes the '.ics' download of a
 * live-stream page; several with `feed` make the subscribable (webcal) feed.
 *
 * Written here rather than with the `ics` package (3.12, tried and measured): it folds at 75
 * characters, not octets, so a title such as 'Dvořák: Symphony No. 9 “From the New World” —
 * Mahler: Rückert-Lieder' gave an 84-octet line; it keeps control characters in TEXT values
 * (a BEL in a description went out raw); it writes a fixed `X-PUBLISHED-TTL:PT1H` and no `NAME`
 * or `REFRESH-INTERVAL`; and the download is made in the browser, where `ics` with its yup
 * validation weighs over ten times as much as this module with the live-stream rules it uses.
 */
export function icalDocument(events: readonly CalendarEvent[], options: IcalOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    icalContentLine('PRODID', ICAL_PRODID),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(options.feed === undefined ? [] : feedLines(options.feed)),
    ...events.flatMap((event) => eventLines(event, options.now)),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A `data:` URL of an iCalendar document, for a download link that needs no script. */
export function icalDataUrl(document: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(document)}`;
}
