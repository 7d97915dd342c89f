import { describe, expect, it } from 'vitest';
import {
  MISSING_ENTITIES,
  NOT_FOUND,
  NOT_FOUND_FLASH_MS,
  NOT_FOUND_PREFIXES,
  notFoundPagePath,
} from '../../../src/lib/catalog/not-found.ts';

describe('not-found rules', () => {
  it("quote spec §2's messages, targets and replace rules", () => {
    expect(NOT_FOUND.composition).toEqual({
      title: 'Composition not found',
      flash: 'Sorry, that composition was not found in the library.',
      redirectTo: '/compositions',
      replace: false,
    });
    expect(NOT_FOUND.performer).toEqual({
      title: 'Performer not found',
      flash: 'Sorry, that performer was not found in the library.',
      redirectTo: '/compositions/by/performer',
      replace: false,
    });
    // Composers and conductors follow the performer's rule with their own name and list.
    expect(NOT_FOUND.composer).toEqual({
      title: 'Composer not found',
      flash: 'Sorry, that composer was not found in the library.',
      redirectTo: '/compositions/by/composer',
      replace: false,
    });
    expect(NOT_FOUND.conductor.redirectTo).toBe('/compositions/by/conductor');
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

  it('gives every entity its own prerendered page and at least one route prefix', () => {
    for (const entity of MISSING_ENTITIES) {
      expect(notFoundPagePath(entity)).toMatch(/^\/not-found\/[a-z-]+\/$/);
    }
    expect(notFoundPagePath('liveStream')).toBe('/not-found/live-stream/');
    for (const entity of MISSING_ENTITIES) {
      expect(NOT_FOUND_PREFIXES[entity].length).toBeGreaterThan(0);
      for (const prefix of NOT_FOUND_PREFIXES[entity]) expect(prefix).toMatch(/^\/[a-z-]+(\/[a-z-]+)?\/$/);
    }
  });
});
