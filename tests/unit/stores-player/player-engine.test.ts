import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamFetchState } from '../../../src/lib/streams/fetch-state.ts';
import { createPlayerEngine } from '../../../src/stores/player/engine.ts';
import type { PlayerEngine } from '../../../src/stores/player/engine-deps.ts';
import { $playback, INITIAL_PLAYBACK, updatePlayback } from '../../../src/stores/player/playback.ts';
import { $queue, enqueueItem, next, pause, playItemNow, remove, resume } from '../../../src/stores/player/queue.ts';
import type { ConnectionInfo } from '../../../src/lib/streams/choose-link.ts';
import { makeItem } from '../player/support/queue-items.ts';
import { FakeAudio } from './support/fake-audio.ts';
import { FakeMediaSession } from './support/fake-media-session.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const FRESH: StreamFetchState = {
  status: 'success',
  links: {
    broadband_standard_dynamics: 'https://media.test/fresh/broadband.m4a',
    cellular_standard_dynamics: 'https://media.test/fresh/cellular.m4a',
  },
  expires: '2026-11-21T20:00:00.000Z',
};
const EXPIRED = '2026-11-21T11:00:00.000Z';

let audio: FakeAudio;
let session: FakeMediaSession;
let engine: PlayerEngine;
let connection: ConnectionInfo | undefined;
let clock: Date;
const fetchAudioLinks = vi.fn<(uuid: string) => Promise<StreamFetchState>>();
const showNotice = vi.fn();
const reportError = vi.fn();
const keepPosition = vi.fn<(uuid: string, seconds: number, duration: number) => void>();
/** The positions the visitor left recordings at, as the resume-positions store would answer them. */
const savedPositions = new Map<string, number>();

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  audio = new FakeAudio();
  session = new FakeMediaSession();
  connection = undefined;
  clock = NOW;
  fetchAudioLinks.mockResolvedValue(FRESH);
  engine = createPlayerEngine({
    audio,
    mediaSession: session,
    createMetadata: (metadata) => ({ ...metadata }),
    connection: () => connection,
    resolveImage: (path) => `https://media.test${path}`,
    fetchAudioLinks,
    showNotice,
    reportError,
    keepPosition,
    savedPosition: (uuid) => savedPositions.get(uuid) ?? null,
    now: () => clock,
  });
});

afterEach(async () => {
  await settle();
  engine.stop();
  while ($queue.get().items.length > 0) remove(0);
  updatePlayback(INITIAL_PLAYBACK);
  cleanStores($queue, $playback);
  savedPositions.clear();
  vi.clearAllMocks();
});

describe('playing what the queue says', () => {
  it('loads the broadband link of a played item and plays it', async () => {
    playItemNow(makeItem(1));
    expect(audio.sources).toEqual(['https://media.test/audio/1/broadband.m4a']);
    expect(audio.paused).toBe(false);
    expect($playback.get().waiting).toBe(true);
    await settle();
    expect($playback.get().waiting).toBe(false);
    expect($queue.get().status).toBe('playing');
  });

  it('loads the cellular link for a visitor saving data or on a slow connection', () => {
    connection = { saveData: true };
    playItemNow(makeItem(1));
    expect(audio.src).toBe('https://media.test/audio/1/cellular.m4a');
    connection = { downlink: 0.3 };
    playItemNow(makeItem(2));
    expect(audio.src).toBe('https://media.test/audio/2/cellular.m4a');
  });

  it('does not load an item added to the queue until it is played', () => {
    enqueueItem(makeItem(1));
    expect(audio.sources).toEqual([]);
    resume();
    expect(audio.sources).toEqual(['https://media.test/audio/1/broadband.m4a']);
  });

  it('pauses and resumes the same source without reloading it', async () => {
    playItemNow(makeItem(1));
    await settle();
    pause();
    expect(audio.paused).toBe(true);
    await settle();
    expect($queue.get().status).toBe('paused');
    resume();
    expect(audio.paused).toBe(false);
    expect(audio.sources).toHaveLength(1);
  });

  it('moves to the next item when one ends, and pauses after the last', async () => {
    playItemNow(makeItem(1));
    enqueueItem(makeItem(2));
    await settle();
    audio.finish();
    expect($queue.get()).toMatchObject({ current: 1, status: 'playing' });
    expect(audio.src).toBe('https://media.test/audio/2/broadband.m4a');
    await settle();
    audio.finish();
    await settle();
    expect($queue.get()).toMatchObject({ current: 1, status: 'paused' });
    expect(audio.sources.filter((source) => source !== '')).toHaveLength(2);
  });

  it('starts a different item from the beginning, unloading the old one', () => {
    playItemNow(makeItem(1));
    enqueueItem(makeItem(2));
    audio.advanceTo(40);
    next();
    expect(audio.sources).toEqual([
      'https://media.test/audio/1/broadband.m4a',
      '',
      'https://media.test/audio/2/broadband.m4a',
    ]);
    expect($playback.get().position).toBe(0);
  });

  it('stops and unloads when the queue is emptied', async () => {
    playItemNow(makeItem(1));
    await settle();
    remove(0);
    expect(audio.src).toBe('');
    expect(audio.paused).toBe(true);
    expect(session.metadata).toBeNull();
    expect(session.playbackState).toBe('none');
  });
});

