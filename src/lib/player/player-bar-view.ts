import type { Cuepoint } from '../api/performance.ts';
import { currentMovement } from './movements.ts';
import type { QueueItem } from './queue-item.ts';
import { canNext, canPrevious, currentItem } from './queue-state.ts';
import { resumePositionOf } from './resume-positions.ts';
import type { ResumePositions } from './resume-positions.ts';
import type { QueueState } from './queue-state.ts';

/** What the bar reads of the audio element's state (the `$playback` store). */
export interface PlaybackReading {
  /** Seconds from the start of the current item. */
  readonly position: number;
  /** The current item's length in seconds; NaN until the element knows it. */
  readonly duration: number;
  /** 0 to 1. */
  readonly volume: number;
  readonly muted: boolean;
  /** The audio waits for data. */
  readonly waiting: boolean;
}

/** Everything the player bar shows, worked out from the queue and the playback state. */
export interface PlayerBarView {
  readonly item: QueueItem;
  /** The movement under the play head; null before the first cue point or without movements. */
  readonly movement: Cuepoint | null;
  readonly playing: boolean;
  readonly waiting: boolean;
  /** Rules §4: previous and next are enabled only where the queue allows. */
  readonly canPrevious: boolean;
  readonly canNext: boolean;
  /** Seconds played. */
  readonly position: number;
  /** The element's duration once known, else the item's own. */
  readonly duration: number;
  /** The volume slider's value, 0–100 (0 while muted). */
  readonly volumePercent: number;
  readonly muted: boolean;
  /** The speaker shows crossed out when muted or at volume 0. */
  readonly silent: boolean;
  readonly queueLength: number;
  /** The queue button's name, e.g. 'Queue, 2 items'. */
  readonly queueLabel: string;
  /**
   * Where 'Resume at 12:34' would start the current item; null when there
   * is nothing to offer: it is playing, the play head is past its start (at the saved position
   * it was restored at, say), or no position is saved.
   */
  readonly resumeAt: number | null;
}

/**
 * The bar offers to resume an item that waits at its start with a saved position (moved back
 * there, or started over by 'Play Performance' and paused at once). An item that becomes
 * current waits at its saved position already, and once it plays or is moved the seek bar
 * says where it is.
 */
function resumeOffer(item: QueueItem, queue: QueueState, playback: PlaybackReading, positions: ResumePositions) {
  if (queue.status === 'playing' || playback.position >= 1) return null;
  return resumePositionOf(positions, item.recording_uuid);
}

/** The queue button's accessible name: 'Queue, 1 item', 'Queue, 3 items'. */
export function queueButtonLabel(count: number): string {
  return `Queue, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The bar's view of the queue, playback and saved positions; null when the queue is empty
 * (the bar is hidden).
 */
export function playerBarView(
  queue: QueueState,
  playback: PlaybackReading,
  positions: ResumePositions = [],
): PlayerBarView | null {
  const item = currentItem(queue);
  if (item === null) return null;
  return {
    item,
    movement: currentMovement(item.movement_cuepoints, playback.position),
    playing: queue.status === 'playing',
    waiting: playback.waiting,
    canPrevious: canPrevious(queue),
    canNext: canNext(queue),
    position: playback.position,
    duration: Number.isFinite(playback.duration) ? playback.duration : item.duration_ms / 1000,
    volumePercent: Math.round((playback.muted ? 0 : playback.volume) * 100),
    muted: playback.muted,
    silent: playback.muted || playback.volume === 0,
    queueLength: queue.items.length,
    queueLabel: queueButtonLabel(queue.items.length),
    resumeAt: resumeOffer(item, queue, playback, positions),
  };
}
