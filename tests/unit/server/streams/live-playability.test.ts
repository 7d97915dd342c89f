import { describe, expect, it } from 'vitest';
import { liveFeedProblem, replayProblem, type LiveStreamRow } from '../../../../server/src/streams/live-playability.ts';

const row: LiveStreamRow = {
  identifier: 'advent-concert',
  live_media: 'video/live',
  replay_media: 'video/v01',
  stream_error_message: '',
  can_replay: 1,
  start_date_time: '2026-11-20T19:30:00.000Z',
  replay_end_time: null,
};

/** The default replay end: 48 hours after the start. */
const replayEnd = new Date('2026-11-22T19:30:00.000Z');
const ENDED = 'The replay of this live stream has ended.';

describe('live stream playability', () => {
  it('plays the feed unless it has no media or an error message', () => {
    expect(liveFeedProblem(row)).toBeNull();
    expect(liveFeedProblem({ ...row, live_media: null })).toBe('This livestream can not be played.');
    expect(liveFeedProblem({ ...row, stream_error_message: 'Back soon.' })).toBe('Back soon.');
  });

  it('plays the replay only when allowed, inside its window, with media', () => {
    const inside = new Date(replayEnd.getTime() - 1);
    expect(replayProblem(row, inside)).toBeNull();
    expect(replayProblem({ ...row, can_replay: 0 }, inside)).toBe('This live stream has no replay.');
    expect(replayProblem({ ...row, replay_media: null }, inside)).toBe('This livestream can not be played.');
  });

  it('closes the replay at its end instant, 48 hours after the start by default (half-open window)', () => {
    expect(replayProblem(row, new Date(replayEnd.getTime() - 1))).toBeNull();
    expect(replayProblem(row, replayEnd)).toBe(ENDED);
    expect(replayProblem(row, new Date(replayEnd.getTime() + 1))).toBe(ENDED);
  });

  it('closes the replay at the end the stream names', () => {
    const named = { ...row, replay_end_time: '2026-11-21T00:00:00.000Z' };
    const end = Date.parse(named.replay_end_time);
    expect(replayProblem(named, new Date(end - 1))).toBeNull();
    expect(replayProblem(named, new Date(end))).toBe(ENDED);
  });
});
