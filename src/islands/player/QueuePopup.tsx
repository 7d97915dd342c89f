import { memo, useEffect, useRef } from 'react';
import { queuePopupRows, rowToFocusAfterRemoval } from '#lib/player/queue-popup-rows.ts';
import type { QueueState } from '#lib/player/queue-state.ts';
import { jumpTo, remove } from '../../stores/player/queue.ts';
import { EmphasisText } from '../EmphasisText.tsx';

interface Props {
  readonly id: string;
  readonly queue: QueueState;
  /** Escape or the close button: the bar closes the popup and gives focus back to its button. */
  readonly onClose: () => void;
}

/**
 * The queue popup (rules §2): every item, the current one marked, each with a button to play
 * it and one to remove it. Opening focuses the current item; Escape and the close button call
 * `onClose`. Rows are keyed by queue position and performance, so jumping to an item keeps the
 * focused row; removing an item moves focus to the item that took its place (or the one
 * before), so a keyboard user never loses their place. The bar loads it on first open.
 */
function QueuePopup({ id, queue, onClose }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const playButtons = useRef(new Map<string, HTMLButtonElement>());
  /** The row to focus after the next render: the current item on opening, the next one after a removal. */
  const focusIndex = useRef<number | null>(queue.current);
  const rows = queuePopupRows(queue);

  useEffect(() => {
    if (focusIndex.current === null) return;
    const target = rowToFocusAfterRemoval(focusIndex.current, rows.length);
    focusIndex.current = null;
    const row = target === null ? undefined : rows[target];
    if (row !== undefined) playButtons.current.get(row.key)?.focus();
  });

  // Escape is heard on the dialog itself (a listener, not a JSX handler: the dialog is no control).
  useEffect(() => {
    const element = root.current;
    if (element === null) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onClose();
    };
    element.addEventListener('keydown', onKeyDown);
    return () => element.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const removeAt = (index: number): void => {
    focusIndex.current = index;
    remove(index);
  };

  return (
    <div id={id} ref={root} className="player-queue" role="dialog" aria-modal="false" aria-labelledby={`${id}-title`}>
      <div className="player-queue__head">
        <h2 id={`${id}-title`} className="player-queue__title">
          Queue
        </h2>
        <button type="button" className="player-queue__close" aria-label="Close queue" onClick={onClose}>
          ×
        </button>
      </div>
      <ol className="player-queue__list">
        {rows.map((row) => (
          <li key={row.key} className="player-queue__item" aria-current={row.current ? 'true' : undefined}>
            <button
              type="button"
              className="player-queue__play"
              aria-label={row.playLabel}
              ref={(button) => {
                if (button === null) playButtons.current.delete(row.key);
                else playButtons.current.set(row.key, button);
              }}
              onClick={() => jumpTo(row.index)}
            >
              <span className="player-queue__name">
                <EmphasisText text={row.item.title} />
              </span>
              {row.item.composer !== '' && <span className="player-queue__composer">{row.item.composer}</span>}
            </button>
            <button
              type="button"
              className="player-queue__remove"
              aria-label={row.removeLabel}
              onClick={() => removeAt(row.index)}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

export default memo(QueuePopup);
