import { useContext, useEffect, type ReactNode } from 'react';
import { NotificationContext, useGetIdentity, useLogout, useTranslate } from 'ra-core';
import { NavLink } from 'react-router-dom';
import { mayOpen } from '#lib/studio/role-access.ts';
import { STUDIO_LIST_NAMES, STUDIO_LISTS } from '#lib/studio/records.ts';
import records from '../records/Records.module.css';
import { StaffRoleSchema } from '#lib/studio/roles.ts';
import styles from '../ui/Studio.module.css';

/** How long a notification stays, unless it says otherwise or is an error (those stay until the next one). */
const NOTIFICATION_MS = 6_000;

/** The studio's frame: its name, the screens the member's role opens, who is signed in, and the way out. */
export function StudioLayout({ children, siteHome }: { children: ReactNode; siteHome: string }) {
  const { identity } = useGetIdentity();
  const logout = useLogout();
  const role = StaffRoleSchema.safeParse(identity?.['role']).data;
  return (
    <div className={styles.shell}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <NavLink className={styles.brand ?? ''} to="/">
            Concert Library <span>Studio</span>
          </NavLink>
          <nav aria-label="Studio">
            <ul className={styles.nav}>
              <li>
                <NavLink to="/" end>
                  Home
                </NavLink>
              </li>
              {role && mayOpen(role, 'publish') && (
                <li>
                  <NavLink to="/publish">Publish</NavLink>
                </li>
              )}
              {role && mayOpen(role, 'media') && (
                <li>
                  <NavLink to="/media">Media</NavLink>
                </li>
              )}
              {role && mayOpen(role, 'licences') && (
                <li>
                  <NavLink to="/licences">Licences</NavLink>
                </li>
              )}
              {role && mayOpen(role, 'plays') && (
                <li>
                  <NavLink to="/plays">Plays</NavLink>
                </li>
              )}
              {role && mayOpen(role, 'staff') && (
                <li>
                  <NavLink to="/staff">Staff</NavLink>
                </li>
              )}
              {role && mayOpen(role, 'audit') && (
                <li>
                  <NavLink to="/audit">Audit log</NavLink>
                </li>
              )}
              <li>
                <a href={siteHome}>View the site</a>
              </li>
            </ul>
          </nav>
          {identity && (
            <div className={styles.identity}>
              <NavLink
                className={styles.headerLink ?? ''}
                to="/account"
                title="Your account: passkeys and recovery codes"
              >
                {identity.fullName} {role && <span className={styles.role}>{role}</span>}
              </NavLink>
              <button type="button" className={styles.signOut} onClick={() => void logout()}>
                Sign out
              </button>
            </div>
          )}
        </div>
      </header>
      {role && (
        <nav className={records.catalogueNav} aria-label="Catalogue">
          <ul>
            {STUDIO_LISTS.filter((list) => mayOpen(role, list)).map((list) => (
              <li key={list}>
                <NavLink to={`/${list}`}>{STUDIO_LIST_NAMES[list]}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <main className={styles.main} id="main" tabIndex={-1}>
        {children}
      </main>
      <Notifications />
    </div>
  );
}

/**
 * ra-core's notifications (after a save, a refusal): the newest, in a polite live region. One that
 * says all went well leaves after a while; an error stays until the next notification.
 */
function Notifications() {
  // The context itself: ra-core's `useNotificationContext` is declared with an import TypeScript cannot follow.
  const { notifications, resetNotifications } = useContext(NotificationContext);
  const translate = useTranslate();
  const shown = notifications.at(-1);
  useEffect(() => {
    if (!shown || shown.type === 'error') return;
    const stays = shown.notificationOptions?.autoHideDuration;
    const timer = setTimeout(resetNotifications, typeof stays === 'number' ? stays : NOTIFICATION_MS);
    return () => clearTimeout(timer);
  }, [shown, resetNotifications]);
  const text =
    typeof shown?.message === 'string'
      ? translate(shown.message, shown.notificationOptions?.messageArgs)
      : shown?.message;
  return (
    <div className={styles.notifications} role="status" aria-live="polite">
      {shown && <p className={`${styles.toast} ${shown.type === 'error' ? styles.toastError : ''}`}>{text}</p>}
    </div>
  );
}
