import { describe, expect, it } from 'vitest';
import {
  InvalidLiveStreamTimeError,
  bannerStartsAt,
  endsAt,
  opensAt,
  startsAt,
} from '../../../../../src/features/live/lib/live-timing.ts';
import { replayEndsAt } from '../../../../../src/features/live/lib/replay-window.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

describe('live-stream instants', () => {
  it('applies the defaults: open at start, 180 minutes, replay 48 h, banner 7 days before', () => {
    const stream = buildLiveStream();
    expect(startsAt(stream).toISOString()).toBe('2026-12-05T01:30:00.000Z');
    expect(opensAt(stream).toISOString()).toBe('2026-12-05T01:30:00.000Z');
    expect(endsAt(stream).toISOString()).toBe('2026-12-05T04:30:00.000Z');
    expect(replayEndsAt(stream).toISOString()).toBe('2026-12-07T01:30:00.000Z');
    expect(bannerStartsAt(stream).toISOString()).toBe('2026-11-28T01:30:00.000Z');
  });

  it('reads the fields a stream sets, with any offset', () => {
    const stream = buildLiveStream({
      start_date_time: '2026-12-04T19:30:00-06:00',
      open_date_time: '2026-12-05T01:00:00Z',
      banner_start_date_time: '2026-12-01T12:00:00Z',
      replay_end_time: '2026-12-31T23:59:59Z',
      program_duration: 95,
    });
    expect(startsAt(stream).toISOString()).toBe('2026-12-05T01:30:00.000Z');
    expect(opensAt(stream).toISOString()).toBe('2026-12-05T01:00:00.000Z');
    expect(endsAt(stream).toISOString()).toBe('2026-12-05T03:05:00.000Z');
    expect(replayEndsAt(stream).toISOString()).toBe('2026-12-31T23:59:59.000Z');
    expect(bannerStartsAt(stream).toISOString()).toBe('2026-12-01T12:00:00.000Z');
  });

  it('measures the banner lead in elapsed time across the spring-forward change', () => {
    // 7:30 pm CDT on 2026-03-10; seven elapsed days before is 6:30 pm CST on 2026-03-03.
    const stream = buildLiveStream({ start_date_time: '2026-03-11T00:30:00Z' });
    expect(bannerStartsAt(stream).toISOString()).toBe('2026-03-04T00:30:00.000Z');
  });

  it('names the stream and field of an invalid date-time', () => {
    const stream = { ...buildLiveStream(), replay_end_time: 'next Tuesday' };
    expect(() => replayEndsAt(stream)).toThrow(InvalidLiveStreamTimeError);
    expect(() => replayEndsAt(stream)).toThrow(
      "Live stream 'winter-serenade' has an invalid replay_end_time: 'next Tuesday'",
    );
  });
});
