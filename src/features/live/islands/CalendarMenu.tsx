import { useEffect, useId, useRef, useState } from 'react';
import type { LiveStream } from '#lib/api/live-stream.ts';
import { liveStreamPath, withBase } from '#lib/catalog/routes.ts';
import { googleCalendarUrl, liveStreamEvent, office365CalendarUrl, outlookCalendarUrl } from '../lib/calendar.ts';
import { liveStreamIcal, liveStreamIcalFileName } from '../lib/calendar-feed.ts';
import { icalDataUrl } from '../lib/ical-document.ts';
import { stripEmphasis } from '#lib/text/emphasis.ts';
import styles from './LiveDetail.module.css';

interface CalendarLink {
  label: string;
  href: string;
  download?: string;
}

/**
 * The links, built from the stream as it is now (a rescheduled stream gets its new time), its
 * title in plain text as calendars show it.
 */
function calendarLinks(shown: LiveStream): CalendarLink[] {
  const stream = { ...shown, title: stripEmphasis(shown.title) };
  const pageUrl = new URL(withBase(liveStreamPath(stream.identifier)), window.location.origin).href;
  const event = liveStreamEvent(stream, pageUrl);
  return [
    { label: 'Google Calendar', href: googleCalendarUrl(event) },
    { label: 'Outlook.com', href: outlookCalendarUrl(event) },
    { label: 'Office 365', href: office365CalendarUrl(event) },
    {
      label: 'iCal file (.ics)',
      href: icalDataUrl(liveStreamIcal(stream, pageUrl, new Date())),
      download: liveStreamIcalFileName(stream),
    },
  ];
}

/**
 * 'Add to calendar' (rules §1, §2 and §4): a button that expands the Google, Outlook,
 * Office 365 and .ics links on click. Escape or a click elsewhere folds them again.
 */
export function CalendarMenu({ stream }: { stream: LiveStream }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div className={styles.calendar} ref={root}>
      <button
        ref={button}
        type="button"
        className={`button button--quiet ${styles.onStage}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
          <path d="M4 4h12v13H4zM4 8h12M7 2v4M13 2v4" stroke="currentColor" strokeWidth="1.8" fill="none" />
        </svg>
        Add to calendar
      </button>
      <ul id={listId} className={styles.calendarLinks} hidden={!open} data-calendar-links>
        {open &&
          calendarLinks(stream).map((link) => (
            <li key={link.label}>
              {link.download === undefined ? (
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                </a>
              ) : (
                <a href={link.href} download={link.download}>
                  {link.label}
                </a>
              )}
            </li>
          ))}
      </ul>
    </div>
  );
}
