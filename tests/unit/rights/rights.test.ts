import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveRights, RightsError, type PerformanceRights, type WorkRights } from '#lib/rights/rights.ts';
import { WORLDWIDE } from '#lib/rights/territories.ts';
import { performanceArb, workArb } from './support/rights-arbitraries.ts';

const work = (public_domain: boolean): WorkRights => ({ public_domain, publisher: '', licence_notes: '' });
const UNSET: PerformanceRights = {
  media: null,
  territories: null,
  available_from: null,
  available_until: null,
  embargo_until: null,
};
const OPEN = { territories: WORLDWIDE, available_from: null, available_until: null, embargo_until: null };

describe('effectiveRights', () => {
  it('streams a public-domain work everywhere, always, in both media, when the performance says nothing', () => {
    expect(effectiveRights(work(true), UNSET)).toEqual({ media: 'both', ...OPEN });
  });

  it('streams nothing of a work under licence, or of no recorded work, until the performance records media', () => {
    expect(effectiveRights(work(false), UNSET)).toEqual({ media: 'none', ...OPEN });
    expect(effectiveRights(null, null)).toEqual({ media: 'none', ...OPEN });
    expect(effectiveRights(work(false), { ...UNSET, media: 'audio' }).media).toBe('audio');
  });

  it('reads instants in any offset as UTC', () => {
    const rights = effectiveRights(null, { ...UNSET, available_until: '2027-06-01T00:00:00-05:00' });
    expect(rights.available_until).toBe('2027-06-01T05:00:00.000Z');
  });

  it('refuses a territory or an instant it cannot decide on', () => {
    const badTerritory = { ...UNSET, territories: { allowed: ['DE', 'UK'], excluded: [] } };
    expect(() => effectiveRights(null, badTerritory)).toThrow(
      new RightsError("'UK' is neither a country code nor a territory group."),
    );
    expect(() => effectiveRights(null, { ...UNSET, embargo_until: '2027-06-01' })).toThrow(RightsError);
  });

  it('takes every field the performance sets and the work’s default for every other', () => {
    fc.assert(
      fc.property(workArb, performanceArb, (workRights, performance) => {
        const rights = effectiveRights(workRights, performance);
        expect(rights.media).toBe(performance.media ?? (workRights.public_domain ? 'both' : 'none'));
        expect(rights.territories).toEqual(performance.territories ?? WORLDWIDE);
        expect(rights.available_from).toBe(performance.available_from);
        expect(rights.available_until).toBe(performance.available_until);
        expect(rights.embargo_until).toBe(performance.embargo_until);
      }),
      { numRuns: 500 },
    );
  });
});
