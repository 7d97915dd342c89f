import type { QueueItem } from './queue-item.ts';

/**
 * Rules §4: the player is 'playing' or 'paused'. 'stopped' is the third state of an
 * empty queue, where there is nothing to play or pause: the queue is empty exactly when the
 * status is 'stopped' and `current` is -1.
 */
export type PlayerStatus = 'playing' | 'paused' | 'stopped';

/** The player queue. */
export interface QueueState {
  readonly items: readonly QueueItem[];
  /** Index of the current item in `items`; -1 when the queue is empty. */
  readonly current: number;
  readonly status: PlayerStatus;
}

/** The queue at first visit and after the last item is removed. */
export const EMPTY_QUEUE: QueueState = Object.freeze({ items: Object.freeze([]), current: -1, status: 'stopped' });

/** The item the player is on; null when the queue is empty. */
export function currentItem(state: QueueState): QueueItem | null {
  return state.items[state.current] ?? null;
}

/** Rules §4: next is enabled with more than one item and a later one to go to. */
export function canNext(state: QueueState): boolean {
  return state.items.length > 1 && state.current < state.items.length - 1;
}

/** Rules §4: previous is enabled with more than one item and an earlier one to go to. */
export function canPrevious(state: QueueState): boolean {
  return state.items.length > 1 && state.current > 0;
}
