import { describe, expect, it } from 'vitest';
import { decideStream, endingWithin, linkExpiry, pageOffer } from '#lib/rights/decide.ts';
import type { Rights } from '#lib/rights/rights.ts';
import { rights } from './support/rights-builder.ts';

const JUNE_1 = '2027-06-01T05:00:00.000Z'; // midnight in Chicago
const JULY_1 = '2027-07-01T05:00:00.000Z';
const MAY = new Date('2027-05-15T12:00:00Z');
const JUNE = new Date('2027-06-15T12:00:00Z');
const AUGUST = new Date('2027-08-15T12:00:00Z');
const june = rights({ available_from: JUNE_1, available_until: JULY_1 });

describe('decideStream', () => {
  it('gives a licensed medium in the window, saying when the window closes', () => {
    expect(decideStream(june, { medium: 'video', country: 'DE', now: JUNE })).toEqual({
      ok: true,
      until: new Date(JULY_1),
    });
    expect(decideStream(rights({}), { medium: 'audio', country: null, now: JUNE })).toEqual({ ok: true, until: null });
  });

  it('refuses before the window, from its end on, and under embargo, saying when', () => {
    const ask = (r: Rights, now: Date) => decideStream(r, { medium: 'audio', country: 'US', now });
    expect(ask(june, MAY)).toEqual({ ok: false, reason: 'not-yet', at: new Date(JUNE_1) });
    expect(ask(june, new Date(JULY_1))).toEqual({ ok: false, reason: 'ended', at: new Date(JULY_1) });
    expect(ask(june, new Date(Date.parse(JULY_1) - 1)).ok).toBe(true);
    expect(ask(rights({ available_from: JUNE_1, embargo_until: JULY_1 }), MAY)).toMatchObject({ reason: 'embargo' });
    expect(ask(rights({ available_from: JULY_1, embargo_until: JUNE_1 }), MAY)).toMatchObject({ reason: 'not-yet' });
    expect(ask(rights({ available_from: JUNE_1, embargo_until: JULY_1 }), JUNE)).toMatchObject({
      at: new Date(JULY_1),
    });
  });

  it('refuses an unlicensed medium, and everything when nothing is licensed', () => {
    const audioOnly = rights({ media: 'audio' });
    expect(decideStream(audioOnly, { medium: 'video', country: null, now: JUNE })).toMatchObject({ reason: 'medium' });
    expect(decideStream(rights({ media: 'none' }), { medium: 'audio', country: null, now: JUNE })).toMatchObject({
      reason: 'nothing',
    });
    const nowhere = rights({ territories: { allowed: ['DE'], excluded: ['DACH'] } });
    expect(decideStream(nowhere, { medium: 'audio', country: null, now: JUNE })).toMatchObject({ reason: 'nothing' });
  });

  it('refuses a country outside the territories, lets an unknown one through, and one no proxy should send only worldwide', () => {
    const northAmerica = rights({ territories: { allowed: ['US', 'CA'], excluded: [] } });
    const ask = (r: Rights, country: string | null) => decideStream(r, { medium: 'audio', country, now: JUNE });
    expect(ask(northAmerica, 'de')).toMatchObject({ ok: false, reason: 'territory' });
    expect(ask(northAmerica, 'ca').ok).toBe(true);
    expect(ask(northAmerica, null).ok).toBe(true);
    expect(ask(northAmerica, 'XX')).toMatchObject({ reason: 'territory' });
    expect(ask(rights({ territories: { allowed: null, excluded: ['DE'] } }), 'T1')).toMatchObject({
      reason: 'territory',
    });
    expect(ask(rights({}), 'XX').ok).toBe(true);
  });

  it('names the country before the window: the visitor would not get it later either', () => {
    const usLater = rights({ territories: { allowed: ['US'], excluded: [] }, available_from: JULY_1 });
    expect(decideStream(usLater, { medium: 'audio', country: 'DE', now: JUNE })).toMatchObject({ reason: 'territory' });
  });
});

describe('pageOffer', () => {
  it('offers audio only where video is not licensed, and when it next changes', () => {
    expect(pageOffer(rights({ media: 'audio', available_until: JULY_1 }), JUNE)).toEqual({
      audio: 'play',
      video: 'not available',
      changesAt: new Date(JULY_1),
    });
  });

  it('offers nothing outside the window, and names the opening, not an embargo that ends before it', () => {
    const embargoed = rights({ available_from: JULY_1, embargo_until: JUNE_1 });
    expect(pageOffer(embargoed, MAY)).toEqual({
      audio: 'not available',
      video: 'not available',
      changesAt: new Date(JULY_1),
    });
    expect(pageOffer(june, AUGUST)).toEqual({ audio: 'not available', video: 'not available', changesAt: null });
  });

  it('offers worldwide-excluded and territory-limited rights: the API refuses by country', () => {
    expect(pageOffer(rights({ territories: { allowed: ['US'], excluded: [] } }), JUNE).audio).toBe('play');
  });
});

describe('linkExpiry', () => {
  it('is the usual expiry, or the window’s end when that comes first', () => {
    const usual = new Date(Date.parse(JULY_1) + 1000);
    expect(linkExpiry(june, usual)).toEqual(new Date(JULY_1));
    expect(linkExpiry(june, JUNE)).toEqual(JUNE);
    expect(linkExpiry(rights({}), usual)).toEqual(usual);
  });
});

describe('endingWithin', () => {
  it('names a window closing within the days given, and nothing that closed, never opens or is not licensed', () => {
    expect(endingWithin(june, JUNE, 30)).toEqual(new Date(JULY_1));
    expect(endingWithin(june, MAY, 30)).toBeNull();
    expect(endingWithin(june, new Date(JULY_1), 30)).toBeNull();
    expect(endingWithin(rights({ available_from: JULY_1, available_until: JULY_1 }), JUNE, 30)).toBeNull();
    expect(endingWithin(rights({ available_until: JULY_1, embargo_until: JULY_1 }), JUNE, 30)).toBeNull();
    expect(endingWithin(rights({ media: 'none', available_until: JULY_1 }), JUNE, 30)).toBeNull();
    expect(endingWithin(rights({ available_until: JULY_1 }), JUNE, 30)).toEqual(new Date(JULY_1));
  });
});
