import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/** Elements that take focus with Tab. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Open while the modal is shown: stops the page behind it scrolling. */
const OPEN_CLASS = 'search-modal-open';

function tabbables(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab and Shift+Tab inside the dialog: from its last tabbable element to its first and
 * back. A modal `<dialog>` already makes the page behind it inert, but Tab would still leave
 * for the browser's own controls.
 */
export function keepTabInside(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const elements = tabbables(event.currentTarget);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (first === undefined || last === undefined) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Shows a `<dialog>` as a modal while `open` (in the top layer, the page behind it inert),
 * focuses `initialFocus` when it opens and gives focus back to `returnFocus` when it closes.
 * The browser's own ways of closing it (Escape, the Android back gesture) ask `onClose`, so the
 * open state stays in one place.
 */
export function useModalDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  initialFocus: RefObject<HTMLElement | null>,
  open: boolean,
  returnFocus: HTMLElement | null,
  onClose: () => void,
): void {
  useEffect(() => {
    const element = dialog.current;
    if (element === null || !open) return undefined;
    if (!element.open) element.showModal();
    document.documentElement.classList.add(OPEN_CLASS);
    initialFocus.current?.focus();
    const cancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    // The browser fires `close` in a task of its own after the dialog closed: the one from an earlier
    // closing can come after the dialog has been opened again (a quick '/' on a loaded machine), and
    // must not close it. Only a dialog that is closed when the event comes has been closed.
    const closed = () => {
      if (!element.open) onClose();
    };
    element.addEventListener('cancel', cancel);
    element.addEventListener('close', closed);
    return () => {
      element.removeEventListener('cancel', cancel);
      element.removeEventListener('close', closed);
      if (element.open) element.close();
      document.documentElement.classList.remove(OPEN_CLASS);
      if (returnFocus?.isConnected === true) returnFocus.focus();
    };
  }, [dialog, initialFocus, open, returnFocus, onClose]);
}
