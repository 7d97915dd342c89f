import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertHealthyPull, malformedAllowance } from '../../../src/loaders/collection-health.ts';
import {
  CollectionShrankError,
  DeclaredCountMismatchError,
  TooManyMalformedError,
} from '../../../src/loaders/loader-errors.ts';

/** A pull of `total` records, `malformed` of them bad, with no earlier pull to compare with. */
const pull = (total: number, malformed: number, lastGoodSize?: number) => () =>
  assertHealthyPull('liveStreams', { valid: total - malformed, malformed, lastGoodSize });

describe('malformedAllowance', () => {
  it('is 5 % of the collection, rounded down, and at least one record', () => {
    expect([1, 2, 10, 19, 20, 39, 40, 100, 101, 1000].map(malformedAllowance)).toEqual([1, 1, 1, 1, 1, 1, 2, 5, 5, 50]);
  });
});

describe('assertHealthyPull', () => {
  it('accepts up to 5 % malformed, and refuses more', () => {
    expect(pull(100, 5)).not.toThrow();
    expect(pull(100, 6)).toThrow(TooManyMalformedError);
    expect(pull(100, 6)).toThrow(
      '6 of 100 liveStreams records are malformed, more than the 5 a build tolerates (5 %, and at least one)',
    );
  });

  it('accepts one malformed live stream of ten, and refuses two', () => {
    expect(pull(10, 1)).not.toThrow();
    expect(pull(10, 2)).toThrow(
      '2 of 10 liveStreams records are malformed, more than the 1 a build tolerates (5 %, and at least one)',
    );
  });

  it('accepts one malformed record in a collection of any size with another, valid, record', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 100_000 }), (total) => {
        expect(pull(total, 1)).not.toThrow();
        // Nor when the collection is as large as at the last good pull.
        expect(pull(total, 1, total)).not.toThrow();
      }),
    );
  });

  it('refuses a collection whose every record is malformed, a collection of one included', () => {
    expect(pull(1, 1)).toThrow(TooManyMalformedError);
    expect(pull(1, 1)).toThrow('1 of 1 liveStreams records are malformed, none is left to publish');
    expect(pull(2, 2)).toThrow('2 of 2 liveStreams records are malformed, none is left to publish');
  });

  it('refuses more than one malformed record when they are over 5 % of the collection', () => {
    const many = fc
      .integer({ min: 2, max: 100_000 })
      .chain((total) => fc.tuple(fc.constant(total), fc.integer({ min: 2, max: total })))
      .filter(([total, malformed]) => malformed * 100 > total * 5);
    fc.assert(
      fc.property(many, ([total, malformed]) => {
        expect(pull(total, malformed)).toThrow(TooManyMalformedError);
      }),
    );
  });

  it('accepts malformed records up to 5 % of the collection', () => {
    const few = fc
      .integer({ min: 2, max: 100_000 })
      .chain((total) => fc.tuple(fc.constant(total), fc.integer({ min: 0, max: Math.floor(total / 20) })));
    fc.assert(
      fc.property(few, ([total, malformed]) => {
        expect(pull(total, malformed)).not.toThrow();
      }),
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

  it('publishes an empty or shrunken collection its host declares, whatever the last good pull', () => {
    const declared = (valid: number, lastGoodSize?: number) => () =>
      assertHealthyPull('liveStreams', { valid, malformed: 0, lastGoodSize, declared: valid });
    expect(declared(0)).not.toThrow();
    expect(declared(0, 1)).not.toThrow();
    expect(declared(1, 200)).not.toThrow();
    expect(declared(100, 200)).not.toThrow();
  });

  it('refuses a pull of other than the declared number of records, malformed ones counted', () => {
    const count = (valid: number, malformed: number, declared: number) => () =>
      assertHealthyPull('liveStreams', { valid, malformed, lastGoodSize: 200, declared });
    expect(count(100, 0, 200)).toThrow(DeclaredCountMismatchError);
    expect(count(100, 0, 200)).toThrow(
      'liveStreams: the host declared 200 records and sent 100; nothing was published',
    );
    expect(count(201, 0, 200)).toThrow('liveStreams: the host declared 200 records and sent 201');
    expect(count(0, 0, 1)).toThrow('liveStreams: the host declared 1 records and sent 0');
    expect(count(199, 1, 200)).not.toThrow();
  });

  it('keeps the malformed-record rules for a collection its host declares', () => {
    const count = (valid: number, malformed: number) => () =>
      assertHealthyPull('liveStreams', { valid, malformed, lastGoodSize: undefined, declared: valid + malformed });
    expect(count(9, 1)).not.toThrow();
    expect(count(8, 2)).toThrow(TooManyMalformedError);
    expect(count(0, 1)).toThrow('1 of 1 liveStreams records are malformed, none is left to publish');
  });

  it('gives errors a name and a message that say what happened', () => {
    const error = new CollectionShrankError('people', 0, undefined);
    expect(error.name).toBe('CollectionShrankError');
    expect(error).toBeInstanceOf(Error);
  });
});
