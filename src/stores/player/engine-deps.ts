import type { Notice } from '#lib/errors/notice.ts';
import type { MediaSessionLike, MetadataFactory } from '#lib/media-session/media-session-controls.ts';
import type { ConnectionInfo } from '#lib/streams/choose-link.ts';
import type { StreamFetchState } from '#lib/streams/fetch-state.ts';

/** The part of an `<audio>` element the engine uses, so tests can pass their own. */
export interface AudioElementLike extends EventTarget {
  src: string;
  currentTime: number;
  volume: number;
  muted: boolean;
  readonly duration: number;
  readonly paused: boolean;
  readonly ended: boolean;
  readonly playbackRate: number;
  readonly error: { readonly code: number; readonly message?: string } | null;
  play(): Promise<void>;
  pause(): void;
  load(): void;
  removeAttribute(name: string): void;
}

/** What the engine works with: the one audio element, the lock screen, and the site's services. */
export interface PlayerEngineDeps {
  readonly audio: AudioElementLike;
  /** `navigator.mediaSession`; null where the browser has none. */
  readonly mediaSession: MediaSessionLike | null;
  readonly createMetadata: MetadataFactory;
  /** `navigator.connection`, read at each load (the broadband or cellular choice). */
  readonly connection: () => ConnectionInfo | undefined;
  /** An image path of a queue item as an address on the media host. */
  readonly resolveImage: (path: string) => string;
  /** Fresh links for an audio recording (the stream-link store's fetch). */
  readonly fetchAudioLinks: (recordingUuid: string) => Promise<StreamFetchState>;
  readonly showNotice: (notice: Notice) => void;
  /**
   * The loaded recording's play head, as it plays, pauses and ends, for 'Resume at 12:34':
   * its uuid, the position and the length, in seconds.
   */
  readonly keepPosition: (recordingUuid: string, seconds: number, durationSeconds: number) => void;
  /**
   * Where the visitor left a recording, in seconds, by the rule 'Resume at 12:34' is offered by
   * (none near its start or end); null when there is none. An item that becomes current starts there.
   */
  readonly savedPosition: (recordingUuid: string) => number | null;
  readonly reportError: (error: Error) => void;
  readonly now: () => Date;
}

/** The commands the bar and the lock screen give that the queue does not hold. */
export interface PlayerEngine {
  /** Goes to a position of the current item, in seconds. */
  seekTo(seconds: number): void;
  /** Moves by an offset in seconds (negative goes back). */
  seekBy(seconds: number): void;
  /** 0 to 1; a volume above 0 unmutes. */
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  /** Unhooks the engine from the stores, the element and the lock screen. */
  stop(): void;
}
