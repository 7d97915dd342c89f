import { atom } from 'nanostores';
import type { ReadableAtom } from 'nanostores';

/** What the audio element is doing, for the bar and the page (the queue says what should play). */
export interface PlaybackState {
  /** Seconds from the start of the current item. */
  readonly position: number;
  /** The current item's length in seconds; NaN until known (the bar then uses the item's duration_ms). */
  readonly duration: number;
  /** 0 to 1. */
  readonly volume: number;
  readonly muted: boolean;
  /** The audio waits for data (loading, buffering, fetching fresh links). */
  readonly waiting: boolean;
}

/** Playback at start-up: nothing loaded, full volume. */
export const INITIAL_PLAYBACK: PlaybackState = Object.freeze({
  position: 0,
  duration: Number.NaN,
  volume: 1,
  muted: false,
  waiting: false,
});

const $state = atom<PlaybackState>(INITIAL_PLAYBACK);

/** The audio element's position, duration, volume and loading state, kept by the player engine. */
export const $playback: ReadableAtom<PlaybackState> = $state;

/** Changes some of the playback fields (the player engine calls it from the audio element's events). */
export function updatePlayback(patch: Partial<PlaybackState>): void {
  const current = $state.get();
  const changed = (Object.keys(patch) as (keyof PlaybackState)[]).some((key) => !Object.is(current[key], patch[key]));
  if (changed) $state.set({ ...current, ...patch });
}
