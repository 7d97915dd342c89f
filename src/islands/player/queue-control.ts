import type { PlayerBarView } from '../../lib/player/player-bar-view.ts';
import type { QueueState } from '../../lib/player/queue-state.ts';
import { element, setAttribute, setText } from './elements.ts';
import { queueIcon } from './player-icons.ts';
import { createQueuePopup } from './queue-popup.ts';

const POPUP_ID = 'player-queue';

/** The queue button and its popup, as the bar places them. */
export interface QueueControl {
  readonly button: HTMLButtonElement;
  /** The popup while it is open, else null: the bar puts it after its controls. */
  popup(): HTMLElement | null;
  /** Follows the bar's view and, while the popup is open, the queue. Call it with the popup in the page. */
  update(view: PlayerBarView, queue: QueueState): void;
  /** The bar hid (its last item was removed): an open popup closes, and focus goes to the page's content. */
  barHidden(): void;
}

/**
 * The queue button ('Queue, 2 items') and the queue popup it opens and closes. Closing
 * gives focus back to the button. `changed` asks the bar to draw again (to show or remove
 * the popup).
 */
export function createQueueControl(changed: () => void): QueueControl {
  const count = element('span', { 'aria-hidden': 'true' });
  const button = element(
    'button',
    { type: 'button', class: 'player-bar__icon player-bar__queue-button', 'aria-haspopup': 'dialog' },
    [queueIcon(), count],
  );
  let open = false;
  /** The queue the open popup shows; null while it is closed. */
  let shown: QueueState | null = null;
  const popup = createQueuePopup(POPUP_ID, () => {
    open = false;
    changed();
    button.focus();
  });
  button.addEventListener('click', () => {
    open = !open;
    changed();
  });

  return {
    button,
    popup: () => (open ? popup.element : null),
    update(view, queue) {
      setAttribute(button, 'aria-expanded', String(open));
      setAttribute(button, 'aria-controls', open ? POPUP_ID : null);
      setAttribute(button, 'aria-label', view.queueLabel);
      setText(count, String(view.queueLength));
      if (open && shown === null) popup.opened(queue.current);
      if (open && queue !== shown) popup.update(queue);
      shown = open ? queue : null;
    },
    barHidden() {
      shown = null;
      if (!open) return;
      open = false;
      document.getElementById('main')?.focus();
    },
  };
}
