import { currentMovement } from '#lib/player/movements.ts';
import { canNext, canPrevious, currentItem } from '#lib/player/queue-state.ts';
import type { QueueState } from '#lib/player/queue-state.ts';
import { trackMetadata, trackPosition } from '#lib/media-session/media-metadata.ts';
import {
  bindMediaSession,
  setTrackActions,
  showPlayback,
  showTrack,
} from '#lib/media-session/media-session-controls.ts';
import type {
  MediaSessionLike,
  MetadataFactory,
  PlayerActionHandlers,
} from '#lib/media-session/media-session-controls.ts';

/** Where the play head is: what the lock screen's position needs. */
export interface PlayHead {
  /** Seconds from the start of the current item. */
  readonly position: number;
  /** The current item's length in seconds (NaN while unknown). */
  readonly duration: number;
  readonly playbackRate: number;
}

/** The lock screen and OS media controls (Media Session API), as the player engine drives them. */
export interface LockScreen {
  /** The track and the movement under the play head; cheap when nothing changed (every timeupdate). */
  showTrack(state: QueueState, head: PlayHead): void;
  /** Everything: track, previous and next, playing or paused, position. */
  showAll(state: QueueState, head: PlayHead): void;
  /** Removes the action handlers. */
  stop(): void;
}

/** What the lock screen needs besides the session. */
export interface LockScreenDeps {
  readonly createMetadata: MetadataFactory;
  /** An image path of a queue item as an address on the media host. */
  readonly resolveImage: (path: string) => string;
}

const NO_LOCK_SCREEN: LockScreen = { showTrack: () => undefined, showAll: () => undefined, stop: () => undefined };

/**
 * Shows the title, composer, performers, movement and artwork, playing or paused and the
 * position, and answers play, pause, seek, previous and next (the last two only where the
 * queue allows them). Nothing happens where the browser has no Media Session.
 */
export function createLockScreen(
  session: MediaSessionLike | null,
  deps: LockScreenDeps,
  handlers: PlayerActionHandlers,
): LockScreen {
  if (session === null) return NO_LOCK_SCREEN;
  let shown = '';
  const unbind = bindMediaSession(session, handlers);

  const showCurrentTrack = (state: QueueState, head: PlayHead): void => {
    const item = currentItem(state);
    const movement = item === null ? null : currentMovement(item.movement_cuepoints, head.position);
    const metadata = item === null ? null : trackMetadata(item, movement, deps.resolveImage);
    const key = JSON.stringify(metadata);
    if (key !== shown) showTrack(session, metadata, deps.createMetadata);
    shown = key;
  };

  return {
    showTrack: showCurrentTrack,
    showAll(state, head) {
      showCurrentTrack(state, head);
      setTrackActions(session, handlers, { previous: canPrevious(state), next: canNext(state) });
      const position =
        currentItem(state) === null ? null : trackPosition(head.position, head.duration, head.playbackRate);
      showPlayback(session, state.status === 'stopped' ? 'none' : state.status, position);
    },
    stop: unbind,
  };
}
