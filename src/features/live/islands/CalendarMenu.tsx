import { useEffect, useId, useRef, useState } from 'react';
import type { LiveStream } from '#lib/api/live-stream.ts';
import type { calendarLinks } from '../lib/calendar-links.ts';
import styles from './LiveDetail.module.css';

/** What makes the menu's links, loaded with the calendar rules and the iCalendar writer on the first opening. */
type CalendarLinks = typeof calendarLinks;

/**
 * 'Add to calendar' (rules §1, §2 and §4): a button that expands the Google, Outlook,
 * Office 365 and .ics links on click. Escape or a click elsewhere folds them again. The code
 * that makes the links comes with the first click: most visitors never open the menu.
 */
export function CalendarMenu({ stream }: { stream: LiveStream }) {
  const [open, setOpen] = useState(false);
  const [links, setLinks] = useState<CalendarLinks | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open || links !== null) return;
    let current = true;
    import('../lib/calendar-links.ts')
      .then((loaded) => {
        if (current) setLinks(() => loaded.calendarLinks);
      })
      .catch((error: unknown) => console.error(error));
    return () => {
      current = false;
    };
  }, [open, links]);

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
          links !== null &&
          links(stream, window.location.origin, new Date()).map((link) => (
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
