import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { site } from '../config/site.ts';
import { giveUpEarlyClicks, replayEarlyClicks } from '#lib/browser/early-clicks.ts';
import { SIGNED_IN_MARK } from '#lib/browser/page-marks.ts';
import { $session, $sessionRestored, signOut } from '../stores/session.ts';
import { siteHref } from './account/follow-outcome.ts';
import styles from './UserMenu.module.css';

/**
 * The user menu of the main navigation (rules §2): 'Sign in' when signed out; when
 * signed in, the user's name opening Concert Library Help, My Account and Sign Out. It is a
 * disclosure (a button and a list of links), operable with the keyboard: Enter or Space
 * opens it, Tab moves through it, Escape closes it and returns to the button, and it closes
 * when the focus or a click goes elsewhere.
 *
 * Before it hydrates, a visitor the head script knows to be signed in sees a stand-in button in
 * the menu's place (its name still unknown to the server-rendered HTML); a click on it is kept by
 * the head script and opens the menu once the island has the session, or is given up when the
 * session turns out to be over ('No click is lost'; src/lib/browser/early-clicks.ts).
 */
export default function UserMenu() {
  const session = useStore($session, { ssr: 'initial' });
  const restored = useStore($sessionRestored, { ssr: 'initial' });
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  // The sign-in prompts of the page ([data-signed-out-only]) hide while a visitor is signed in; the
  // head script marks <html> before the first paint, this keeps the mark in step with the session,
  // also after the client router swaps a page in (which replaces <html>'s attributes).
  useEffect(() => {
    const mark = (): void => void document.documentElement.toggleAttribute(SIGNED_IN_MARK, session !== null);
    mark();
    document.addEventListener('astro:after-swap', mark);
    return () => document.removeEventListener('astro:after-swap', mark);
  }, [session]);

  // Clicks on the stand-in button before hydration open the menu now that it is here. The stand-in is
  // drawn again on every page the client router swaps in, so its clicks are always kept ({ ready: false }).
  useEffect(() => {
    if (session === null) {
      // The stand-in was drawn for a session that turned out to be over: nothing here will open for its clicks.
      if (restored) giveUpEarlyClicks('user-menu');
      return;
    }
    replayEarlyClicks(
      'user-menu',
      () => {
        setOpen((current) => !current);
        toggle.current?.focus();
      },
      { ready: false },
    );
  }, [session, restored]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent): void => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  if (session === null) {
    return (
      <>
        <a className="button button--quiet" href={siteHref('sign-in')}>
          Sign in
        </a>
        {/* Shown instead of 'Sign in' while a visitor marked signed in waits for this island (UserMenu.module.css). */}
        <button
          type="button"
          className={`button button--quiet ${styles.toggle} ${styles.standIn}`}
          aria-label="Your account"
          aria-expanded={false}
          data-early-click="user-menu"
        >
          <span className={styles.namePending} aria-hidden="true" />
          <span className={styles.caret} aria-hidden="true" />
        </button>
      </>
    );
  }

  const { first_name: first, last_name: last, email } = session.user;
  const name = `${first} ${last}`.trim() || email;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>): void => {
    if (!root.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    // Escape and focus leaving are heard where they bubble to from the toggle and the menu's
    // links; the wrapper itself is not a control and never takes focus.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- delegated from the controls inside.
    <div className={styles.menu} ref={root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={toggle}
        type="button"
        className={`button button--quiet ${styles.toggle}`}
        aria-expanded={open}
        aria-controls={panelId}
        title={name}
        onClick={() => setOpen((current) => !current)}
      >
        <span className={styles.name}>{name}</span>
        <span className={styles.caret} aria-hidden="true" />
      </button>
      <ul id={panelId} className={styles.panel} hidden={!open}>
        {site.links.help && (
          <li>
            <a className={styles.item} href={site.links.help}>
              Concert Library Help
            </a>
          </li>
        )}
        <li>
          <a className={styles.item} href={siteHref('account')}>
            My Account
          </a>
        </li>
        <li className={styles.separator}>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              setOpen(false);
              signOut();
            }}
          >
            Sign Out
          </button>
        </li>
      </ul>
    </div>
  );
}
