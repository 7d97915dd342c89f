import type { LiveStream } from '#lib/api/live-stream.ts';
import { liveStreamPath, withBase } from '#lib/catalog/routes.ts';
import { stripEmphasis } from '#lib/text/emphasis.ts';
import { googleCalendarUrl, liveStreamEvent, office365CalendarUrl, outlookCalendarUrl } from './calendar.ts';
import { liveStreamIcal, liveStreamIcalFileName } from './calendar-feed.ts';
import { icalDataUrl } from './ical-document.ts';

/** One link of the 'Add to calendar' menu: a calendar service's page, or the .ics file to download. */
export interface CalendarLink {
  readonly label: string;
  readonly href: string;
  readonly download?: string;
}

/**
 * The menu's links, built from the stream as it is now (a rescheduled stream gets its new time), its
 * title in plain text as calendars show it; the stream's page at `origin`, the .ics file stamped `now`.
 * The live-stream page loads this (and the calendar rules and iCalendar writer it uses) when the visitor
 * first opens the menu.
 */
export function calendarLinks(shown: LiveStream, origin: string, now: Date): CalendarLink[] {
  const stream = { ...shown, title: stripEmphasis(shown.title) };
  const pageUrl = new URL(withBase(liveStreamPath(stream.identifier)), origin).href;
  const event = liveStreamEvent(stream, pageUrl);
  return [
    { label: 'Google Calendar', href: googleCalendarUrl(event) },
    { label: 'Outlook.com', href: outlookCalendarUrl(event) },
    { label: 'Office 365', href: office365CalendarUrl(event) },
    {
      label: 'iCal file (.ics)',
      href: icalDataUrl(liveStreamIcal(stream, pageUrl, now)),
      download: liveStreamIcalFileName(stream),
    },
  ];
}
