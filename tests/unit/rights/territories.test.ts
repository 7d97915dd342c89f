import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode } from '#lib/rights/country-codes.ts';
import { EU_MEMBER_STATES, TERRITORY_GROUPS } from '#lib/rights/territory-groups.ts';
import {
  coversAnyCountry,
  formatTerritoryList,
  parseTerritoryList,
  territoriesAllow,
  WORLDWIDE,
} from '#lib/rights/territories.ts';
import { countryWords, territoryWords } from '#lib/rights/territory-words.ts';

describe('country codes', () => {
  it('are the 249 assigned by ISO 3166-1 and Kosovo', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    expect(['DE', 'US', 'GB', 'XK', 'AX'].every(isCountryCode)).toBe(true);
    expect(['UK', 'EU', 'ZZ', 'SU', 'de', 'XX', ''].some(isCountryCode)).toBe(false);
  });

  it('all have an English name', () => {
    expect(COUNTRY_CODES.filter((code) => countryWords(code) === code)).toEqual([]);
  });
});

describe('territory groups', () => {
  it('hold the EU’s 27 member states, the EEA three more, and name only country codes', () => {
    expect(new Set(EU_MEMBER_STATES).size).toBe(27);
    const eu = new Set(TERRITORY_GROUPS['EU']?.countries);
    expect(EU_MEMBER_STATES.every((code) => eu.has(code))).toBe(true);
    expect(TERRITORY_GROUPS['EEA']?.countries).toEqual([...eu, 'IS', 'LI', 'NO']);
    expect(TERRITORY_GROUPS['EU/EEA']?.countries).toEqual(TERRITORY_GROUPS['EEA']?.countries);
    expect(TERRITORY_GROUPS['DACH']?.countries).toEqual(['DE', 'AT', 'CH']);
    const all = Object.values(TERRITORY_GROUPS).flatMap((group) => group.countries);
    expect(all.filter((code) => !isCountryCode(code))).toEqual([]);
    expect(eu.has('GB') || eu.has('CH') || eu.has('NO')).toBe(false);
  });
});

describe('territoriesAllow', () => {
  it('lets in what the allowed list covers, minus the exclusions', () => {
    const eeaButGermany = { allowed: ['EU/EEA'], excluded: ['DE'] };
    expect(['FR', 'NO', 'RE'].every((c) => territoriesAllow(eeaButGermany, c))).toBe(true);
    expect(['DE', 'CH', 'US'].some((c) => territoriesAllow(eeaButGermany, c))).toBe(false);
    expect(territoriesAllow({ allowed: null, excluded: ['DACH'] }, 'AT')).toBe(false);
    expect(territoriesAllow(WORLDWIDE, 'JP')).toBe(true);
  });

  it('tells a list that leaves no country', () => {
    expect(coversAnyCountry({ allowed: [], excluded: [] })).toBe(false);
    expect(coversAnyCountry({ allowed: ['DE', 'AT'], excluded: ['DACH'] })).toBe(false);
    expect(coversAnyCountry({ allowed: null, excluded: ['EU'] })).toBe(true);
  });
});

describe('parseTerritoryList', () => {
  it('reads what staff type: any case, spaces, groups, the UK as GB, repeats once', () => {
    expect(parseTerritoryList(' us, Ca ,eu/eea, uk, nordics, US,, ')).toEqual({
      ok: true,
      territories: ['US', 'CA', 'EU/EEA', 'GB', 'Nordics'],
    });
    expect(parseTerritoryList('')).toEqual({ ok: true, territories: [] });
  });

  it('names the bad entry in a sentence', () => {
    expect(parseTerritoryList('US, Germany, CA')).toEqual({
      ok: false,
      error:
        "'Germany' is neither a country code (two letters, as 'DE' for Germany) nor a group (EU, EEA, EU/EEA, DACH, Nordics).",
    });
    const spaced = parseTerritoryList('EU EEA');
    expect(spaced.ok ? '' : spaced.error).toMatch(/^'EU EEA' is neither/);
  });

  it('reads back every list as the studio writes it, in any case', () => {
    const entries = [...COUNTRY_CODES, ...Object.keys(TERRITORY_GROUPS)];
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...entries), { maxLength: 12 }), fc.boolean(), (list, lower) => {
        const text = formatTerritoryList(list);
        expect(parseTerritoryList(lower ? text.toLowerCase() : text)).toEqual({ ok: true, territories: list });
      }),
      { numRuns: 1000 },
    );
  });
});

describe('territoryWords', () => {
  it('names lists as a sentence does', () => {
    expect(territoryWords(WORLDWIDE)).toBe('worldwide');
    expect(territoryWords({ allowed: null, excluded: ['DE'] })).toBe('worldwide except Germany');
    expect(territoryWords({ allowed: ['US', 'CA'], excluded: [] })).toBe('the US and Canada');
    expect(territoryWords({ allowed: ['EU/EEA'], excluded: [] })).toBe('the EU/EEA');
    expect(territoryWords({ allowed: ['GB', 'NL', 'FO', 'DACH'], excluded: ['CH'] })).toBe(
      'the UK, the Netherlands, the Faroe Islands and the DACH countries except Switzerland',
    );
    expect(territoryWords({ allowed: [], excluded: [] })).toBe('nowhere');
  });
});
