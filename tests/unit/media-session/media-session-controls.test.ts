import { describe, expect, it, vi } from 'vitest';
import {
  bindMediaSession,
  DEFAULT_SKIP_SECONDS,
  setTrackActions,
  showPlayback,
  showTrack,
} from '../../../src/lib/media-session/media-session-controls.ts';
import type { PlayerActionHandlers } from '../../../src/lib/media-session/media-session-controls.ts';
import { FakeMediaSession } from '../stores-player/support/fake-media-session.ts';

function handlers() {
  return {
    play: vi.fn<() => void>(),
    pause: vi.fn<() => void>(),
    previous: vi.fn<() => void>(),
    next: vi.fn<() => void>(),
    seekTo: vi.fn<(seconds: number) => void>(),
    seekBy: vi.fn<(seconds: number) => void>(),
  } satisfies PlayerActionHandlers;
}

describe('bindMediaSession', () => {
  it('answers play, pause and the seek actions', () => {
    const session = new FakeMediaSession();
    const player = handlers();
    bindMediaSession(session, player);
    session.press('play');
    session.press('pause');
    session.press('seekto', { seekTime: 42 });
    session.press('seekbackward', { seekOffset: 15 });
    session.press('seekforward');
    expect(player.play).toHaveBeenCalledTimes(1);
    expect(player.pause).toHaveBeenCalledTimes(1);
    expect(player.seekTo).toHaveBeenCalledWith(42);
    expect(player.seekBy.mock.calls).toEqual([[-15], [DEFAULT_SKIP_SECONDS]]);
  });

  it('ignores a seekto without a time', () => {
    const session = new FakeMediaSession();
    const player = handlers();
    bindMediaSession(session, player);
    session.press('seekto', { seekTime: null });
    expect(player.seekTo).not.toHaveBeenCalled();
  });

  it('keeps working where the browser refuses some actions, and unbinds everything', () => {
    const session = new FakeMediaSession();
    session.unsupported.add('seekbackward');
    const unbind = bindMediaSession(session, handlers());
    expect([...session.handlers.keys()].sort()).toEqual(['pause', 'play', 'seekforward', 'seekto']);
    setTrackActions(session, handlers(), { previous: true, next: true });
    unbind();
    expect(session.handlers.size).toBe(0);
  });
});

describe('setTrackActions', () => {
  it('offers previous and next only where the queue allows them', () => {
    const session = new FakeMediaSession();
    const player = handlers();
    setTrackActions(session, player, { previous: false, next: true });
    expect(session.handlers.has('previoustrack')).toBe(false);
    session.press('nexttrack');
    expect(player.next).toHaveBeenCalledTimes(1);
    setTrackActions(session, player, { previous: true, next: false });
    session.press('previoustrack');
    expect(player.previous).toHaveBeenCalledTimes(1);
    expect(session.handlers.has('nexttrack')).toBe(false);
  });
});

describe('showTrack and showPlayback', () => {
  it('sets the metadata through the factory, and clears it', () => {
    const session = new FakeMediaSession();
    const metadata = { title: 'T', artist: 'A', album: 'B', artwork: [] };
    showTrack(session, metadata, (value) => ({ built: value }));
    expect(session.metadata).toEqual({ built: metadata });
    showTrack(session, null, () => 'unused');
    expect(session.metadata).toBeNull();
  });

  it('sets playing or paused and the position, and clears the position when unknown', () => {
    const session = new FakeMediaSession();
    showPlayback(session, 'playing', { duration: 10, position: 2, playbackRate: 1 });
    showPlayback(session, 'paused', null);
    expect(session.playbackState).toBe('paused');
    expect(session.positions).toEqual([{ duration: 10, position: 2, playbackRate: 1 }, undefined]);
  });

  it('survives a browser that refuses a position', () => {
    const session = new FakeMediaSession();
    session.setPositionState = () => {
      throw new RangeError('bad position');
    };
    expect(() => showPlayback(session, 'playing', { duration: 1, position: 1, playbackRate: 1 })).not.toThrow();
  });
});
