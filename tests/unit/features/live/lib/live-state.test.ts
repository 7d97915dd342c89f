import { describe, expect, it } from 'vitest';
import type { LiveStream } from '../../../../../src/lib/api/live-stream.ts';
import {
  displayState,
  effectiveStatus,
  isLive,
  isWatchable,
  offersCalendar,
  replayAvailable,
  type LiveDisplayState,
} from '../../../../../src/features/live/lib/live-state.ts';
import { shift } from './support/shift-time.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

const START = '2026-12-05T01:30:00Z';

/** `START` moved by hours, minutes and milliseconds. */
const at = (h: number, min = 0, ms = 0) => shift(START, { h, min, ms });

// Field sets the rows combine; every other field is the fixture's (scheduled, listed, 180 minutes).
const scheduled: Partial<LiveStream> = {};
const opensEarly: Partial<LiveStream> = { open_date_time: '2026-12-05T01:15:00Z' };
const opensLate: Partial<LiveStream> = { open_date_time: '2026-12-05T02:00:00Z' };
const oneHour: Partial<LiveStream> = { program_duration: 60 };
const complete: Partial<LiveStream> = { status: 'C' };
const replayable: Partial<LiveStream> = { status: 'C', can_replay: true };
const replayADay: Partial<LiveStream> = { ...replayable, replay_end_time: '2026-12-06T01:30:00Z' };
const storedLive: Partial<LiveStream> = { status: 'I' };
const unlisted: Partial<LiveStream> = { status: 'U' };
const sample: Partial<LiveStream> = { is_sample_stream: true };

type Row = [string, Partial<LiveStream>, Date, LiveStream['status'], boolean, LiveDisplayState];

// prettier-ignore
const rows: Row[] = [
  // [case, fields, now, effective status, live, display state]
  ['1 ms more than 4 h ahead', scheduled, at(-4, 0, -1), null, false, 'future'],
  ['exactly 4 h ahead', scheduled, at(-4), null, false, 'soon'],
  ['exactly 15 min before start', scheduled, at(0, -15), null, false, 'soon'],
  ['1 ms before start', scheduled, at(0, 0, -1), null, false, 'soon'],
  ['at the start', scheduled, at(0), 'I', true, 'live'],
  ['1 ms before the end', scheduled, at(0, 180, -1), 'I', true, 'live'],
  ['at the end, never marked complete', scheduled, at(0, 180), null, false, 'ended'],
  ['a day later', scheduled, at(24), null, false, 'ended'],
  ['opens 15 min early, 1 ms before', opensEarly, at(0, -15, -1), null, false, 'soon'],
  ['opens 15 min early, at the open time', opensEarly, at(0, -15), 'I', true, 'live'],
  // The notice stays 15 minutes after the start; a stream that has not opened by then is missed.
  ['opens 30 min late, at the start', opensLate, at(0), null, false, 'soon'],
  ['opens 30 min late, 1 ms before start + 15 min', opensLate, at(0, 15, -1), null, false, 'soon'],
  ['opens 30 min late, exactly start + 15 min', opensLate, at(0, 15), null, false, 'ended'],
  ['opens 30 min late, at the open time', opensLate, at(0, 30), 'I', true, 'live'],
  ['60-minute program, 1 ms before its end', oneHour, at(0, 60, -1), 'I', true, 'live'],
  ['60-minute program, at its end', oneHour, at(0, 60), null, false, 'ended'],
  // Stored statuses win over the clock.
  ['stored I before it opens', storedLive, at(-5), 'I', true, 'live'],
  ['stored I ten days later (overran)', storedLive, at(240), 'I', true, 'live'],
  ['stored C before the start (cancelled)', complete, at(-1), 'C', false, 'complete'],
  ['stored C, no replay', complete, at(1), 'C', false, 'complete'],
  ['stored C, replay, just after', replayable, at(3), 'C', false, 'complete-replay'],
  ['stored C, replay, 1 ms before the default end', replayable, at(48, 0, -1), 'C', false, 'complete-replay'],
  ['stored C, replay, at the default replay end', replayable, at(48), 'C', false, 'complete'],
  ['stored C, replay, 1 ms before a set end', replayADay, at(24, 0, -1), 'C', false, 'complete-replay'],
  ['stored C, replay, at a set replay end', replayADay, at(24), 'C', false, 'complete'],
  // Unlisted streams follow the same clock.
  ['unlisted, 5 h ahead', unlisted, at(-5), 'U', false, 'future'],
  ['unlisted, during', unlisted, at(1), 'I', true, 'live'],
  ['unlisted, after', unlisted, at(4), 'U', false, 'ended'],
  // Sample streams are always live.
  ['sample, a week ahead', sample, at(-168), null, true, 'live'],
  ['sample, marked complete', { ...sample, ...complete }, at(1), 'C', true, 'live'],
];

describe('live-stream state over fields × clock times', () => {
  it.each(rows)('%s', (_case, fields, now, status, live, state) => {
    const stream = buildLiveStream(fields);
    expect(effectiveStatus(stream, now)).toBe(status);
    expect(isLive(stream, now)).toBe(live);
    expect(displayState(stream, now)).toBe(state);
  });
});

