import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $flash, dismissFlash, flashDrawn, holdFlash, releaseFlash } from '../stores/flash.ts';
import styles from './FlashMessages.module.css';

/**
 * The flash messages of `$flash` in a polite live region (`role="status"`), so screen
 * readers announce them. Each dismisses itself after its time on screen (held while the pointer or
 * the focus is on it) and has a dismiss button.
 */
export default function FlashMessages() {
  const items = useStore($flash, { ssr: 'initial' });
  // Each message's time counts from its drawing, which may come well after it was raised.
  useEffect(() => {
    for (const item of items) flashDrawn(item.id);
  }, [items]);
  return (
    <div className={styles.region} role="status" aria-live="polite" data-flash-region>
      {items.map((item) => (
        // The pointer and focus handlers only hold the dismiss timer while the visitor is on the
        // message; the message is not a control, and its one control is the button inside.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- holding a timer, not an interaction.
        <div
          key={item.id}
          className={styles.flash}
          data-flash
          onMouseEnter={() => holdFlash(item.id)}
          onMouseLeave={() => releaseFlash(item.id)}
          onFocus={() => holdFlash(item.id)}
          onBlur={() => releaseFlash(item.id)}
        >
          <p className={styles.text}>{item.message}</p>
          <button
            type="button"
            className={styles.close}
            aria-label="Dismiss message"
            onClick={() => dismissFlash(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
