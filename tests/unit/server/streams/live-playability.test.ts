import { describe, expect, it } from 'vitest';
import {
  liveFeedProblem,
  replayEnd,
  replayProblem,
  type LiveStreamRow,
} from '../../../../server/src/streams/live-playability.ts';

const row: LiveStreamRow = {
  live_media: 'video/live',
  replay_media: 'video/v01',
  stream_error_message: '',
  can_replay: 1,
  start_date_time: '2026-11-20T19:30:00.000Z',
  replay_end_time: null,
};

describe('live stream playability', () => {
  it('defaults the replay end to 48 hours after the start', () => {
    expect(replayEnd(row).toISOString()).toBe('2026-11-22T19:30:00.000Z');
    expect(replayEnd({ ...row, replay_end_time: '2026-11-21T00:00:00.000Z' }).toISOString()).toBe(
      '2026-11-21T00:00:00.000Z',
    );
  });

  it('plays the feed unless it has no media or an error message', () => {
    expect(liveFeedProblem(row)).toBeNull();
    expect(liveFeedProblem({ ...row, live_media: null })).toBe('This livestream can not be played.');
    expect(liveFeedProblem({ ...row, stream_error_message: 'Back soon.' })).toBe('Back soon.');
  });

  it('plays the replay only when allowed, inside its window, with media', () => {
    const inside = new Date('2026-11-22T19:30:00.000Z');
    expect(replayProblem(row, inside)).toBeNull();
    expect(replayProblem(row, new Date(inside.getTime() + 1))).toBe('The replay of this live stream has ended.');
    expect(replayProblem({ ...row, can_replay: 0 }, inside)).toBe('This live stream has no replay.');
    expect(replayProblem({ ...row, replay_media: null }, inside)).toBe('This livestream can not be played.');
  });
});
