import { stripEmphasis } from '../text/emphasis.ts';
import type { QueueItem } from './queue-item.ts';

/** A sentence for the bar's live region, and what it announced (to say it only once). */
export interface Announcement {
  /** The queue position and performance announced. */
  readonly key: string;
  readonly text: string;
}

/**
 * The sentence to announce when a new item starts playing, e.g. 'Now playing: Symphony
 * No. 5, Beethoven.'; null when there is nothing new to say: nothing plays (a restored queue
 * starts paused), or the item at this position was announced last (pausing and resuming).
 */
export function nowPlayingAnnouncement(
  item: QueueItem | null,
  current: number,
  playing: boolean,
  lastKey: string | null,
): Announcement | null {
  if (item === null || !playing) return null;
  const key = `${current}:${item.performance_id}`;
  if (key === lastKey) return null;
  const composer = item.composer === '' ? '' : `, ${item.composer}`;
  return { key, text: `Now playing: ${stripEmphasis(item.title)}${composer}.` };
}
