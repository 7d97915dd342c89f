import { describe, expect, it } from 'vitest';
import { describeRights } from '#lib/rights/describe-rights.ts';
import { rights } from './support/rights-builder.ts';

const MIDNIGHT_JUNE_1 = '2027-06-01T05:00:00.000Z'; // in Chicago

describe('describeRights', () => {
  it('says the studio’s examples word for word, dates in Central time', () => {
    expect(describeRights(rights({ available_until: MIDNIGHT_JUNE_1 }))).toBe(
      'Audio and video, worldwide, until 31 May 2027',
    );
    expect(describeRights(rights({ media: 'audio', territories: { allowed: ['US', 'CA'], excluded: [] } }))).toBe(
      'Video not licensed: audio only in the US and Canada',
    );
    expect(describeRights(rights({ media: 'none' }))).toBe('Not licensed for streaming');
    expect(
      describeRights(rights({ available_from: MIDNIGHT_JUNE_1, territories: { allowed: null, excluded: ['DE'] } })),
    ).toBe('Audio and video from 1 June 2027, worldwide except Germany');
  });

  it('names the time when a window does not turn at midnight, and an embargo after a semicolon', () => {
    expect(
      describeRights(
        rights({ media: 'video', available_until: '2027-06-01T00:30:00Z', embargo_until: '2026-06-01T05:00:00Z' }),
      ),
    ).toBe(
      'Audio not licensed: video only, worldwide, until 31 May 2027 at 7:30 pm Central; embargoed until 1 June 2026',
    );
  });

  it('reads the dates on another clock when told', () => {
    expect(describeRights(rights({ available_until: MIDNIGHT_JUNE_1 }), 'Europe/Berlin')).toBe(
      'Audio and video, worldwide, until 1 June 2027 at 7:00 am Europe/Berlin',
    );
    expect(describeRights(rights({ available_until: '2027-05-31T22:00:00Z' }), 'Europe/Berlin')).toBe(
      'Audio and video, worldwide, until 31 May 2027',
    );
  });

  it('says when territories leave no country', () => {
    expect(describeRights(rights({ territories: { allowed: ['AT'], excluded: ['DACH'] } }))).toBe(
      'Not licensed in any territory',
    );
  });
});
