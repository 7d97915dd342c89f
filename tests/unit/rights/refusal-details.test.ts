import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RefusalReason } from '#lib/rights/decide.ts';
import { refusalOfDetail } from '#lib/rights/refusal-details.ts';
import { refusalDetail } from '#lib/rights/rights-messages.ts';
import { instantArb } from './support/rights-arbitraries.ts';

const REASONS: readonly RefusalReason[] = ['nothing', 'medium', 'territory', 'not-yet', 'embargo', 'ended'];

describe('refusalOfDetail', () => {
  it('names the refusal of every detail the API writes, for each medium, date and zone', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REASONS),
        fc.constantFrom('audio' as const, 'video' as const),
        instantArb,
        fc.constantFrom('America/Chicago', 'Europe/Berlin'),
        (reason, medium, at, zone) => {
          expect(refusalOfDetail(refusalDetail({ ok: false, reason, at }, medium, zone))).toBe(reason);
        },
      ),
    );
  });

  it('names none for other 403 details, or none', () => {
    for (const detail of [
      undefined,
      '',
      'Not available in your country.',
      'Please verify your email.',
      'The film of this recording is not licensed for streaming.',
      'This recording is not licensed for streaming. Sorry.',
    ]) {
      expect(refusalOfDetail(detail)).toBeNull();
    }
  });
});
