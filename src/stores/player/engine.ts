import type { QueueItem } from '#lib/player/queue-item.ts';
import { hasFreshStreamLinks } from '#lib/player/queue-item.ts';
import { currentItem } from '#lib/player/queue-state.ts';
import type { QueueState } from '#lib/player/queue-state.ts';
import { AudioPlaybackError, NoStreamLinksError } from '#lib/errors/stream-errors.ts';
import type { Notice } from '#lib/errors/notice.ts';
import type { PlayerActionHandlers } from '#lib/media-session/media-session-controls.ts';
import { chooseAudioLink } from '#lib/streams/choose-link.ts';
import type { PlayerEngine, PlayerEngineDeps } from './engine-deps.ts';
import { createLockScreen } from './lock-screen.ts';
import type { PlayHead } from './lock-screen.ts';
import { $playback, updatePlayback } from './playback.ts';
import {
  $queue,
  itemFinished,
  next,
  pause,
  playerFinished,
  playerPlayed,
  previous,
  refreshItemLinks,
  resume,
} from './queue.ts';

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The player's one place for effects: it makes the audio element do what the queue says
 * (load the current item's broadband or cellular link, play, pause), turns the element's
 * events back into queue events (ended → item finished; an error → the alert, a report
 * and a pause; play and pause from outside the bar), keeps `$playback` up to date and
 * shows the track on the lock screen with its actions. Links are loaded only when the
 * visitor plays, and fetched again first when they have expired. An item that becomes current
 * waits at the position the visitor left its recording at.
 */
export function createPlayerEngine(deps: PlayerEngineDeps): PlayerEngine {
  const { audio } = deps;
  /** The queue item whose link is in the element; null when nothing is loaded. */
  let loaded: QueueItem | null = null;
  /** The item the engine asked fresh links for; its refreshed copy takes over at the same position. */
  let refreshing: QueueItem | null = null;
  /** The item already retried once after a playback error with expired links. */
  let retried: QueueItem | null = null;
  /** Where to start the current item when it loads (its saved position, a seek made before playing, a movement). */
  let pendingSeek: number | null = null;

  const durationOf = (item: QueueItem | null): number => {
    if (item !== null && item === loaded && Number.isFinite(audio.duration)) return audio.duration;
    return item === null ? Number.NaN : item.duration_ms / 1000;
  };

  function unload(): void {
    loaded = null;
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
  }

  function fail(error: Error & { notice: Notice }, report: boolean): void {
    deps.showNotice(error.notice);
    if (report) deps.reportError(error);
    playerFinished();
  }

  function load(item: QueueItem, startAt: number): boolean {
    const link = chooseAudioLink(item.stream_links, deps.connection());
    if (link === null) {
      fail(new NoStreamLinksError(), false);
      return false;
    }
    loaded = item;
    audio.src = link.url;
    if (startAt > 0) audio.currentTime = startAt;
    updatePlayback({ position: startAt, duration: Number.NaN, waiting: true });
    return true;
  }

  function play(): void {
    audio.play().catch((error: unknown) => {
      // A newer load or pause interrupted this play: that one decides.
      if (error instanceof Error && error.name === 'AbortError') return;
      // The browser wants a gesture first (autoplay policy): show the item paused.
      if (error instanceof Error && error.name === 'NotAllowedError') pause();
    });
  }

  async function refreshAndLoad(item: QueueItem, startAt: number): Promise<void> {
    updatePlayback({ waiting: true });
    const state = await deps.fetchAudioLinks(item.recording_uuid);
    if (currentItem($queue.get()) !== item) return;
    if (state.status !== 'success') {
      updatePlayback({ waiting: false });
      playerFinished();
      return;
    }
    refreshing = item;
    pendingSeek = startAt;
    refreshItemLinks(item.recording_uuid, { stream_links: state.links, expires: state.expires });
  }

  /** Loads the current item if needed, then plays it; expired links are fetched first. */
  function playCurrent(item: QueueItem): void {
    if (loaded === item) {
      if (audio.paused) play();
      return;
    }
    const startAt = pendingSeek ?? 0;
    if (!hasFreshStreamLinks(item, deps.now())) {
      void refreshAndLoad(item, startAt);
      return;
    }
    pendingSeek = null;
    if (load(item, startAt)) play();
  }

  /** A different queue entry became current: forget the old one's element state. */
  function changeTrack(item: QueueItem | null): void {
    const adoptsRefresh = refreshing !== null && item !== null && item.recording_uuid === refreshing.recording_uuid;
    refreshing = null;
    if (adoptsRefresh) {
      // The same entry with fresh links: reload it where it was.
      loaded = null;
      return;
    }
    retried = null;
    if (loaded !== null) unload();
    // As a podcast app does, an item comes back where the visitor left its recording (a restored
    // queue, next, previous), and the bar shows that place before it plays.
    const start = item === null ? null : deps.savedPosition(item.recording_uuid);
    pendingSeek = start;
    updatePlayback({ position: start ?? 0, duration: Number.NaN, waiting: false });
  }

  const playHead = (state: QueueState): PlayHead => ({
    position: $playback.get().position,
    duration: durationOf(currentItem(state)),
    playbackRate: audio.playbackRate,
  });
  const showLockScreen = (state: QueueState): void => lockScreen.showAll(state, playHead(state));

  let lastItem: QueueItem | null = null;
  function onQueue(state: QueueState): void {
    const item = currentItem(state);
    if (item !== lastItem) changeTrack(item);
    lastItem = item;
    if (item === null) {
      if (loaded !== null) unload();
    } else if (state.status === 'playing') {
      playCurrent(item);
    } else if (!audio.paused) {
      audio.pause();
    }
    showLockScreen(state);
  }

  function seekTo(seconds: number): void {
    const item = currentItem($queue.get());
    if (item === null || !Number.isFinite(seconds)) return;
    const target = clamp(seconds, 0, Number.isFinite(durationOf(item)) ? durationOf(item) : seconds);
    if (loaded === item) audio.currentTime = target;
    else pendingSeek = target;
    updatePlayback({ position: target });
    showLockScreen($queue.get());
  }

  const handlers: PlayerActionHandlers = {
    play: resume,
    pause,
    previous,
    next,
    seekTo,
    seekBy: (seconds) => seekTo($playback.get().position + seconds),
  };
  const lockScreen = createLockScreen(deps.mediaSession, deps, handlers);

  /**
   * Tells where the loaded recording is, once the element knows its length: before that
   * its position is the start it was asked for, not a place the visitor reached.
   */
  function keepPosition(): void {
    if (loaded === null || !Number.isFinite(audio.duration)) return;
    deps.keepPosition(loaded.recording_uuid, audio.ended ? audio.duration : audio.currentTime, audio.duration);
  }

  function onError(): void {
    const item = loaded;
    if (item === null) return;
    // Signed links expire: one more try with fresh ones before telling the visitor.
    if (retried !== item && !hasFreshStreamLinks(item, deps.now())) {
      retried = item;
      loaded = null;
      void refreshAndLoad(item, audio.currentTime);
      return;
    }
    const cause = new Error(`Media error ${audio.error?.code ?? 'unknown'}: ${audio.error?.message ?? ''}`.trim());
    fail(new AudioPlaybackError({ cause }), true);
  }

  // Element events arrive after the fact: a 'pause' queued by an unload may land after the
  // next item started. Each is read against the element's state when it arrives, so only
  // a pause or play that still holds (one from the OS or another app) moves the queue.
  const listeners: Record<string, () => void> = {
    play: () => {
      // An element with nothing loaded plays only to be unlocked in a click (Safari).
      if (!audio.paused && loaded !== null && $queue.get().status === 'paused') playerPlayed();
    },
    pause: () => {
      keepPosition();
      // The end of an item pauses the element too; 'ended' moves the queue on instead.
      if (audio.paused && !audio.ended && loaded !== null && $queue.get().status === 'playing') pause();
    },
    ended: () => {
      keepPosition();
      itemFinished();
    },
    error: onError,
    timeupdate: () => {
      updatePlayback({ position: audio.currentTime });
      keepPosition();
      lockScreen.showTrack($queue.get(), playHead($queue.get()));
    },
    seeked: () => {
      updatePlayback({ position: audio.currentTime });
      showLockScreen($queue.get());
    },
    durationchange: () => {
      updatePlayback({ duration: audio.duration });
      showLockScreen($queue.get());
    },
    ratechange: () => showLockScreen($queue.get()),
    volumechange: () => updatePlayback({ volume: audio.volume, muted: audio.muted }),
    waiting: () => updatePlayback({ waiting: true }),
    playing: () => updatePlayback({ waiting: false }),
    canplay: () => updatePlayback({ waiting: false }),
  };
  for (const [type, listener] of Object.entries(listeners)) audio.addEventListener(type, listener);
  const unsubscribe = $queue.subscribe(onQueue);

  return {
    seekTo,
    seekBy: handlers.seekBy,
    setVolume(volume) {
      if (!Number.isFinite(volume)) return;
      audio.volume = clamp(volume, 0, 1);
      if (volume > 0 && audio.muted) audio.muted = false;
      // Read back at once, not at 'volumechange': a phone that fixes the volume in hardware
      // keeps it, and the slider must show that rather than where it was dragged.
      updatePlayback({ volume: audio.volume, muted: audio.muted });
    },
    setMuted(muted) {
      audio.muted = muted;
      updatePlayback({ volume: audio.volume, muted: audio.muted });
    },
    stop() {
      unsubscribe();
      lockScreen.stop();
      for (const [type, listener] of Object.entries(listeners)) audio.removeEventListener(type, listener);
    },
  };
}
