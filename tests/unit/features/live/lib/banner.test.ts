import { describe, expect, it } from 'vitest';
import type { LiveStream } from '../../../../../src/lib/api/live-stream.ts';
import { liveBanner } from '../../../../../src/features/live/lib/banner.ts';
import { chicagoFormat } from './support/chicago-format.ts';
import { shift } from './support/shift-time.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

// Friday, December 4, 7:30 pm Central; its default banner start is 7 days earlier.
const START = '2026-12-05T01:30:00Z';
const december4 = buildLiveStream({ identifier: 'december-4' });
const december11 = buildLiveStream({ identifier: 'december-11', start_date_time: '2026-12-12T01:30:00Z' });

interface Row {
  case: string;
  streams: LiveStream[];
  now: Date;
  /** The chosen stream and its message, or null for no banner. */
  expected: [string, string] | null;
}

const rows: Row[] = [
  { case: 'no streams', streams: [], now: new Date(START), expected: null },
  {
    case: '1 ms before the default banner start',
    streams: [december4],
    now: shift(START, { h: -168, ms: -1 }),
    expected: null,
  },
  {
    case: 'exactly at the default banner start',
    streams: [december4],
    now: shift(START, { h: -168 }),
    expected: ['december-4', 'Live stream starts Friday, December 4, at 7:30 pm.'],
  },
  {
    case: 'inside the start-notice window',
    streams: [december4],
    now: shift(START, { min: -15 }),
    expected: ['december-4', 'Live stream starts Friday, December 4, at 7:30 pm.'],
  },
  {
    case: 'while live',
    streams: [december4],
    now: shift(START, { h: 1 }),
    expected: ['december-4', 'Live stream now!'],
  },
  {
    case: 'once over without being marked complete',
    streams: [december4],
    now: shift(START, { min: 180 }),
    expected: null,
  },
  {
    case: 'the earliest start, whatever the order given',
    streams: [december11, december4],
    now: shift(START, { h: -1 }),
    expected: ['december-4', 'Live stream starts Friday, December 4, at 7:30 pm.'],
  },
  {
    case: 'the next stream once the earlier one is complete',
    streams: [december11, buildLiveStream({ identifier: 'december-4', status: 'C', can_replay: true })],
    now: shift(START, { h: 1 }),
    expected: ['december-11', 'Live stream starts Friday, December 11, at 7:30 pm.'],
  },
  {
    case: 'not an unlisted stream, even a live one',
    streams: [december11, buildLiveStream({ identifier: 'private', status: 'U' })],
    now: shift(START, { h: 1 }),
    expected: ['december-11', 'Live stream starts Friday, December 11, at 7:30 pm.'],
  },
  {
    case: 'not a sample stream, although it is always live',
    streams: [december11, buildLiveStream({ identifier: 'sample', is_sample_stream: true })],
    now: shift(START, { h: 1 }),
    expected: ['december-11', 'Live stream starts Friday, December 11, at 7:30 pm.'],
  },
  {
    case: 'a set banner start, not reached',
    streams: [buildLiveStream({ banner_start_date_time: '2026-12-04T18:00:00Z' })],
    now: new Date('2026-12-04T17:59:59.999Z'),
    expected: null,
  },
  {
    case: 'a set banner start, reached',
    streams: [buildLiveStream({ identifier: 'set', banner_start_date_time: '2026-12-04T18:00:00Z' })],
    now: new Date('2026-12-04T18:00:00Z'),
    expected: ['set', 'Live stream starts Friday, December 4, at 7:30 pm.'],
  },
  {
    // The banner belongs to the earliest stream; a later one with an earlier banner start waits.
    case: 'the earliest stream before its own banner start hides a later one',
    streams: [december11, buildLiveStream({ banner_start_date_time: '2026-12-04T18:00:00Z' })],
    now: new Date('2026-12-04T12:00:00Z'),
    expected: null,
  },
  {
    case: 'a live stream stored as in progress long after its start',
    streams: [december11, buildLiveStream({ identifier: 'overran', status: 'I' })],
    now: shift(START, { h: 5 }),
    expected: ['overran', 'Live stream now!'],
  },
];

describe('liveBanner choice', () => {
  it.each(rows)('$case', (row) => {
    const banner = liveBanner(row.streams, row.now, chicagoFormat);
    expect(banner === null ? null : [banner.stream.identifier, banner.message]).toEqual(row.expected);
  });

  it('says whether the chosen stream is live', () => {
    expect(liveBanner([december4], shift(START, { h: 1 }), chicagoFormat)?.live).toBe(true);
    expect(liveBanner([december4], shift(START, { h: -1 }), chicagoFormat)?.live).toBe(false);
  });

  it('opens 7 elapsed days before a start just after the spring-forward change', () => {
    // 7:30 pm CDT on 2026-03-10; the banner appears at 6:30 pm CST on 2026-03-03.
    const stream = buildLiveStream({ identifier: 'spring', start_date_time: '2026-03-11T00:30:00Z' });
    expect(liveBanner([stream], new Date('2026-03-04T00:29:59.999Z'), chicagoFormat)).toBeNull();
    expect(liveBanner([stream], new Date('2026-03-04T00:30:00Z'), chicagoFormat)?.message).toBe(
      'Live stream starts Tuesday, March 10, at 7:30 pm.',
    );
  });
});
