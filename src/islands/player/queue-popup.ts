import { queuePopupRows, rowToFocusAfterRemoval } from '../../lib/player/queue-popup-rows.ts';
import type { QueuePopupRow } from '../../lib/player/queue-popup-rows.ts';
import type { QueueState } from '../../lib/player/queue-state.ts';
import { jumpTo, remove } from '../../stores/player/queue.ts';
import { element, setAttribute, syncChildren } from './elements.ts';
import { emphasisText } from './emphasis-text.ts';

/** The queue popup: built once with the bar, shown while open. */
export interface QueuePopup {
  readonly element: HTMLElement;
  /** The popup opens: its next update focuses the current item. */
  opened(current: number): void;
  /** Follows the queue, keeping the rows (and their focus) whose key stays. */
  update(queue: QueueState): void;
}

interface Row {
  readonly element: HTMLLIElement;
  update(row: QueuePopupRow): void;
  focus(): void;
}

function createRow(row: QueuePopupRow, removeAt: (index: number) => void): Row {
  const composer =
    row.item.composer === '' ? [] : [element('span', { class: 'player-queue__composer' }, [row.item.composer])];
  const playButton = element('button', { type: 'button', class: 'player-queue__play' }, [
    element('span', { class: 'player-queue__name' }, emphasisText(row.item.title)),
    ...composer,
  ]);
  const removeButton = element('button', { type: 'button', class: 'player-queue__remove' }, ['×']);
  playButton.addEventListener('click', () => jumpTo(row.index));
  removeButton.addEventListener('click', () => removeAt(row.index));
  const item = element('li', { class: 'player-queue__item' }, [playButton, removeButton]);
  return {
    element: item,
    focus: () => playButton.focus(),
    update(next) {
      setAttribute(item, 'aria-current', next.current ? 'true' : null);
      setAttribute(playButton, 'aria-label', next.playLabel);
      setAttribute(removeButton, 'aria-label', next.removeLabel);
    },
  };
}

/**
 * The queue popup (rules §2): every item, the current one marked, each with a
 * button to play it and one to remove it. Opening focuses the current item; Escape and the
 * close button call `onClose`. Removing an item moves focus to the item that took its place
 * (or the one before), so a keyboard user never loses their place.
 */
export function createQueuePopup(id: string, onClose: () => void): QueuePopup {
  const list = element('ol', { class: 'player-queue__list' });
  const closeButton = element('button', { type: 'button', class: 'player-queue__close', 'aria-label': 'Close queue' }, [
    '×',
  ]);
  const heading = element('h2', { id: `${id}-title`, class: 'player-queue__title' }, ['Queue']);
  const root = element(
    'div',
    { id, class: 'player-queue', role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': `${id}-title` },
    [element('div', { class: 'player-queue__head' }, [heading, closeButton]), list],
  );
  let rows = new Map<string, Row>();
  let focusIndex: number | null = null;
  const removeAt = (index: number): void => {
    focusIndex = index;
    remove(index);
  };
  closeButton.addEventListener('click', onClose);
  root.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  });

  return {
    element: root,
    opened(current) {
      focusIndex = current;
    },
    update(queue) {
      const wanted = queuePopupRows(queue);
      const next = new Map(wanted.map((row) => [row.key, rows.get(row.key) ?? createRow(row, removeAt)]));
      wanted.forEach((row) => next.get(row.key)?.update(row));
      rows = next;
      const elements = [...next.values()];
      syncChildren(
        list,
        elements.map((row) => row.element),
      );
      const target = focusIndex === null ? null : rowToFocusAfterRemoval(focusIndex, elements.length);
      focusIndex = null;
      if (target !== null) elements[target]?.focus();
    },
  };
}
