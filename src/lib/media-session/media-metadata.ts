import type { Cuepoint } from '../api/performance.ts';
import type { QueueItem } from '../player/queue-item.ts';
import { stripEmphasis } from '../text/emphasis.ts';

/** The lock screen's picture: the 512x288 rendition the queue item carries. */
export const ARTWORK_SIZE = '512x288';

/** What the lock screen and the OS media controls show (the `MediaMetadata` fields). */
export interface TrackMetadata {
  /** The composition, and the movement playing when there is one: 'Symphony No. 5 — II. Andante'. */
  readonly title: string;
  /** The composer and arranger credit. */
  readonly artist: string;
  /** The performers (conductor first), where a player shows the album. */
  readonly album: string;
  readonly artwork: readonly { readonly src: string; readonly sizes: string; readonly type?: string }[];
}

/** The image type from a picture's address, when its extension tells. */
function imageType(src: string): { type?: string } {
  const extension = /\.(\w+)(?:[?#]|$)/.exec(src)?.[1]?.toLowerCase();
  const types: Readonly<Record<string, string>> = {
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    webp: 'image/webp',
    avif: 'image/avif',
  };
  const type = extension === undefined ? undefined : types[extension];
  return type === undefined ? {} : { type };
}

/**
 * The metadata for a queue item with `movement` playing (null before the first cue point
 * or without movements). `resolveImage` turns the item's image path into an address on
 * the media host.
 */
export function trackMetadata(
  item: QueueItem,
  movement: Cuepoint | null,
  resolveImage: (path: string) => string,
): TrackMetadata {
  const work = stripEmphasis(item.title);
  const src = item.image === null ? null : resolveImage(item.image);
  return {
    title: movement === null ? work : `${work} — ${movement.title}`,
    artist: item.composer,
    album: item.performers.join(', '),
    artwork: src === null ? [] : [{ src, sizes: ARTWORK_SIZE, ...imageType(src) }],
  };
}

/** The position the OS media controls draw (the `MediaPositionState` fields). */
export interface TrackPosition {
  readonly duration: number;
  readonly position: number;
  readonly playbackRate: number;
}

/**
 * The position state to report, or null when it cannot be (the duration is not known yet
 * or is not finite): `setPositionState` throws unless 0 ≤ position ≤ duration and the rate
 * is not 0, so the position is clamped and a zero rate reads as 1.
 */
export function trackPosition(position: number, duration: number, playbackRate: number): TrackPosition | null {
  if (!Number.isFinite(duration) || duration <= 0) return null;
  const at = Number.isFinite(position) ? Math.min(Math.max(position, 0), duration) : 0;
  const rate = Number.isFinite(playbackRate) && playbackRate !== 0 ? playbackRate : 1;
  return { duration, position: at, playbackRate: rate };
}
