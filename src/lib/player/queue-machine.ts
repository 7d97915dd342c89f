import type { QueueEvent } from './queue-events.ts';
import type { QueueItem } from './queue-item.ts';
import { canNext, canPrevious, EMPTY_QUEUE } from './queue-state.ts';
import type { PlayerStatus, QueueState } from './queue-state.ts';

/**
 * The queue's rules, rules §4, as a pure reducer: it never mutates `state` and
 * returns `state` itself when an event changes nothing (an event that does not apply, such
 * as next on the last item or pause on an empty queue).
 */
export function queueReducer(state: QueueState, event: QueueEvent): QueueState {
  switch (event.type) {
    case 'pause':
      return withStatus(state, 'paused');
    case 'resume':
    case 'player-played':
      return withStatus(state, 'playing');
    case 'player-finished':
      return withStatus(state, 'paused');
    case 'next':
      return canNext(state) ? { ...state, current: state.current + 1 } : state;
    case 'previous':
      return canPrevious(state) ? { ...state, current: state.current - 1 } : state;
    case 'set-queue-item':
      return isIndexOf(state, event.index) ? { ...state, current: event.index, status: 'playing' } : state;
    case 'remove-queue-item':
      return removeItem(state, event.index);
    case 'item-finished':
      return itemFinished(state);
    case 'play-now':
      return { items: [...state.items, event.item], current: state.items.length, status: 'playing' };
    case 'add-to-queue':
      return addToQueue(state, event.item);
    case 'links-refreshed':
      return refreshLinks(state, event);
  }
}

/** Pausing and playing apply to a queue with an item; an empty queue stays stopped. */
function withStatus(state: QueueState, status: PlayerStatus): QueueState {
  if (state.items.length === 0 || state.status === status) return state;
  return { ...state, status };
}

function isIndexOf(state: QueueState, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < state.items.length;
}

/**
 * Removing an item before or at the current one moves current back one (clamped at 0);
 * removing the current one pauses; removing the last one stops. An index outside the queue
 * changes nothing.
 */
function removeItem(state: QueueState, index: number): QueueState {
  if (!isIndexOf(state, index)) return state;
  const items = state.items.filter((_, position) => position !== index);
  if (items.length === 0) return EMPTY_QUEUE;
  const current = index <= state.current ? Math.max(0, state.current - 1) : state.current;
  const status = index === state.current ? 'paused' : state.status;
  return { items, current, status };
}

/** The last item finishing pauses; any other advances to the next item and keeps playing. */
function itemFinished(state: QueueState): QueueState {
  if (state.items.length === 0) return state;
  if (!canNext(state)) return withStatus(state, 'paused');
  return { ...state, current: state.current + 1, status: 'playing' };
}

/** 'Add to queue' appends; on an empty queue the item becomes current, paused until played. */
function addToQueue(state: QueueState, item: QueueItem): QueueState {
  const items = [...state.items, item];
  return state.items.length === 0 ? { items, current: 0, status: 'paused' } : { ...state, items };
}

function refreshLinks(state: QueueState, event: Extract<QueueEvent, { type: 'links-refreshed' }>): QueueState {
  if (!state.items.some((item) => item.recording_uuid === event.recording_uuid)) return state;
  const items = state.items.map((item) =>
    item.recording_uuid === event.recording_uuid
      ? { ...item, stream_links: event.answer.stream_links, stream_links_expires: event.answer.expires }
      : item,
  );
  return { ...state, items };
}
