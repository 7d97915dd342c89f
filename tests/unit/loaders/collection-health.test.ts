import { describe, expect, it } from 'vitest';
import { assertHealthyPull } from '../../../src/loaders/collection-health.ts';
import { CollectionShrankError, TooManyMalformedError } from '../../../src/loaders/loader-errors.ts';

describe('assertHealthyPull', () => {
  it('accepts up to 5 % malformed, and refuses more', () => {
    expect(() => assertHealthyPull('people', { valid: 95, malformed: 5, lastGoodSize: undefined })).not.toThrow();
    expect(() => assertHealthyPull('people', { valid: 94, malformed: 6, lastGoodSize: undefined })).toThrow(
      TooManyMalformedError,
    );
    expect(() => assertHealthyPull('people', { valid: 94, malformed: 6, lastGoodSize: undefined })).toThrow(
      '6 of 100 people records are malformed',
    );
  });

  it('refuses an empty collection, with or without a history', () => {
    expect(() => assertHealthyPull('programs', { valid: 0, malformed: 0, lastGoodSize: undefined })).toThrow(
      'programs came back empty',
    );
    expect(() => assertHealthyPull('programs', { valid: 0, malformed: 0, lastGoodSize: 8 })).toThrow(
      CollectionShrankError,
    );
  });

  it('refuses a collection under half its last good size, and accepts half', () => {
    expect(() => assertHealthyPull('compositions', { valid: 49, malformed: 0, lastGoodSize: 100 })).toThrow(
      "compositions came back with 49 records, under half of the last good pull's 100",
    );
    expect(() => assertHealthyPull('compositions', { valid: 50, malformed: 0, lastGoodSize: 100 })).not.toThrow();
    expect(() => assertHealthyPull('compositions', { valid: 500, malformed: 0, lastGoodSize: 100 })).not.toThrow();
  });

  it('gives errors a name and a message that say what happened', () => {
    const error = new CollectionShrankError('people', 0, undefined);
    expect(error.name).toBe('CollectionShrankError');
    expect(error).toBeInstanceOf(Error);
  });
});
