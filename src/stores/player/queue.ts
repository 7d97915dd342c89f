import { atom, computed, task } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import type { StreamAnswer } from '#lib/api/stream-links.ts';
import { browserLocalStorage } from '#lib/browser/browser-globals.ts';
import { setPageMark } from '#lib/browser/page-marks.ts';
import type { QueueEvent } from '#lib/player/queue-events.ts';
import type { QueueItem } from '#lib/player/queue-item.ts';
import { queueReducer } from '#lib/player/queue-machine.ts';
import { dropCompositions, findMissingCompositions, loadQueue, saveQueue } from '#lib/player/queue-persistence.ts';
import type { CompositionExists } from '#lib/player/queue-persistence.ts';
import { PLAYER_QUEUED_MARK } from '#lib/player/queued-mark.ts';
import { canNext, canPrevious, currentItem, EMPTY_QUEUE } from '#lib/player/queue-state.ts';
import type { QueueState } from '#lib/player/queue-state.ts';

const $state = atom<QueueState>(EMPTY_QUEUE);

/** The player queue (rules §4): its items, the current one, playing, paused or stopped. */
export const $queue: ReadableAtom<QueueState> = $state;

/** The item the player is on; null when the queue is empty. */
export const $currentItem = computed($state, currentItem);

/** Whether 'Next' is enabled (rules §4). */
export const $canNext = computed($state, canNext);

/** Whether 'Previous' is enabled (rules §4). */
export const $canPrevious = computed($state, canPrevious);

/** Local storage, or null where the browser refuses it (or in the build). */
function storage(): Storage | null {
  try {
    return browserLocalStorage() ?? null;
  } catch {
    // Reading localStorage throws when the browser blocks storage for the site.
    return null;
  }
}

function commit(next: QueueState): void {
  if (next === $state.get()) return;
  $state.set(next);
  // A first item wakes the player bar, which waits for the mark to hydrate (it keeps it in step after).
  if (next.items.length > 0) setPageMark(PLAYER_QUEUED_MARK);
  const local = storage();
  if (local !== null) saveQueue(local, next);
}

/** Applies a queue event, and keeps the queue under `queue` and `current-item`. */
function dispatch(event: QueueEvent): void {
  commit(queueReducer($state.get(), event));
}

/** The visitor paused. */
export const pause = (): void => dispatch({ type: 'pause' });
/** The visitor pressed play. */
export const resume = (): void => dispatch({ type: 'resume' });
/** To the next item, when there is one. */
export const next = (): void => dispatch({ type: 'next' });
/** To the previous item, when there is one. */
export const previous = (): void => dispatch({ type: 'previous' });
/** Plays the item at `index` (the queue popup). */
export const jumpTo = (index: number): void => dispatch({ type: 'set-queue-item', index });
/** Removes the item at `index` (the queue popup). */
export const remove = (index: number): void => dispatch({ type: 'remove-queue-item', index });
/** The current item played to its end. */
export const itemFinished = (): void => dispatch({ type: 'item-finished' });
/** The audio stopped on its own (a playback error): the player pauses. */
export const playerFinished = (): void => dispatch({ type: 'player-finished' });
/** The audio started from outside the bar (lock screen, media keys). */
export const playerPlayed = (): void => dispatch({ type: 'player-played' });
/** 'Play now' with links at hand: appends the item and plays it. */
export const playItemNow = (item: QueueItem): void => dispatch({ type: 'play-now', item });
/** 'Add to queue' with links at hand: appends the item (the first one becomes current). */
export const enqueueItem = (item: QueueItem): void => dispatch({ type: 'add-to-queue', item });
/** Fresh signed links for every item of a recording. */
export const refreshItemLinks = (recordingUuid: string, answer: StreamAnswer): void =>
  dispatch({ type: 'links-refreshed', recording_uuid: recordingUuid, answer });

let restoring: Promise<void> | null = null;

async function restore(exists: CompositionExists): Promise<void> {
  const local = storage();
  if (local === null) return;
  // The saved queue is read before the first await, when the player starts and before
  // anything can be played; a queue that already has items is not replaced.
  if ($state.get().items.length === 0) commit(loadQueue(local));
  const missing = await findMissingCompositions($state.get().items, exists);
  if (missing.size > 0) commit(dropCompositions($state.get(), missing));
}

/**
 * Start-up (rules §4): reads the saved queue and current item, then drops the
 * compositions that now answer 404. The check may take a moment; what the visitor does
 * meanwhile is kept, and the drop applies to the queue as it is when the answers arrive.
 * Runs once; later calls share the first.
 */
export function restoreSavedQueue(exists: CompositionExists): Promise<void> {
  restoring ??= task(() => restore(exists));
  return restoring;
}
