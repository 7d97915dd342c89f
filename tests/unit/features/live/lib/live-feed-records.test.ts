import { describe, expect, it } from 'vitest';
import { LiveFeedAnswerError } from '../../../../../src/features/live/lib/live-feed-errors.ts';
import { liveFeedRecords, readLiveStreamRecords } from '../../../../../src/features/live/lib/live-feed-records.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

describe('liveFeedRecords', () => {
  it('reads a results page', () => {
    const stream = buildLiveStream();
    expect(liveFeedRecords({ count: 1, next: null, previous: null, results: [stream] })).toEqual([stream]);
  });

  it('reads a bare array', () => {
    expect(liveFeedRecords([1, 2])).toEqual([1, 2]);
  });

  it.each([null, 'text', 42, { results: 'none' }, {}])('refuses %j', (body) => {
    expect(() => liveFeedRecords(body)).toThrow(LiveFeedAnswerError);
  });
});

describe('readLiveStreamRecords', () => {
  it('keeps valid records in order, with the contract defaults applied', () => {
    const { program_duration: _duration, ...withoutDuration } = buildLiveStream({ identifier: 'b' });
    const read = readLiveStreamRecords([buildLiveStream({ identifier: 'a' }), withoutDuration]);
    expect(read.streams.map((stream) => [stream.identifier, stream.program_duration])).toEqual([
      ['a', 180],
      ['b', 180],
    ]);
    expect(read.unreadable).toEqual([]);
  });

  it('names malformed records by identifier and drops records without one', () => {
    const broken = { ...buildLiveStream({ identifier: 'broken' }), start_date_time: 'soon' };
    const read = readLiveStreamRecords([
      broken,
      { title: 'no identifier' },
      null,
      buildLiveStream({ identifier: 'ok' }),
    ]);
    expect(read.streams.map((stream) => stream.identifier)).toEqual(['ok']);
    expect(read.unreadable).toEqual(['broken']);
  });
});
