import { describe, expect, it } from 'vitest';
import { isListedLiveStream, liveStreamList, nextCheckDelay } from '../../../../../src/features/live/lib/list.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';
import { shift } from './support/shift-time.ts';

const NOW = new Date('2026-12-05T02:00:00Z');

describe('liveStreamList', () => {
  // Started 30 minutes before NOW; ends at 04:30.
  const tonight = buildLiveStream({ identifier: 'tonight', start_date_time: '2026-12-05T01:30:00Z' });
  // Starts later but ends first: a 60-minute program ending at 03:00.
  const shortLater = buildLiveStream({
    identifier: 'short',
    start_date_time: '2026-12-05T02:00:00Z',
    program_duration: 60,
  });
  const nextWeek = buildLiveStream({ identifier: 'next-week', start_date_time: '2026-12-12T01:30:00Z' });
  const lastWeek = buildLiveStream({
    identifier: 'last-week',
    start_date_time: '2026-11-28T01:30:00Z',
    status: 'C',
    can_replay: true,
    replay_end_time: '2026-12-28T00:00:00Z',
  });
  const unlisted = buildLiveStream({
    identifier: 'unlisted',
    status: 'U',
    start_date_time: '2026-12-01T01:30:00Z',
  });
  const sample = buildLiveStream({
    identifier: 'sample',
    is_sample_stream: true,
    start_date_time: '2026-11-01T01:30:00Z',
  });

  it('sorts by end (start + program_duration) ascending, without unlisted and sample streams', () => {
    const list = liveStreamList([nextWeek, unlisted, tonight, sample, lastWeek, shortLater], NOW);
    expect(list.map((item) => item.stream.identifier)).toEqual(['last-week', 'short', 'tonight', 'next-week']);
    expect(list.map((item) => item.end.toISOString())).toEqual([
      '2026-11-28T04:30:00.000Z',
      '2026-12-05T03:00:00.000Z',
      '2026-12-05T04:30:00.000Z',
      '2026-12-12T04:30:00.000Z',
    ]);
  });

  it("flags 'Live now!' on the streams that are live at now", () => {
    const list = liveStreamList([nextWeek, tonight, shortLater, lastWeek], NOW);
    expect(Object.fromEntries(list.map((item) => [item.stream.identifier, item.liveNow]))).toEqual({
      'last-week': false,
      short: true,
      tonight: true,
      'next-week': false,
    });
  });

  it('keeps the API order of streams that end together', () => {
    const a = buildLiveStream({ identifier: 'a' });
    const b = buildLiveStream({ identifier: 'b' });
    expect(liveStreamList([b, a], NOW).map((item) => item.stream.identifier)).toEqual(['b', 'a']);
  });

  it('leaves out a stream that has ended and cannot be replayed any more, whatever its status', () => {
    const ended = buildLiveStream({ identifier: 'ended', start_date_time: '2026-09-01T01:30:00Z', status: 'C' });
    const replayOver = buildLiveStream({
      identifier: 'replay-over',
      start_date_time: '2026-10-01T01:30:00Z',
      status: 'C',
      can_replay: true,
      replay_end_time: '2026-11-01T00:00:00Z',
    });
    const neverMarked = buildLiveStream({ identifier: 'never-marked', start_date_time: '2026-11-20T01:30:00Z' });
    const list = liveStreamList([ended, replayOver, neverMarked, lastWeek, tonight, nextWeek], NOW);
    expect(list.map((item) => item.stream.identifier)).toEqual(['last-week', 'tonight', 'next-week']);
  });

  it('drops a replay from the list at its replay end instant, not before', () => {
    const replayEnd = '2026-12-05T02:00:00Z';
    const replay = buildLiveStream({ identifier: 'replay', status: 'C', can_replay: true, replay_end_time: replayEnd });
    expect(liveStreamList([replay], shift(replayEnd, { ms: -1 }))).toHaveLength(1);
    expect(liveStreamList([replay], new Date(replayEnd))).toEqual([]);
  });

  it('lists scheduled streams and keeps an unlisted one out even while it plays', () => {
    expect(isListedLiveStream(buildLiveStream({ status: null }))).toBe(true);
    expect(isListedLiveStream(buildLiveStream({ status: 'I' }))).toBe(true);
    expect(liveStreamList([buildLiveStream({ status: 'U' })], new Date('2026-12-05T02:00:00Z'))).toEqual([]);
  });
});

describe('nextCheckDelay', () => {
  it('checks every 5 seconds while any live stream exists, even an unlisted one', () => {
    expect(nextCheckDelay([buildLiveStream({ status: 'U' })])).toBe(5_000);
    expect(nextCheckDelay([buildLiveStream(), buildLiveStream({ status: 'C' })])).toBe(5_000);
  });

  it('stops checking when there is none', () => {
    expect(nextCheckDelay([])).toBeNull();
  });
});
