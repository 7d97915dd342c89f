import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { QueueItem } from '../../lib/player/queue-item.ts';
import { stripEmphasis } from '../../lib/text/emphasis.ts';
import { jumpTo, remove } from '../../stores/player-queue.ts';
import EmphasisText from './EmphasisText.tsx';

interface Props {
  readonly id: string;
  readonly items: readonly QueueItem[];
  readonly current: number;
  readonly playing: boolean;
  /** Closes the popup; focus goes back to the queue button. */
  readonly onClose: () => void;
}

/**
 * The queue popup (spec section 2): every item, the current one marked, each with a
 * button to play it and one to remove it. Opening focuses the current item; Escape closes
 * it. Removing an item moves focus to the item that took its place (or the one before),
 * so a keyboard user never loses their place.
 */
export default function QueuePopup({ id, items, current, playing, onClose }: Props) {
  const list = useRef<HTMLOListElement | null>(null);
  const focusIndex = useRef<number | null>(current);

  useEffect(() => {
    const index = focusIndex.current;
    if (index === null) return;
    focusIndex.current = null;
    const rows = list.current?.querySelectorAll<HTMLButtonElement>('.player-queue__play');
    rows?.[Math.min(index, rows.length - 1)]?.focus();
  }, [items]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };
  const removeAt = (index: number) => {
    focusIndex.current = index;
    remove(index);
  };

  return (
    <div id={id} className="player-queue" role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} onKeyDown={onKeyDown}>
      <div className="player-queue__head">
        <h2 id={`${id}-title`} className="player-queue__title">Queue</h2>
        <button type="button" className="player-queue__close" onClick={onClose} aria-label="Close queue">×</button>
      </div>
      <ol ref={list} className="player-queue__list">
        {items.map((item, index) => {
          const title = stripEmphasis(item.title);
          const isCurrent = index === current;
          return (
            <li key={`${index}-${item.performance_id}`} className="player-queue__item" aria-current={isCurrent ? 'true' : undefined}>
              <button type="button" className="player-queue__play" onClick={() => jumpTo(index)} aria-label={`Play ${title}${isCurrent ? (playing ? ', now playing' : ', current item') : ''}`}>
                <span className="player-queue__name"><EmphasisText text={item.title} /></span>
                {item.composer !== '' && <span className="player-queue__composer">{item.composer}</span>}
              </button>
              <button type="button" className="player-queue__remove" onClick={() => removeAt(index)} aria-label={`Remove ${title} from the queue`}>
                ×
              </button>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
