import type { StreamAnswer } from '../api/stream-links.ts';
import type { QueueItem } from './queue-item.ts';

/**
 * What can happen to the queue: the events of rules §4, 'Play now' and 'Add to
 * queue', and fresh links for items whose signed links expired.
 */
export type QueueEvent =
  /** The visitor paused. */
  | { readonly type: 'pause' }
  /** The visitor pressed play. */
  | { readonly type: 'resume' }
  /** Go to the next item, when there is one; playing or paused stays as it was. */
  | { readonly type: 'next' }
  /** Go to the previous item, when there is one; playing or paused stays as it was. */
  | { readonly type: 'previous' }
  /** The visitor picked an item in the queue popup: it becomes current and plays. */
  | { readonly type: 'set-queue-item'; readonly index: number }
  | { readonly type: 'remove-queue-item'; readonly index: number }
  /** The current item played to its end. */
  | { readonly type: 'item-finished' }
  /** The audio element stopped on its own (a playback error, rules §8: playback pauses). */
  | { readonly type: 'player-finished' }
  /** The audio element started playing (e.g. from the lock screen or OS media keys). */
  | { readonly type: 'player-played' }
  | { readonly type: 'play-now'; readonly item: QueueItem }
  | { readonly type: 'add-to-queue'; readonly item: QueueItem }
  /** New signed links for every item of a recording. */
  | { readonly type: 'links-refreshed'; readonly recording_uuid: string; readonly answer: StreamAnswer };
