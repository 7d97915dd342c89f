import fc from 'fast-check';
import type { Media, PerformanceRights, Rights, WorkRights } from '#lib/rights/rights.ts';
import type { Territories } from '#lib/rights/territories.ts';

/** The first instant of the arbitraries' hours; every instant is a whole hour after it. */
export const BASE_MS = Date.UTC(2027, 0, 1);
const HOUR_MS = 60 * 60 * 1000;

/** Hours on a small range, so that windows, embargoes and the clock often meet on the same instant. */
export const hourArb = fc.integer({ min: 0, max: 48 });
export const instantArb = hourArb.map((hour) => new Date(BASE_MS + hour * HOUR_MS));
const isoArb = instantArb.map((at) => at.toISOString());

export const mediaArb = fc.constantFrom<Media>('both', 'audio', 'video', 'none');

/** Entries that overlap each other: countries inside and outside the groups, and the groups. */
const ENTRIES = ['US', 'CA', 'DE', 'AT', 'CH', 'GB', 'FR', 'NO', 'IS', 'EU', 'EEA', 'EU/EEA', 'DACH', 'Nordics'];
const entriesArb = fc.subarray(ENTRIES, { maxLength: 4 });

export const territoriesArb: fc.Arbitrary<Territories> = fc.record({
  allowed: fc.option(entriesArb, { nil: null, freq: 3 }),
  excluded: fc.oneof({ weight: 2, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: entriesArb }),
});

/** Countries a request may come from: unknown, in and out of every list, one no proxy should send, lower case. */
export const countryArb = fc.constantFrom(null, 'US', 'CA', 'DE', 'AT', 'CH', 'GB', 'FR', 'NO', 'SE', 'JP', 'XX', 'de');

export const rightsArb: fc.Arbitrary<Rights> = fc.record({
  media: mediaArb,
  territories: territoriesArb,
  available_from: fc.option(isoArb, { nil: null }),
  available_until: fc.option(isoArb, { nil: null }),
  embargo_until: fc.option(isoArb, { nil: null }),
});

export const workArb: fc.Arbitrary<WorkRights> = fc.record({
  public_domain: fc.boolean(),
  publisher: fc.string(),
  licence_notes: fc.string(),
});

export const performanceArb: fc.Arbitrary<PerformanceRights> = fc.record({
  media: fc.option(mediaArb, { nil: null }),
  territories: fc.option(territoriesArb, { nil: null }),
  available_from: fc.option(isoArb, { nil: null }),
  available_until: fc.option(isoArb, { nil: null }),
  embargo_until: fc.option(isoArb, { nil: null }),
});
