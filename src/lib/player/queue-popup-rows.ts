import { stripEmphasis } from '../text/emphasis.ts';
import type { QueueItem } from './queue-item.ts';
import type { QueueState } from './queue-state.ts';

/** One row of the queue popup (rules §2): the item, a button to play it and one to remove it. */
export interface QueuePopupRow {
  /**
   * Tells rows apart across changes: a row whose key stays is kept (with its focus), so
   * jumping to an item or a change of playing state does not move the visitor's focus.
   */
  readonly key: string;
  readonly index: number;
  readonly item: QueueItem;
  /** The current item is marked (`aria-current`). */
  readonly current: boolean;
  /** The play button's name, e.g. 'Play Symphony No. 5, current item'. */
  readonly playLabel: string;
  /** The remove button's name, e.g. 'Remove Symphony No. 5 from the queue'. */
  readonly removeLabel: string;
}

/** The popup's rows, in queue order. */
export function queuePopupRows(queue: QueueState): QueuePopupRow[] {
  const playing = queue.status === 'playing';
  return queue.items.map((item, index) => {
    const title = stripEmphasis(item.title);
    const current = index === queue.current;
    const state = current ? (playing ? ', now playing' : ', current item') : '';
    return {
      key: `${index}-${item.performance_id}`,
      index,
      item,
      current,
      playLabel: `Play ${title}${state}`,
      removeLabel: `Remove ${title} from the queue`,
    };
  });
}

/**
 * The row that takes focus after the one at `removed` left a popup now holding `rowCount`
 * rows: the item that took its place, or the one before when the last row went, so a
 * keyboard user never loses their place. Null when no row is left.
 */
export function rowToFocusAfterRemoval(removed: number, rowCount: number): number | null {
  return rowCount === 0 ? null : Math.min(Math.max(0, removed), rowCount - 1);
}
