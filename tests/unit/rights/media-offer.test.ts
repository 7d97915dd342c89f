import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mediaTokens, offeredMedia, parseMediaTokens } from '#lib/rights/media-offer.ts';
import type { Medium } from '#lib/rights/rights.ts';
import { BASE_MS, instantArb, rightsArb } from './support/rights-arbitraries.ts';
import { rights } from './support/rights-builder.ts';

const JUNE_1 = '2027-06-01T05:00:00.000Z';
const JULY_1 = '2027-07-01T05:00:00.000Z';
const MAY = new Date('2027-05-15T12:00:00Z');
const JUNE = new Date('2027-06-15T12:00:00Z');
const BOTH: readonly Medium[] = ['audio', 'video'];
const heldArb = fc.subarray<Medium>(['audio', 'video']);

describe('offeredMedia', () => {
  it('offers the licensed media it holds a recording of', () => {
    expect(offeredMedia(rights({}), BOTH, JUNE)).toEqual({ offered: ['audio', 'video'], changesAt: null });
    expect(offeredMedia(rights({ media: 'audio' }), BOTH, JUNE).offered).toEqual(['audio']);
    expect(offeredMedia(rights({ media: 'video' }), ['audio'], JUNE).offered).toEqual([]);
    expect(offeredMedia(rights({ media: 'none' }), BOTH, JUNE)).toEqual({ offered: [], changesAt: null });
  });

  it('offers nothing before a window, and says when it opens and closes', () => {
    const june = rights({ available_from: JUNE_1, available_until: JULY_1 });
    expect(offeredMedia(june, BOTH, MAY)).toEqual({ offered: [], changesAt: new Date(JUNE_1) });
    expect(offeredMedia(june, BOTH, JUNE)).toEqual({ offered: ['audio', 'video'], changesAt: new Date(JULY_1) });
    expect(offeredMedia(june, BOTH, new Date(JULY_1))).toEqual({ offered: [], changesAt: null });
  });

  it('offers only what it holds, and stays the same until the change it announces', () => {
    fc.assert(
      fc.property(rightsArb, heldArb, instantArb, fc.double({ min: 0, max: 1, noNaN: true }), (r, held, now, part) => {
        const { offered, changesAt } = offeredMedia(r, held, now);
        expect(offered.every((medium) => held.includes(medium))).toBe(true);
        const end = changesAt?.getTime() ?? BASE_MS + 60 * 24 * 60 * 60 * 1000;
        const between = new Date(now.getTime() + Math.floor((end - now.getTime()) * part * 0.999));
        expect(offeredMedia(r, held, between).offered).toEqual(offered);
        if (changesAt !== null)
          expect(offeredMedia(r, BOTH, changesAt).offered).not.toEqual(offeredMedia(r, BOTH, now).offered);
      }),
    );
  });
});

describe('media tokens', () => {
  it('write the media audio first and read them back, ignoring anything else', () => {
    expect(mediaTokens(['video', 'audio'])).toBe('audio video');
    expect(mediaTokens([])).toBe('');
    expect(parseMediaTokens('video  audio')).toEqual(['audio', 'video']);
    expect(parseMediaTokens('film audio')).toEqual(['audio']);
    expect(parseMediaTokens(undefined)).toEqual([]);
    fc.assert(
      fc.property(heldArb, (held) => {
        expect(parseMediaTokens(mediaTokens(held))).toEqual([...held].sort());
      }),
    );
  });
});
