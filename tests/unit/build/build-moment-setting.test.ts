import { describe, expect, it } from 'vitest';
import { buildMomentSetting } from '../../../src/lib/build/build-moment-setting.ts';

describe('BUILD_MOMENT', () => {
  it('is unset by default: the build is made as of now', () => {
    expect(buildMomentSetting(undefined)).toBeUndefined();
    expect(buildMomentSetting('')).toBeUndefined();
  });

  it('names an ISO 8601 instant', () => {
    expect(buildMomentSetting('2026-12-24T19:30:00Z')?.toISOString()).toBe('2026-12-24T19:30:00.000Z');
    expect(buildMomentSetting('2026-12-24T20:30:00+01:00')?.toISOString()).toBe('2026-12-24T19:30:00.000Z');
  });

  it('refuses a date without a time, or no date, naming the setting', () => {
    for (const value of ['2026-12-24', 'tomorrow', '2026-13-40T00:00:00Z'])
      expect(() => buildMomentSetting(value)).toThrow(/BUILD_MOMENT must be an ISO 8601 instant/);
  });
});