describe('where an item starts', () => {
  it('shows a paused item that becomes current (a restored queue) at its saved position, and plays from there', () => {
    savedPositions.set(makeItem(1).recording_uuid, 42);
    enqueueItem(makeItem(1));
    expect($playback.get().position).toBe(42);
    expect(audio.sources).toEqual([]);
    resume();
    expect(audio.src).toBe('https://media.test/audio/1/broadband.m4a');
    expect(audio.currentTime).toBe(42);
  });

  it('starts there after fetching fresh links for an expired item', async () => {
    savedPositions.set(makeItem(1).recording_uuid, 42);
    enqueueItem(makeItem(1, { stream_links_expires: EXPIRED }));
    resume();
    await settle();
    expect(audio.src).toBe('https://media.test/fresh/broadband.m4a');
    expect(audio.currentTime).toBe(42);
  });

  it('lets a seek made while paused replace the saved position', () => {
    savedPositions.set(makeItem(1).recording_uuid, 42);
    enqueueItem(makeItem(1));
    engine.seekTo(10);
    resume();
    expect(audio.currentTime).toBe(10);
  });

  it('starts an item reached with next where the visitor left it, and one without a saved position at 0', () => {
    savedPositions.set(makeItem(2).recording_uuid, 50);
    playItemNow(makeItem(1));
    enqueueItem(makeItem(2));
    enqueueItem(makeItem(3));
    audio.advanceTo(20);
    next();
    expect(audio.src).toBe('https://media.test/audio/2/broadband.m4a');
    expect(audio.currentTime).toBe(50);
    expect($playback.get().position).toBe(50);
    next();
    expect(audio.src).toBe('https://media.test/audio/3/broadband.m4a');
    expect(audio.currentTime).toBe(0);
    expect($playback.get().position).toBe(0);
  });
});

describe('what happens outside the bar', () => {
  it('a pause from the OS or another app pauses the queue; a play resumes it', async () => {
    playItemNow(makeItem(1));
    await settle();
    audio.pauseFromOutside();
    expect($queue.get().status).toBe('paused');
    audio.paused = false;
    audio.fire('play');
    expect($queue.get().status).toBe('playing');
  });

  it('ignores the play of an element with nothing loaded (the unlock in a click)', () => {
    enqueueItem(makeItem(1));
    audio.paused = false;
    audio.fire('play');
    expect($queue.get().status).toBe('paused');
    expect(audio.sources).toEqual([]);
  });

  it('a play the browser refuses (autoplay policy) leaves the item paused, without an alert', async () => {
    audio.playOutcome = 'NotAllowedError';
    playItemNow(makeItem(1));
    await settle();
    expect($queue.get().status).toBe('paused');
    expect(showNotice).not.toHaveBeenCalled();
  });
});

