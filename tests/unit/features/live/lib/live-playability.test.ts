import { describe, expect, it } from 'vitest';
import { liveFeedProblem, replayProblem } from '../../../../../src/features/live/lib/live-playability.ts';

const row = {
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
const inside = new Date(replayEnd.getTime() - 1);

describe('live stream playability', () => {
  it('plays the feed unless it has no media or an error message', () => {
    expect(liveFeedProblem(row, row.live_media)).toBeNull();
    expect(liveFeedProblem(row, null)).toBe('This livestream can not be played.');
    expect(liveFeedProblem(row, '')).toBe('This livestream can not be played.');
    expect(liveFeedProblem({ ...row, stream_error_message: 'Back soon.' }, row.live_media)).toBe('Back soon.');
  });

  it('plays the replay only when allowed, inside its window, with media', () => {
    expect(replayProblem(row, inside, row.replay_media)).toBeNull();
    expect(replayProblem({ ...row, can_replay: 0 }, inside, row.replay_media)).toBe('This live stream has no replay.');
    expect(replayProblem(row, inside, null)).toBe('This livestream can not be played.');
  });

  it('closes the replay at its end instant, 48 hours after the start by default (half-open window)', () => {
    expect(replayProblem(row, new Date(replayEnd.getTime() - 1), row.replay_media)).toBeNull();
    expect(replayProblem(row, replayEnd, row.replay_media)).toBe(ENDED);
    expect(replayProblem(row, new Date(replayEnd.getTime() + 1), row.replay_media)).toBe(ENDED);
  });

  it('closes the replay at the end the stream names', () => {
    const named = { ...row, replay_end_time: '2026-11-21T00:00:00.000Z' };
    const end = Date.parse(named.replay_end_time);
    expect(replayProblem(named, new Date(end - 1), row.replay_media)).toBeNull();
    expect(replayProblem(named, new Date(end), row.replay_media)).toBe(ENDED);
  });

  it("in the browser, where the media are not known, tells every problem but a missing media file (the contract's booleans)", () => {
    const stream = { ...row, can_replay: true };
    expect(liveFeedProblem(stream)).toBeNull();
    expect(liveFeedProblem({ ...stream, stream_error_message: 'Back soon.' })).toBe('Back soon.');
    expect(replayProblem(stream, inside)).toBeNull();
    expect(replayProblem({ ...stream, can_replay: false }, inside)).toBe('This live stream has no replay.');
    expect(replayProblem(stream, replayEnd)).toBe(ENDED);
    expect(replayProblem({ ...stream, stream_error_message: 'Back soon.' }, inside)).toBe('Back soon.');
  });
});
