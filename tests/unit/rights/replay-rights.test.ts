import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayEndFor, type ReplayOverride } from '#lib/rights/replay-rights.ts';
import { countryArb, instantArb } from './support/rights-arbitraries.ts';

const STREAM_END = new Date('2027-03-03T02:00:00Z');
const overrides: ReplayOverride[] = [
  { territories: ['US', 'CA'], until: '2027-03-10T02:00:00Z' },
  { territories: ['EU'], until: '2027-03-02T02:00:00Z' },
  { territories: ['DE'], until: '2027-03-01T02:00:00Z' },
];

describe('replayEndFor', () => {
  it('ends where an override covers the country, the earliest when several do, else with the stream', () => {
    expect(replayEndFor(overrides, 'us', STREAM_END)).toEqual(new Date('2027-03-10T02:00:00Z'));
    expect(replayEndFor(overrides, 'FR', STREAM_END)).toEqual(new Date('2027-03-02T02:00:00Z'));
    expect(replayEndFor(overrides, 'DE', STREAM_END)).toEqual(new Date('2027-03-01T02:00:00Z'));
    expect(replayEndFor(overrides, 'JP', STREAM_END)).toEqual(STREAM_END);
    expect(replayEndFor([], 'JP', STREAM_END)).toEqual(STREAM_END);
  });

  it('lets an unknown country have the latest end, and one no proxy should send the earliest', () => {
    expect(replayEndFor(overrides, null, STREAM_END)).toEqual(new Date('2027-03-10T02:00:00Z'));
    expect(replayEndFor(overrides, 'XX', STREAM_END)).toEqual(new Date('2027-03-01T02:00:00Z'));
  });

  it('never lets a country replay past what a page, knowing no country, offers', () => {
    const overrideArb = fc.record({
      territories: fc.subarray(['US', 'DE', 'EU', 'Nordics', 'DACH']),
      until: instantArb.map((at) => at.toISOString()),
    });
    fc.assert(
      fc.property(fc.array(overrideArb, { maxLength: 4 }), countryArb, instantArb, (list, country, end) => {
        expect(replayEndFor(list, country, end).getTime()).toBeLessThanOrEqual(replayEndFor(list, null, end).getTime());
      }),
      { numRuns: 500 },
    );
  });
});
