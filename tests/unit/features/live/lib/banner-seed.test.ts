import { describe, expect, it } from 'vitest';
import { liveBannerSeed } from '../../../../../src/features/live/lib/banner-seed.ts';
import { shift } from './support/shift-time.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

const START = '2026-12-05T01:30:00Z';

describe('liveBannerSeed', () => {
  const scheduled = buildLiveStream({ identifier: 'scheduled' });
  const streams = [
    scheduled,
    buildLiveStream({ identifier: 'complete', status: 'C' }),
    buildLiveStream({ identifier: 'unlisted', status: 'U' }),
    buildLiveStream({ identifier: 'sample', is_sample_stream: true, status: 'I' }),
    buildLiveStream({ identifier: 'marked-live', status: 'I', start_date_time: '2026-11-01T01:30:00Z' }),
    buildLiveStream({ identifier: 'over', start_date_time: '2026-11-01T01:30:00Z' }),
  ];

  it('keeps only the listed streams that are live, soon or ahead when the page is built', () => {
    expect(liveBannerSeed(streams, shift(START, { h: -24 * 30 })).map((s) => s.identifier)).toEqual([
      'scheduled',
      'marked-live',
    ]);
  });

  it('drops a stream once its time has gone by at build', () => {
    expect(liveBannerSeed([scheduled], shift(START, { min: 180 }))).toEqual([]);
  });
});