describe('signed links that expire', () => {
  it('fetches fresh links before playing an expired item, then plays them', async () => {
    enqueueItem(makeItem(1, { stream_links_expires: EXPIRED }));
    resume();
    expect(audio.sources).toEqual([]);
    expect(fetchAudioLinks).toHaveBeenCalledWith(makeItem(1).recording_uuid);
    await settle();
    expect(audio.src).toBe('https://media.test/fresh/broadband.m4a');
    expect(audio.paused).toBe(false);
    expect($queue.get().items[0]?.stream_links_expires).toBe(FRESH.expires);
  });

  it('pauses when fresh links cannot be had (the stream store has told the visitor)', async () => {
    fetchAudioLinks.mockResolvedValue({
      status: 'failure',
      kind: 'user',
      notice: { code: 'stream-sign-in-required', message: 'x', show: { kind: 'flash', ms: 5000 } },
    });
    enqueueItem(makeItem(1, { stream_links_expires: EXPIRED }));
    resume();
    await settle();
    expect($queue.get().status).toBe('paused');
    expect(audio.sources).toEqual([]);
  });

  it('retries once with fresh links at the same position when playback fails on expired links', async () => {
    playItemNow(makeItem(1, { stream_links_expires: '2026-11-21T12:05:00.000Z' }));
    await settle();
    audio.advanceTo(40);
    clock = new Date('2026-11-21T12:10:00Z');
    audio.failWith(2);
    await settle();
    expect(fetchAudioLinks).toHaveBeenCalledTimes(1);
    expect(audio.src).toBe('https://media.test/fresh/broadband.m4a');
    expect(audio.currentTime).toBe(40);
    expect(audio.paused).toBe(false);
    expect(showNotice).not.toHaveBeenCalled();
    audio.failWith(2);
    expect(showNotice).toHaveBeenCalledWith(expect.objectContaining({ code: 'audio-playback-failed' }));
    expect($queue.get().status).toBe('paused');
  });
});

describe('playback errors (spec section 8)', () => {
  it('alerts, reports and pauses', async () => {
    playItemNow(makeItem(1));
    await settle();
    audio.failWith(3);
    expect(showNotice).toHaveBeenCalledWith(
      expect.objectContaining({
        message: "Sorry, we're having a problem playing the audio for this composition.",
        show: { kind: 'alert' },
      }),
    );
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'AudioPlaybackError',
        cause: expect.objectContaining({ message: 'Media error 3: failed' }) as unknown,
      }),
    );
    expect($queue.get().status).toBe('paused');
  });

  it("says 'No stream links' and pauses for an item without an audio link", () => {
    playItemNow(makeItem(1, { stream_links: { hls: 'https://media.test/v.m3u8' } }));
    expect(showNotice).toHaveBeenCalledWith(expect.objectContaining({ message: 'No stream links' }));
    expect(reportError).not.toHaveBeenCalled();
    expect($queue.get().status).toBe('paused');
  });
});

