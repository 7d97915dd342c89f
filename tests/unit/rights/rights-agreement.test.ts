import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '#lib/rights/country-codes.ts';
import { decideStream, linkExpiry, pageOffer, type Offer, type PageOffer } from '#lib/rights/decide.ts';
import type { Medium, Rights } from '#lib/rights/rights.ts';
import { countryArb, hourArb, instantArb, rightsArb } from './support/rights-arbitraries.ts';

/**
 * The pages, the API and the signed links read one decision; these prove they agree for every
 * rights record, medium, country and instant, so a page never offers what the API refuses, nor
 * hides what it would give, and no link outlives the window.
 */
const RUNS = { numRuns: 1000 };
const MEDIA: readonly Medium[] = ['audio', 'video'];
const COUNTRIES = [null, 'US', 'CA', 'DE', 'AT', 'CH', 'GB', 'FR', 'NO', 'IS', 'SE', 'JP', 'XX', 'de'];
const mediumArb = fc.constantFrom<Medium>(...MEDIA);
const HOUR_MS = 60 * 60 * 1000;

const offerOf = (offer: PageOffer) => ({ audio: offer.audio, video: offer.video });
const allowed = (rights: Rights, medium: Medium, country: string | null, now: Date) =>
  decideStream(rights, { medium, country, now }).ok;

type Page = (rights: Rights, now: Date) => Pick<PageOffer, Medium>;

/** Every medium `page` does not offer is refused in every country, unknown included. */
const hidesOnlyWhatTheApiRefuses = (page: Page) =>
  fc.property(rightsArb, instantArb, (rights, now) => {
    const offer = page(rights, now);
    for (const medium of MEDIA.filter((m) => offer[m] === 'not available')) {
      expect(COUNTRIES.filter((country) => allowed(rights, medium, country, now))).toEqual([]);
    }
  });

/** Every medium the API gives anyone at `now`, `page` offers. */
const offersWhatTheApiGives = (page: Page) =>
  fc.property(rightsArb, mediumArb, countryArb, instantArb, (rights, medium, country, now) => {
    fc.pre(allowed(rights, medium, country, now));
    expect(page(rights, now)[medium]).toBe('play');
  });

/** Every medium `page` offers, the API gives to some visitor: one whose country is unknown, and one in some country. */
const offersOnlyWhatTheApiGives = (page: Page) =>
  fc.property(rightsArb, instantArb, (rights, now) => {
    const offer = page(rights, now);
    for (const medium of MEDIA.filter((m) => offer[m] === 'play')) {
      expect(allowed(rights, medium, null, now)).toBe(true);
      expect(COUNTRY_CODES.some((country) => allowed(rights, medium, country, now))).toBe(true);
    }
  });

const both = (offer: Offer): Pick<PageOffer, Medium> => ({ audio: offer, video: offer });

describe('the agreement checks', () => {
  it('catch a page that offers too little: one that hides whatever is limited to some territories', () => {
    const hidesLimited: Page = (rights, now) =>
      rights.territories.allowed === null ? pageOffer(rights, now) : both('not available');
    expect(fc.check(hidesOnlyWhatTheApiRefuses(hidesLimited), RUNS).failed).toBe(true);
    expect(fc.check(offersWhatTheApiGives(hidesLimited), RUNS).failed).toBe(true);
  });

  it('catch a page that offers too much: one that forgets the window, one that forgets the medium', () => {
    const forgetsWindow: Page = (rights) => ({
      audio: rights.media === 'both' || rights.media === 'audio' ? 'play' : 'not available',
      video: rights.media === 'both' || rights.media === 'video' ? 'play' : 'not available',
    });
    const forgetsMedium: Page = (rights, now) => {
      const offer = pageOffer(rights, now);
      return both(offer.audio === 'play' || offer.video === 'play' ? 'play' : 'not available');
    };
    expect(fc.check(offersOnlyWhatTheApiGives(forgetsWindow), RUNS).failed).toBe(true);
    expect(fc.check(offersOnlyWhatTheApiGives(forgetsMedium), RUNS).failed).toBe(true);
  });
});

describe('the pages and the API', () => {
  it('agree: a medium a page does not offer is refused in every country, unknown included', () => {
    fc.assert(hidesOnlyWhatTheApiRefuses(pageOffer), RUNS);
  });

  it('agree: a medium the API gives anyone is offered on the page', () => {
    fc.assert(offersWhatTheApiGives(pageOffer), RUNS);
  });

  it('agree: a medium a page offers, the API gives to a visitor of unknown country and in some country', () => {
    fc.assert(offersOnlyWhatTheApiGives(pageOffer), RUNS);
  });

  it('agree: the region refusal comes from the API alone, never for an unknown country', () => {
    fc.assert(
      fc.property(rightsArb, mediumArb, instantArb, (rights, medium, now) => {
        const decision = decideStream(rights, { medium, country: null, now });
        expect(decision.ok || decision.reason !== 'territory').toBe(true);
      }),
      RUNS,
    );
  });
});

type Expiry = (rights: Rights, usualExpiry: Date) => Date;

/** A link issued when the API gives the stream, expiring as `expiry` says, is never alive at an instant the API refuses. */
const expiresInTime = (expiry: Expiry) =>
  fc.property(
    rightsArb,
    mediumArb,
    countryArb,
    instantArb,
    fc.integer({ min: 1, max: 72 }),
    fc.array(fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }), { maxLength: 8 }),
    (rights, medium, country, now, usualHours, fractions) => {
      fc.pre(allowed(rights, medium, country, now));
      const usual = now.getTime() + usualHours * HOUR_MS;
      const expires = expiry(rights, new Date(usual)).getTime();
      expect(expires).toBeLessThanOrEqual(usual);
      const span = expires - now.getTime();
      const instants = [...fractions.map((f) => now.getTime() + Math.floor(f * span)), expires - 1];
      for (const at of instants) expect(allowed(rights, medium, country, new Date(at))).toBe(true);
    },
  );

describe('a signed link', () => {
  it('expires no later than the first instant the API would refuse its stream', () => {
    fc.assert(expiresInTime(linkExpiry), RUNS);
  });

  it('is checked by a property that catches a link keeping its usual expiry', () => {
    expect(
      fc.check(
        expiresInTime((_, usual) => usual),
        RUNS,
      ).failed,
    ).toBe(true);
  });
});

describe("a page's changesAt", () => {
  it('is the next instant the offer changes: the same until just before it, different at it', () => {
    fc.assert(
      fc.property(rightsArb, instantArb, fc.array(hourArb, { maxLength: 10 }), (rights, now, hours) => {
        const offer = pageOffer(rights, now);
        const end = offer.changesAt?.getTime() ?? Infinity;
        expect(end).toBeGreaterThan(now.getTime());
        const later = hours.map((hour) => now.getTime() + hour * HOUR_MS + 1).filter((at) => at < end);
        for (const at of [...later, end - 1].filter(Number.isFinite)) {
          expect(offerOf(pageOffer(rights, new Date(at)))).toEqual(offerOf(offer));
        }
        if (offer.changesAt !== null) expect(offerOf(pageOffer(rights, offer.changesAt))).not.toEqual(offerOf(offer));
      }),
      RUNS,
    );
  });
});
