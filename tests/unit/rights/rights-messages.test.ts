import { describe, expect, it } from 'vitest';
import { REGION_DETAIL } from '../../../server/src/streams/stream-access.ts';
import { NOT_AVAILABLE_FOR_STREAMING } from '#lib/catalog/composition-detail.ts';
import type { RefusalReason } from '#lib/rights/decide.ts';
import { refusalDetail, RIGHTS_MESSAGES } from '#lib/rights/rights-messages.ts';

const refusal = (reason: RefusalReason, at: string | null = null) => ({
  ok: false as const,
  reason,
  at: at === null ? null : new Date(at),
});

describe('RIGHTS_MESSAGES', () => {
  it('shows the spec’s region sentences for the region refusal and keeps the API’s detail', () => {
    expect(RIGHTS_MESSAGES.territory).toEqual({
      player: 'We’re sorry, but this performance is not currently available in your location.',
      video: 'We’re sorry, but this recording is not currently available in your location.',
      api: 'This recording is not available in your region.',
    });
    expect(RIGHTS_MESSAGES.territory.api).toBe(REGION_DETAIL);
  });

  it('shows the spec’s ‘Not available for streaming.’ on pages for every other refusal', () => {
    const others = Object.entries(RIGHTS_MESSAGES).filter(([reason]) => reason !== 'territory');
    expect(others.flatMap(([, message]) => [message.player, message.video])).toEqual(
      Array<string>(10).fill(NOT_AVAILABLE_FOR_STREAMING),
    );
  });
});

describe('refusalDetail', () => {
  it('says each refusal in its own sentence, dates in words in Central time', () => {
    expect(refusalDetail(refusal('not-yet', '2027-06-01T05:00:00Z'), 'audio')).toBe(
      'This recording is not available until 1 June 2027.',
    );
    expect(refusalDetail(refusal('embargo', '2027-06-01T23:00:00Z'), 'audio')).toBe(
      'This recording is under embargo until 1 June 2027 at 6:00 pm Central.',
    );
    expect(refusalDetail(refusal('ended', '2027-06-01T05:00:00Z'), 'video')).toBe(
      'This recording was available until 31 May 2027.',
    );
    expect(refusalDetail(refusal('medium'), 'video')).toBe(
      'The video of this recording is not licensed for streaming.',
    );
    expect(refusalDetail(refusal('nothing'), 'audio')).toBe('This recording is not licensed for streaming.');
    expect(refusalDetail(refusal('territory'), 'audio')).toBe(REGION_DETAIL);
  });
});