describe('replayAvailable', () => {
  it('holds until the replay end instant, whatever the status', () => {
    const stream = buildLiveStream({ can_replay: true });
    expect(replayAvailable(stream, shift(START, { h: 48, ms: -1 }))).toBe(true);
    expect(replayAvailable(stream, shift(START, { h: 48 }))).toBe(false);
  });

  it('never holds without can_replay', () => {
    expect(replayAvailable(buildLiveStream({ status: 'C' }), shift(START, { h: 1 }))).toBe(false);
  });
});

describe('daylight-saving changes in Chicago', () => {
  it('measures the notice window in elapsed time across the spring-forward gap', () => {
    // 3:00 am CDT on 2026-03-08, the first hour after the gap; four elapsed hours before it is 10:00 pm CST.
    const stream = buildLiveStream({ start_date_time: '2026-03-08T08:00:00Z' });
    expect(displayState(stream, new Date('2026-03-08T04:00:00Z'))).toBe('soon');
    expect(displayState(stream, new Date('2026-03-08T03:59:59.999Z'))).toBe('future');
    expect(displayState(stream, new Date('2026-03-08T08:00:00Z'))).toBe('live');
  });

  it('keeps a program crossing the fall-back change live for its full 180 minutes', () => {
    // 12:30 am CDT on 2026-11-01; it ends at 2:30 am CST, three elapsed hours later.
    const stream = buildLiveStream({ start_date_time: '2026-11-01T05:30:00Z' });
    expect(displayState(stream, new Date('2026-11-01T08:29:59.999Z'))).toBe('live');
    expect(displayState(stream, new Date('2026-11-01T08:30:00Z'))).toBe('ended');
  });

  it('tells apart the two 1:30 am starts of the fall-back night', () => {
    const first = buildLiveStream({ start_date_time: '2026-11-01T06:30:00Z' });
    const second = buildLiveStream({ start_date_time: '2026-11-01T07:30:00Z' });
    const now = new Date('2026-11-01T06:30:00Z');
    expect(displayState(first, now)).toBe('live');
    expect(displayState(second, now)).toBe('soon');
  });

  it('ends a replay 48 elapsed hours after a start before the spring-forward change', () => {
    // 7:30 pm CST on 2026-03-07; the replay ends at 8:30 pm CDT on 2026-03-09.
    const stream = buildLiveStream({ start_date_time: '2026-03-08T01:30:00Z', status: 'C', can_replay: true });
    expect(displayState(stream, new Date('2026-03-10T01:29:59.999Z'))).toBe('complete-replay');
    expect(displayState(stream, new Date('2026-03-10T01:30:00Z'))).toBe('complete');
  });
});

describe('offersCalendar', () => {
  const start = '2026-12-05T01:30:00Z';

  it('offers the calendar until the start instant, and not from it on', () => {
    const stream = buildLiveStream({ start_date_time: start });
    expect(offersCalendar(stream, shift(start, { h: -72 }))).toBe(true);
    expect(offersCalendar(stream, shift(start, { ms: -1 }))).toBe(true);
    expect(offersCalendar(stream, new Date(start))).toBe(false);
    expect(offersCalendar(stream, shift(start, { h: 30 * 24 }))).toBe(false);
  });

  it('does not offer it for a stream that is already live or complete before its start', () => {
    const openEarly = buildLiveStream({ start_date_time: start, open_date_time: '2026-12-05T01:00:00Z' });
    expect(offersCalendar(openEarly, shift(start, { min: -10 }))).toBe(false);
    expect(offersCalendar(buildLiveStream({ status: 'I' }), shift(start, { h: -1 }))).toBe(false);
    expect(offersCalendar(buildLiveStream({ status: 'C' }), shift(start, { h: -1 }))).toBe(false);
    expect(offersCalendar(buildLiveStream({ is_sample_stream: true }), shift(start, { h: -1 }))).toBe(false);
  });
});

describe('isWatchable', () => {
  const start = '2026-12-05T01:30:00Z';

  it('is watchable while upcoming, live, or complete with its replay still available', () => {
    expect(isWatchable(buildLiveStream(), shift(start, { h: -100 }))).toBe(true);
    expect(isWatchable(buildLiveStream(), shift(start, { min: 10 }))).toBe(true);
    const replay = buildLiveStream({ status: 'C', can_replay: true, replay_end_time: '2026-12-10T00:00:00Z' });
    expect(isWatchable(replay, new Date('2026-12-09T23:59:59Z'))).toBe(true);
    expect(isWatchable(replay, new Date('2026-12-10T00:00:00Z'))).toBe(false);
  });

  it('is not watchable once ended without a replay', () => {
    expect(isWatchable(buildLiveStream({ status: 'C' }), shift(start, { h: 5 }))).toBe(false);
    expect(isWatchable(buildLiveStream(), shift(start, { h: 24 }))).toBe(false);
  });
});
