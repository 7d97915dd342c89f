import { describe, expect, it } from 'vitest';
import {
  performanceClaim,
  performanceClaimWarning,
  streamingPerformancesCount,
  streamingWorksCount,
} from '../../../src/lib/catalog/performance-claim.ts';
import { HOME_COPY } from '../../../src/lib/catalog/home.ts';
import {
  buildComposition,
  buildCompositionDetail,
  buildPerformance,
  buildRecording,
} from '../../support/contract-builders.ts';

describe('the performances a line claims', () => {
  it('are its first number: more than it after "more than" or "over"', () => {
    expect(performanceClaim(HOME_COPY)).toEqual({ atLeast: 101, written: 'more than 100' });
    expect(performanceClaim('Over 1,200 performances, free.')).toEqual({ atLeast: 1201, written: 'Over 1,200' });
    expect(performanceClaim('40+ streaming performances')).toEqual({ atLeast: 40, written: '40' });
    expect(performanceClaim('Our concerts, free to stream.')).toBeUndefined();
  });

  it('are warned of, in one line, when the catalogue has fewer', () => {
    expect(performanceClaimWarning(HOME_COPY, 101)).toBeUndefined();
    expect(performanceClaimWarning('Our concerts, free to stream.', 0)).toBeUndefined();
    const warning = performanceClaimWarning(HOME_COPY, 100);
    expect(warning).toBe(
      'SITE_TAGLINE claims more than 100 performances, but the catalogue has 100 streaming: set SITE_TAGLINE in .env to a line that fits (see .env.example).',
    );
  });
});

describe('the streaming performances', () => {
  it('are the listed performances with a recording of listed compositions', () => {
    const recorded = (fields = {}) => buildPerformance({ recordings: [buildRecording()], ...fields });
    const details = [
      buildCompositionDetail({ performances: [recorded(), recorded(), recorded({ unlisted: true })] }),
      buildCompositionDetail({ performances: [buildPerformance({ recordings: [] })] }),
      buildCompositionDetail({ unlisted: true, performances: [recorded()] }),
    ];
    expect(streamingPerformancesCount(details)).toBe(2);
  });

  it('number at least the listed compositions with a recording, which /combined/ tells', () => {
    const works = [
      buildComposition({ has_audio: true, has_video: false }),
      buildComposition({ has_audio: false, has_video: true }),
      buildComposition({ has_audio: false, has_video: false }),
      buildComposition({ has_audio: true, has_video: true, unlisted: true }),
    ];
    expect(streamingWorksCount(works)).toBe(2);
  });
});
