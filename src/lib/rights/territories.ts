import { COUNTRY_CODES, isCountryCode } from './country-codes.ts';
import { TERRITORY_GROUPS } from './territory-groups.ts';

/**
 * Where a performance may be streamed. Each entry is a country code (ISO 3166-1 alpha-2, upper
 * case) or a group's name from `TERRITORY_GROUPS` ('EU/EEA').
 */
export interface Territories {
  /** The territories allowed; null for worldwide, empty for nowhere. */
  readonly allowed: readonly string[] | null;
  /** Territories taken out of what `allowed` covers ('worldwide except Germany'). */
  readonly excluded: readonly string[];
}

/** Worldwide, nothing excluded. */
export const WORLDWIDE: Territories = { allowed: null, excluded: [] };

/** Typed codes that are not ISO's but that everyone writes: the UK is GB in ISO 3166-1. */
const ALIASES: Readonly<Record<string, string>> = { UK: 'GB' };

const GROUP_BY_UPPER = new Map(Object.keys(TERRITORY_GROUPS).map((name) => [name.toUpperCase(), name]));

/** The countries an entry covers: the group's, or the country alone. */
function countriesOf(entry: string): readonly string[] {
  return TERRITORY_GROUPS[entry]?.countries ?? [entry];
}

/** True when one of the entries is `country` or a group that holds it. */
export function listCovers(entries: readonly string[], country: string): boolean {
  return entries.some((entry) => countriesOf(entry).includes(country));
}

/** True when the territories let a visitor in `country` (an upper-case code) stream. */
export function territoriesAllow(territories: Territories, country: string): boolean {
  const inAllowed = territories.allowed === null || listCovers(territories.allowed, country);
  return inAllowed && !listCovers(territories.excluded, country);
}

/** True when at least one country is left once the exclusions are taken out. */
export function coversAnyCountry(territories: Territories): boolean {
  return COUNTRY_CODES.some((country) => territoriesAllow(territories, country));
}

/** True for worldwide with nothing excluded: the one case where the visitor's country never matters. */
export function isWorldwide(territories: Territories): boolean {
  return territories.allowed === null && territories.excluded.length === 0;
}

/** The entry as records keep it, or null when it is neither a country code nor a group. */
function canonicalEntry(typed: string): string | null {
  const upper = typed.toUpperCase();
  const code = ALIASES[upper] ?? upper;
  if (isCountryCode(code)) return code;
  return GROUP_BY_UPPER.get(upper) ?? null;
}

/** A typed territory list read: its entries, or the sentence telling staff what is wrong. */
export type TerritoryListParse =
  { readonly ok: true; readonly territories: readonly string[] } | { readonly ok: false; readonly error: string };

const GROUP_NAMES = Object.keys(TERRITORY_GROUPS).join(', ');

/**
 * Reads a list as staff type it: entries separated by commas, in any case, spaces allowed
 * ('us, ca , eu/eea'). Each becomes its code or group name ('UK' becomes 'GB'); repeats are dropped
 * and the order is kept. An empty text is an empty list: whether that means worldwide or nowhere is
 * the form's to say, not the list's.
 */
export function parseTerritoryList(text: string): TerritoryListParse {
  const territories: string[] = [];
  for (const typed of text.split(',').map((entry) => entry.trim())) {
    if (typed === '') continue;
    const entry = canonicalEntry(typed);
    if (entry === null) {
      const error = `'${typed}' is neither a country code (two letters, as 'DE' for Germany) nor a group (${GROUP_NAMES}).`;
      return { ok: false, error };
    }
    if (!territories.includes(entry)) territories.push(entry);
  }
  return { ok: true, territories };
}

/** A list as the studio's field shows it, the form `parseTerritoryList` reads back: 'US, CA, EU/EEA'. */
export function formatTerritoryList(territories: readonly string[]): string {
  return territories.join(', ');
}
