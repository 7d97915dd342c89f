import type { TrackMetadata, TrackPosition } from './media-metadata.ts';

/** The lock-screen and media-key actions the player answers. */
export type PlayerAction = 'play' | 'pause' | 'previoustrack' | 'nexttrack' | 'seekto' | 'seekbackward' | 'seekforward';

/** Spec-less default for the skip buttons, as most players use. */
export const DEFAULT_SKIP_SECONDS = 10;

/** What an action handler is told (the `MediaSessionActionDetails` fields used). */
export interface ActionDetails {
  readonly action: string;
  readonly seekTime?: number | null;
  readonly seekOffset?: number | null;
}

/** The part of `navigator.mediaSession` the player uses, so tests can pass their own. */
export interface MediaSessionLike {
  metadata: unknown;
  playbackState: 'none' | 'paused' | 'playing';
  setActionHandler(action: string, handler: ((details: ActionDetails) => void) | null): void;
  setPositionState?(state?: TrackPosition): void;
}

/** What the player does for each action. */
export interface PlayerActionHandlers {
  readonly play: () => void;
  readonly pause: () => void;
  readonly previous: () => void;
  readonly next: () => void;
  /** Go to a position, in seconds. */
  readonly seekTo: (seconds: number) => void;
  /** Move by an offset in seconds (negative goes back). */
  readonly seekBy: (seconds: number) => void;
}

function handlerFor(action: PlayerAction, handlers: PlayerActionHandlers): (details: ActionDetails) => void {
  const skip = (details: ActionDetails) => details.seekOffset ?? DEFAULT_SKIP_SECONDS;
  switch (action) {
    case 'play':
      return () => handlers.play();
    case 'pause':
      return () => handlers.pause();
    case 'previoustrack':
      return () => handlers.previous();
    case 'nexttrack':
      return () => handlers.next();
    case 'seekto':
      return (details) => {
        if (typeof details.seekTime === 'number' && Number.isFinite(details.seekTime))
          handlers.seekTo(details.seekTime);
      };
    case 'seekbackward':
      return (details) => handlers.seekBy(-skip(details));
    case 'seekforward':
      return (details) => handlers.seekBy(skip(details));
  }
}

/** The actions that always apply while there is something to play. */
const STEADY_ACTIONS: readonly PlayerAction[] = ['play', 'pause', 'seekto', 'seekbackward', 'seekforward'];

/** Sets a handler, ignoring an action the browser does not know (it throws a TypeError). */
function trySetHandler(
  session: MediaSessionLike,
  action: string,
  handler: ((details: ActionDetails) => void) | null,
): void {
  try {
    session.setActionHandler(action, handler);
  } catch {
    // Older browsers reject the seek actions; the others still work.
  }
}

/**
 * Answers the lock screen, the OS media controls and media keys with the player's play,
 * pause and seek actions (previous and next follow the queue: `setTrackActions`).
 * Returns the function that removes every handler.
 */
export function bindMediaSession(session: MediaSessionLike, handlers: PlayerActionHandlers): () => void {
  for (const action of STEADY_ACTIONS) trySetHandler(session, action, handlerFor(action, handlers));
  return () => {
    for (const action of [...STEADY_ACTIONS, 'previoustrack', 'nexttrack']) trySetHandler(session, action, null);
  };
}

/**
 * Offers previous and next on the lock screen only where the bar enables them
 * (rules §4): a missing handler hides or disables the OS button.
 */
export function setTrackActions(
  session: MediaSessionLike,
  handlers: PlayerActionHandlers,
  enabled: { readonly previous: boolean; readonly next: boolean },
): void {
  trySetHandler(session, 'previoustrack', enabled.previous ? handlerFor('previoustrack', handlers) : null);
  trySetHandler(session, 'nexttrack', enabled.next ? handlerFor('nexttrack', handlers) : null);
}

/** Builds the browser's `MediaMetadata` from plain metadata (injected so Node tests can run). */
export type MetadataFactory = (metadata: TrackMetadata) => unknown;

/** Shows the track on the lock screen; null clears it (the queue was emptied). */
export function showTrack(
  session: MediaSessionLike,
  metadata: TrackMetadata | null,
  createMetadata: MetadataFactory,
): void {
  session.metadata = metadata === null ? null : createMetadata(metadata);
}

/** Shows playing or paused, and the position when it is known. */
export function showPlayback(
  session: MediaSessionLike,
  playbackState: MediaSessionLike['playbackState'],
  position: TrackPosition | null,
): void {
  session.playbackState = playbackState;
  if (session.setPositionState === undefined) return;
  try {
    if (position === null) session.setPositionState();
    else session.setPositionState(position);
  } catch {
    // A browser that refuses a position (e.g. while the duration changes) keeps its last one.
  }
}
