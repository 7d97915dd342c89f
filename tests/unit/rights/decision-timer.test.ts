import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decisionDelay, LONGEST_TIMEOUT_MS } from '#lib/rights/decision-timer.ts';

const NOW = new Date('2027-06-15T12:00:00Z');
const later = (ms: number): Date => new Date(NOW.getTime() + ms);

describe('decisionDelay', () => {
  it('waits until the earliest change ahead, and not at all without one', () => {
    expect(decisionDelay([later(5_000), null, later(2_000)], NOW)).toBe(2_000);
    expect(decisionDelay([null, null], NOW)).toBeNull();
    expect(decisionDelay([], NOW)).toBeNull();
  });

  it('decides at once for a change already past, and in steps a timer can wait', () => {
    expect(decisionDelay([later(-1_000)], NOW)).toBe(0);
    expect(decisionDelay([later(90 * 24 * 60 * 60 * 1000)], NOW)).toBe(LONGEST_TIMEOUT_MS);
  });

  it('is never negative nor longer than a timer keeps, and never after the earliest change', () => {
    const msArb = fc.integer({ min: -1e11, max: 1e11 });
    fc.assert(
      fc.property(fc.array(msArb, { minLength: 1 }), (offsets) => {
        const delay = decisionDelay(offsets.map(later), NOW);
        expect(delay).not.toBeNull();
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(LONGEST_TIMEOUT_MS);
        expect(delay).toBeLessThanOrEqual(Math.max(0, Math.min(...offsets)));
      }),
    );
  });
});
