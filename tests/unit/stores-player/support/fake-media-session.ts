import type { ActionDetails, MediaSessionLike } from '../../../../src/lib/media-session/media-session-controls.ts';
import type { TrackPosition } from '../../../../src/lib/media-session/media-metadata.ts';

/** `navigator.mediaSession` for Node tests: it keeps what is shown and the handlers. */
export class FakeMediaSession implements MediaSessionLike {
  metadata: unknown = null;
  playbackState: 'none' | 'paused' | 'playing' = 'none';
  readonly handlers = new Map<string, (details: ActionDetails) => void>();
  positions: (TrackPosition | undefined)[] = [];
  /** Actions this browser does not know: setting them throws, as older browsers do. */
  readonly unsupported = new Set<string>();

  setActionHandler(action: string, handler: ((details: ActionDetails) => void) | null): void {
    if (this.unsupported.has(action)) throw new TypeError(`${action} is not a MediaSessionAction`);
    if (handler === null) this.handlers.delete(action);
    else this.handlers.set(action, handler);
  }

  setPositionState(state?: TrackPosition): void {
    this.positions.push(state);
  }

  /** Presses a lock-screen button. */
  press(action: string, details: Partial<ActionDetails> = {}): void {
    const handler = this.handlers.get(action);
    if (handler === undefined) throw new Error(`No handler for ${action}`);
    handler({ action, ...details });
  }

  get lastPosition(): TrackPosition | undefined {
    return this.positions.at(-1);
  }
}
