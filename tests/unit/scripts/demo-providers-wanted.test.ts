import { describe, expect, it } from 'vitest';
import { demoProvidersWanted } from '../../../scripts/demo-providers/demo-providers-wanted.ts';

describe('demoProvidersWanted', () => {
  it('runs the demo providers in demo mode while AUTH_PROVIDERS is unset', () => {
    expect(demoProvidersWanted({})).toBe(true);
    expect(demoProvidersWanted({ DEMO: 'true' })).toBe(true);
    expect(demoProvidersWanted({ DEMO: '1' })).toBe(true);
  });

  it('runs none outside demo mode, with providers of one’s own, or with none asked for', () => {
    expect(demoProvidersWanted({ DEMO: 'false' })).toBe(false);
    expect(demoProvidersWanted({ DEMO: '0' })).toBe(false);
    expect(demoProvidersWanted({ AUTH_PROVIDERS: '[{"id":"apple"}]' })).toBe(false);
    expect(demoProvidersWanted({ AUTH_PROVIDERS: '[]' })).toBe(false);
  });

  it('runs none when DEMO is not a value the API takes: the API then says what is wrong', () => {
    expect(demoProvidersWanted({ DEMO: 'yes' })).toBe(false);
  });
});
