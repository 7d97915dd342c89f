import { readQueueItem } from './queue-item-guard.ts';
import type { QueueItem } from './queue-item.ts';
import { queueReducer } from './queue-machine.ts';
import { EMPTY_QUEUE } from './queue-state.ts';
import type { QueueState } from './queue-state.ts';

/** Rules §9: the local-storage keys of the queue and of the current item. */
export const QUEUE_STORAGE_KEY = 'queue';
export const CURRENT_ITEM_STORAGE_KEY = 'current-item';

/** The two stored values: the items as a JSON array, the current item as its JSON index. */
export interface SavedQueue {
  readonly queue: string;
  readonly currentItem: string;
}

/** The stored values as read back: null where a key is missing. */
export type LoadedQueue = { readonly [Key in keyof SavedQueue]: string | null };

/** Says whether a composition still exists; rejects when that cannot be known (network error). */
export type CompositionExists = (identifier: string) => Promise<boolean>;

/** The stored form of a queue. Playing or paused is not kept (see `deserialiseQueue`). */
export function serialiseQueue(state: QueueState): SavedQueue {
  return { queue: JSON.stringify(state.items), currentItem: JSON.stringify(state.current) };
}

function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Where current ends up when the entries not `kept` leave, by the removal rule of
 * rules §4 (each removal at or before current moves it back one, clamped at 0).
 */
function currentAfterDrops(current: number, kept: readonly boolean[]): number {
  let result = current;
  for (let index = kept.length - 1; index >= 0; index -= 1) {
    if (!kept[index] && index <= result) result = Math.max(0, result - 1);
  }
  return result;
}

/**
 * The queue from its stored form, never throwing: missing, corrupt or foreign data gives
 * an empty queue, and entries that are not queue items (e.g. from an older version) leave it
 * like removed items. A current index that is not one of the entries means the first. A
 * restored queue is paused: browsers refuse to start sound before the visitor interacts,
 * and a reload should not start music by surprise.
 */
export function deserialiseQueue(saved: LoadedQueue): QueueState {
  const raw = parseJson(saved.queue);
  if (!Array.isArray(raw)) return EMPTY_QUEUE;
  const read = raw.map(readQueueItem);
  const items = read.filter((item) => item !== null);
  if (items.length === 0) return EMPTY_QUEUE;
  const stored = parseJson(saved.currentItem);
  const isEntry = typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 && stored < raw.length;
  const kept = read.map((item) => item !== null);
  return { items, current: currentAfterDrops(isEntry ? stored : 0, kept), status: 'paused' };
}

/**
 * The identifiers of the queue's compositions that now answer 404. Each is asked once. A
 * check that rejects (offline, server error) keeps its items: only a clear "gone" removes
 * what the visitor queued.
 */
export async function findMissingCompositions(
  items: readonly QueueItem[],
  exists: CompositionExists,
): Promise<ReadonlySet<string>> {
  const identifiers = [...new Set(items.map((item) => item.composition_identifier))];
  const answers = await Promise.allSettled(identifiers.map((identifier) => exists(identifier)));
  return new Set(
    identifiers.filter((_, index) => {
      const answer = answers[index];
      return answer?.status === 'fulfilled' && !answer.value;
    }),
  );
}

/** Removes every item of the given compositions, by the queue's own removal rules. */
export function dropCompositions(state: QueueState, identifiers: ReadonlySet<string>): QueueState {
  let result = state;
  for (let index = state.items.length - 1; index >= 0; index -= 1) {
    const item = state.items[index];
    if (item !== undefined && identifiers.has(item.composition_identifier)) {
      result = queueReducer(result, { type: 'remove-queue-item', index });
    }
  }
  return result;
}

/**
 * Start-up: the queue without the compositions that now answer 404. A store that may have
 * changed while the checks ran should call `findMissingCompositions` and apply
 * `dropCompositions` to its state of that moment instead.
 */
export async function restoreQueue(state: QueueState, exists: CompositionExists): Promise<QueueState> {
  return dropCompositions(state, await findMissingCompositions(state.items, exists));
}

/** Reads the stored queue; storage that cannot be read (disabled, sandboxed) gives an empty one. */
export function loadQueue(storage: Pick<Storage, 'getItem'>): QueueState {
  try {
    return deserialiseQueue({
      queue: storage.getItem(QUEUE_STORAGE_KEY),
      currentItem: storage.getItem(CURRENT_ITEM_STORAGE_KEY),
    });
  } catch {
    return EMPTY_QUEUE;
  }
}

/**
 * Stores the queue. Returns false when storage refuses (full, disabled): keeping the queue
 * is a convenience, and playback must not fail because of it.
 */
export function saveQueue(storage: Pick<Storage, 'setItem'>, state: QueueState): boolean {
  const saved = serialiseQueue(state);
  try {
    storage.setItem(QUEUE_STORAGE_KEY, saved.queue);
    storage.setItem(CURRENT_ITEM_STORAGE_KEY, saved.currentItem);
    return true;
  } catch {
    return false;
  }
}
