import { describe, expect, it } from 'vitest';
import { InvalidLiveStreamTimeError } from '../../../../../src/features/live/lib/live-timing.ts';
import { isBeforeReplayEnd, replayEndsAt } from '../../../../../src/features/live/lib/replay-window.ts';
import { shift } from './support/shift-time.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

// The fixture starts at 7:30 pm in Chicago on Friday, December 4, 2026 (01:30 UTC on the 5th).
const START = '2026-12-05T01:30:00Z';
const SET_END = '2026-12-06T01:30:00Z';

describe('the replay window', () => {
  it('closes 48 hours after the start when the stream names no replay end', () => {
    const stream = buildLiveStream();
    expect(replayEndsAt(stream).toISOString()).toBe('2026-12-07T01:30:00.000Z');
    expect(isBeforeReplayEnd(stream, shift(START, { h: 48, ms: -1 }))).toBe(true);
    expect(isBeforeReplayEnd(stream, shift(START, { h: 48 }))).toBe(false);
    expect(isBeforeReplayEnd(stream, shift(START, { h: 48, ms: 1 }))).toBe(false);
  });

  it('closes at the replay end the stream names: open 1 ms before, closed at the instant and after', () => {
    const stream = buildLiveStream({ replay_end_time: SET_END });
    expect(replayEndsAt(stream).toISOString()).toBe('2026-12-06T01:30:00.000Z');
    expect(isBeforeReplayEnd(stream, shift(SET_END, { ms: -1 }))).toBe(true);
    expect(isBeforeReplayEnd(stream, new Date(SET_END))).toBe(false);
    expect(isBeforeReplayEnd(stream, shift(SET_END, { ms: 1 }))).toBe(false);
  });

  it('is open from before the start on: only its end is a boundary', () => {
    expect(isBeforeReplayEnd(buildLiveStream(), shift(START, { h: -1 }))).toBe(true);
  });

  it('reads the server’s rows as the site reads the contract: any offset, the same instant', () => {
    const row = { identifier: 'winter-serenade', start_date_time: '2026-12-04T19:30:00-06:00', replay_end_time: null };
    expect(replayEndsAt(row).toISOString()).toBe('2026-12-07T01:30:00.000Z');
    expect(isBeforeReplayEnd(row, new Date('2026-12-07T01:29:59.999Z'))).toBe(true);
    expect(isBeforeReplayEnd(row, new Date('2026-12-07T01:30:00.000Z'))).toBe(false);
  });

  it('measures 48 elapsed hours across the fall-back change, not 48 wall-clock hours', () => {
    // 7:30 pm CDT on 2026-10-31; 48 elapsed hours later it is 6:30 pm CST on 2026-11-02.
    const stream = buildLiveStream({ start_date_time: '2026-11-01T00:30:00Z' });
    expect(replayEndsAt(stream).toISOString()).toBe('2026-11-03T00:30:00.000Z');
    expect(isBeforeReplayEnd(stream, new Date('2026-11-03T00:29:59.999Z'))).toBe(true);
    expect(isBeforeReplayEnd(stream, new Date('2026-11-03T00:30:00.000Z'))).toBe(false);
  });

  it('names the stream and the field of an invalid replay end', () => {
    const stream = { ...buildLiveStream(), replay_end_time: 'after the encore' };
    expect(() => isBeforeReplayEnd(stream, new Date(START))).toThrow(InvalidLiveStreamTimeError);
    expect(() => replayEndsAt(stream)).toThrow(
      "Live stream 'winter-serenade' has an invalid replay_end_time: 'after the encore'",
    );
  });

  it('ends where a replay territory says, the latest end of all for a page that knows no country', () => {
    const stream = {
      ...buildLiveStream(),
      replay_end_time: SET_END,
      replay_territories: [
        { territories: 'us, ca', until: '2026-12-10T01:30:00Z' },
        { territories: 'DACH', until: '2026-12-05T13:30:00Z' },
      ],
    };
    expect(replayEndsAt(stream, 'DE').toISOString()).toBe('2026-12-05T13:30:00.000Z');
    expect(replayEndsAt(stream, 'CA').toISOString()).toBe('2026-12-10T01:30:00.000Z');
    expect(replayEndsAt(stream, 'FR').toISOString()).toBe('2026-12-06T01:30:00.000Z');
    expect(replayEndsAt(stream).toISOString()).toBe('2026-12-10T01:30:00.000Z');
    expect(isBeforeReplayEnd(stream, shift(START, { h: 12 }), 'AT')).toBe(false);
    expect(isBeforeReplayEnd(stream, shift(START, { h: 12 }))).toBe(true);
  });
});
