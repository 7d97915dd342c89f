import type { LiveStream } from '#lib/api/live-stream.ts';
import { endsAt, startsAt } from './live-timing.ts';

/** One event to add to a calendar, in plain text and absolute instants. */
export interface CalendarEvent {
  /** Globally unique and stable across reschedules, so calendars update instead of duplicating. */
  uid: string;
  title: string;
  /** Plain text; may contain newlines. */
  description: string;
  start: Date;
  end: Date;
  /** The live-stream page, absolute. */
  url: string;
}

/** A page URL that is not absolute http(s), so calendars could not link back to it. */
export class InvalidCalendarUrlError extends Error {
  constructor(url: string, cause?: unknown) {
    super(`A calendar event needs an absolute http(s) URL, not '${url}'`, { cause });
    this.name = 'InvalidCalendarUrlError';
  }
}

function absoluteUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch (error) {
    throw new InvalidCalendarUrlError(url, error);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new InvalidCalendarUrlError(url);
  return parsed;
}

type CalendarStreamFields = Pick<
  LiveStream,
  'identifier' | 'uuid' | 'title' | 'short_description' | 'start_date_time' | 'program_duration'
>;

/**
 * The calendar event of a live stream: start to start + program_duration, the short description
 * and the page's address as the description, and a UID made of the stream's uuid and the site's
 * host.
 */
export function liveStreamEvent(stream: CalendarStreamFields, pageUrl: string): CalendarEvent {
  const url = absoluteUrl(pageUrl);
  const description = [stream.short_description.trim(), url.href].filter(Boolean).join('\n\n');
  return {
    uid: `livestream-${stream.uuid}@${url.hostname}`,
    title: stream.title,
    description,
    start: startsAt(stream),
    end: endsAt(stream),
    url: url.href,
  };
}

/** `2026-11-21T01:30:00.000Z` → `20261121T013000Z` (RFC 5545 UTC form, Google's `dates`). */
export function compactUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** `2026-11-21T01:30:00Z`: the form Outlook's deeplinks read. */
function isoUtcSeconds(instant: Date): string {
  return instant.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

// Spaces are written %20, not '+': Outlook's compose form shows a '+' literally.
function query(params: readonly (readonly [string, string])[]): string {
  return params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}

/** A Google Calendar link that opens a prefilled event. */
export function googleCalendarUrl(event: CalendarEvent): string {
  return `https://calendar.google.com/calendar/render?${query([
    ['action', 'TEMPLATE'],
    ['text', event.title],
    ['dates', `${compactUtc(event.start)}/${compactUtc(event.end)}`],
    ['details', event.description],
    ['location', event.url],
  ])}`;
}

function outlookCompose(host: string, event: CalendarEvent): string {
  return `https://${host}/calendar/0/deeplink/compose?${query([
    ['path', '/calendar/action/compose'],
    ['rru', 'addevent'],
    ['startdt', isoUtcSeconds(event.start)],
    ['enddt', isoUtcSeconds(event.end)],
    ['subject', event.title],
    ['body', event.description],
    ['location', event.url],
  ])}`;
}

/** An Outlook.com (personal account) link that opens a prefilled event. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  return outlookCompose('outlook.live.com', event);
}

/** An Office 365 (work or school account) link that opens a prefilled event. */
export function office365CalendarUrl(event: CalendarEvent): string {
  return outlookCompose('outlook.office.com', event);
}
