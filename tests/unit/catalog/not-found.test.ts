import { describe, expect, it } from 'vitest';
import { NOT_FOUND, NOT_FOUND_FLASH_MS } from '../../../src/lib/catalog/not-found.ts';

describe('not-found rules', () => {
  it("quote spec §2's messages, targets and replace rules", () => {
    expect(NOT_FOUND.composition).toEqual({
      title: 'Composition not found',
      flash: 'Sorry, that composition was not found in the library.',
      redirectTo: '/compositions',
      replace: false,
    });
    expect(NOT_FOUND.person).toEqual({
      title: 'Performer not found',
      flash: 'Sorry, that performer was not found in the library.',
      redirectTo: '/compositions/by/performer',
      replace: false,
    });
    expect(NOT_FOUND.concert).toEqual({
      title: 'Concert not found',
      flash: 'Sorry, that concert was not found in the library.',
      redirectTo: '/concerts',
      replace: true,
    });
    expect(NOT_FOUND.feature.flash).toBe('Sorry, that media feature was not found in the library.');
    expect(NOT_FOUND.feature.redirectTo).toBe('/features');
    expect(NOT_FOUND.collection).toEqual({
      title: 'Collection not found',
      flash: 'Sorry, that collection was not found in the library.',
      redirectTo: '/collections',
      replace: true,
    });
    expect(NOT_FOUND.liveStream.flash).toBe('Sorry, that live stream is no longer available.');
    expect(NOT_FOUND.liveStream.redirectTo).toBe('/live-streams');
  });

  it('shows the flash for 5 seconds (spec §9)', () => {
    expect(NOT_FOUND_FLASH_MS).toBe(5000);
  });
});
