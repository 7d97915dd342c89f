import { describe, expect, it } from 'vitest';
import { renderNotice } from '../../../src/lib/errors/notice.ts';
import {
  fetchStateOf,
  needsFetch,
  streamFetchKey,
  streamFetchReducer,
  targetOfKey,
  targetsToRetryAfterSignIn,
  usableLinks,
} from '../../../src/lib/streams/fetch-state.ts';
import type {
  StreamFetchEvent,
  StreamFetchState,
  StreamFetchStates,
  StreamTarget,
} from '../../../src/lib/streams/fetch-state.ts';

const audioTarget: StreamTarget = {
  kind: 'performance',
  uuid: '11111111-1111-4111-8111-111111111111',
  medium: 'audio',
};
const videoTarget: StreamTarget = { ...audioTarget, medium: 'video' };
const audio = streamFetchKey(audioTarget);
const video = streamFetchKey(videoTarget);
const success: StreamFetchState = { status: 'success', links: { hls: 'h' }, expires: '2026-11-21T18:00:00Z' };
const userFailure: StreamFetchState = {
  status: 'failure',
  kind: 'user',
  notice: renderNotice('stream-sign-in-required'),
};
const rightsFailure: StreamFetchState = {
  status: 'failure',
  kind: 'rights',
  notice: renderNotice('video-region-restricted'),
};

const run = (states: StreamFetchStates, ...events: StreamFetchEvent[]) => events.reduce(streamFetchReducer, states);

describe('stream fetch state', () => {
  it('keeps one state per performance and per audio/video, none until a fetch starts', () => {
    expect(audio).not.toBe(video);
    expect(fetchStateOf({}, audio)).toEqual({ status: 'none' });
    const states = run({}, { type: 'started', key: audio });
    expect(fetchStateOf(states, audio)).toEqual({ status: 'in_progress' });
    expect(fetchStateOf(states, video)).toEqual({ status: 'none' });
  });

  it('lands a finished fetch, success or failure', () => {
    expect(run({}, { type: 'started', key: audio }, { type: 'finished', key: audio, state: success })).toEqual({
      [audio]: success,
    });
    expect(run({}, { type: 'started', key: video }, { type: 'finished', key: video, state: rightsFailure })).toEqual({
      [video]: rightsFailure,
    });
  });

  it('drops an answer that arrives when its fetch is no longer in progress', () => {
    const cleared = run({}, { type: 'started', key: audio }, { type: 'cleared', key: audio });
    expect(run(cleared, { type: 'finished', key: audio, state: success })).toBe(cleared);
  });

  it('returns a target to none when cleared or when a fetch ends with none', () => {
    const states = run(
      {},
      { type: 'started', key: audio },
      { type: 'finished', key: audio, state: { status: 'none' } },
    );
    expect(states).toEqual({});
    expect(run({ [video]: userFailure }, { type: 'cleared', key: video })).toEqual({});
    const untouched = {};
    expect(run(untouched, { type: 'cleared', key: video })).toBe(untouched);
  });

  it("lists the targets of 'user' failures to retry after sign-in", () => {
    const other: StreamTarget = { kind: 'recording', uuid: '22222222-2222-4222-8222-222222222222', medium: 'audio' };
    const states: StreamFetchStates = {
      [audio]: userFailure,
      [video]: rightsFailure,
      [streamFetchKey(other)]: userFailure,
      'a-foreign-key': userFailure,
    };
    expect(targetsToRetryAfterSignIn(states)).toEqual([audioTarget, other]);
  });

  it('reads a key back into its target and refuses keys it did not make', () => {
    expect(targetOfKey(audio)).toEqual(audioTarget);
    for (const key of [
      'recording/x',
      'recording/x/sound',
      'recording//audio',
      'recording/x/audio/extra',
      'song/x/audio',
    ]) {
      expect(targetOfKey(key)).toBeNull();
    }
  });

  it('offers links only while they have not expired', () => {
    const states = { [video]: success };
    expect(usableLinks(states, video, new Date('2026-11-21T17:00:00Z'))).toEqual({ hls: 'h' });
    expect(usableLinks(states, video, new Date('2026-11-21T18:00:00Z'))).toBeNull();
    expect(usableLinks({ [video]: rightsFailure }, video, new Date(0))).toBeNull();
  });

  it('asks again unless a fetch is in progress or fresh links are at hand', () => {
    const now = new Date('2026-11-21T17:00:00Z');
    expect(needsFetch({}, audio, now)).toBe(true);
    expect(needsFetch({ [audio]: { status: 'in_progress' } }, audio, now)).toBe(false);
    expect(needsFetch({ [audio]: success }, audio, now)).toBe(false);
    expect(needsFetch({ [audio]: success }, audio, new Date('2026-11-22T00:00:00Z'))).toBe(true);
    expect(needsFetch({ [audio]: userFailure }, audio, now)).toBe(true);
  });
});