describe('seeking, volume', () => {
  it('seeks in the loaded item, clamped to its length', () => {
    playItemNow(makeItem(1));
    audio.loadMetadata(90);
    engine.seekTo(45);
    expect(audio.currentTime).toBe(45);
    engine.seekBy(-60);
    expect(audio.currentTime).toBe(0);
    engine.seekTo(500);
    expect(audio.currentTime).toBe(90);
    expect($playback.get()).toMatchObject({ position: 90, duration: 90 });
  });

  it('remembers a seek made before playing and starts there', () => {
    enqueueItem(makeItem(1));
    engine.seekTo(30);
    expect($playback.get().position).toBe(30);
    resume();
    expect(audio.currentTime).toBe(30);
  });

  it('tells where the recording is as it plays, pauses and ends, once its length is known', async () => {
    const item = makeItem(1);
    playItemNow(item);
    audio.advanceTo(0);
    expect(keepPosition).not.toHaveBeenCalled();
    audio.loadMetadata(90);
    audio.advanceTo(12.5);
    expect(keepPosition).toHaveBeenLastCalledWith(item.recording_uuid, 12.5, 90);
    await settle();
    pause();
    await settle();
    expect(keepPosition).toHaveBeenLastCalledWith(item.recording_uuid, 12.5, 90);
    resume();
    audio.finish();
    expect(keepPosition).toHaveBeenLastCalledWith(item.recording_uuid, 90, 90);
  });

  it('does not tell the old position as the new item of the next track', () => {
    const first = makeItem(1);
    playItemNow(first);
    enqueueItem(makeItem(2));
    audio.loadMetadata(90);
    audio.advanceTo(40);
    keepPosition.mockClear();
    next();
    audio.advanceTo(0);
    expect(keepPosition).not.toHaveBeenCalled();
  });

  it('sets the volume and mute on the element and in the playback store', () => {
    engine.setMuted(true);
    audio.fire('volumechange');
    expect($playback.get().muted).toBe(true);
    engine.setVolume(0.4);
    audio.fire('volumechange');
    expect(audio.volume).toBe(0.4);
    expect($playback.get()).toMatchObject({ volume: 0.4, muted: false });
    engine.setVolume(7);
    expect(audio.volume).toBe(1);
  });

  it('shows the volume the element took at once, so a volume fixed in hardware snaps the slider back', () => {
    engine.setVolume(0.4);
    expect($playback.get()).toMatchObject({ volume: 0.4, muted: false });
    engine.setMuted(true);
    expect($playback.get().muted).toBe(true);
    Object.defineProperty(audio, 'volume', { configurable: true, get: () => 1, set: () => undefined });
    engine.setVolume(0.2);
    expect($playback.get()).toMatchObject({ volume: 1, muted: false });
  });
});

describe('the lock screen (Media Session)', () => {
  it('shows the title, composer, performers, artwork and the movement playing', () => {
    playItemNow(makeItem(1, { image: '/images/one.jpg' }));
    expect(session.metadata).toEqual({
      title: 'Symphony No. 1 — I. Allegro',
      artist: 'Haydn',
      album: 'Jane Doe, conductor',
      artwork: [{ src: 'https://media.test/images/one.jpg', sizes: '512x288', type: 'image/jpeg' }],
    });
    audio.advanceTo(31);
    expect(session.metadata).toMatchObject({ title: 'Symphony No. 1 — II. Andante' });
    expect(session.playbackState).toBe('playing');
  });

  it('plays, pauses and seeks from the lock screen, and reports the position', () => {
    playItemNow(makeItem(1));
    audio.loadMetadata(90);
    expect(session.lastPosition).toEqual({ duration: 90, position: 0, playbackRate: 1 });
    session.press('pause');
    expect($queue.get().status).toBe('paused');
    expect(session.playbackState).toBe('paused');
    session.press('play');
    expect($queue.get().status).toBe('playing');
    session.press('seekto', { seekTime: 20 });
    expect(audio.currentTime).toBe(20);
    session.press('seekforward', { seekOffset: 5 });
    expect(audio.currentTime).toBe(25);
    expect(session.lastPosition).toMatchObject({ position: 25 });
  });

  it('offers previous and next only where the queue allows them', () => {
    playItemNow(makeItem(1));
    expect(session.handlers.has('nexttrack')).toBe(false);
    expect(session.handlers.has('previoustrack')).toBe(false);
    enqueueItem(makeItem(2));
    session.press('nexttrack');
    expect($queue.get().current).toBe(1);
    expect(session.handlers.has('nexttrack')).toBe(false);
    session.press('previoustrack');
    expect($queue.get().current).toBe(0);
  });

  it('unhooks everything when stopped', () => {
    engine.stop();
    expect(session.handlers.size).toBe(0);
    playItemNow(makeItem(1));
    expect(audio.sources).toEqual([]);
  });
});
