import { TERRITORY_GROUPS } from './territory-groups.ts';
import type { Territories } from './territories.ts';

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** Names that read better short in a sentence ('the US and Canada'). */
const SHORT_NAMES: Readonly<Record<string, string>> = {
  US: 'the US',
  GB: 'the UK',
  AE: 'the UAE',
  XK: 'Kosovo',
};

/** Countries whose English name takes 'the' ('the Netherlands'); names ending 'Islands' take it too. */
const WITH_THE = new Set(['BS', 'CF', 'DO', 'GM', 'KM', 'MV', 'NL', 'PH', 'SC', 'VA']);

/** A country's name in a sentence: 'Germany', 'the US', 'the Netherlands', 'the Faroe Islands'. */
export function countryWords(code: string): string {
  const short = SHORT_NAMES[code];
  if (short !== undefined) return short;
  const name = REGION_NAMES.of(code) ?? code;
  return WITH_THE.has(code) || name.endsWith('Islands') ? `the ${name}` : name;
}

/** 'A', 'A and B', 'A, B and C'. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function entryWords(entry: string): string {
  return TERRITORY_GROUPS[entry]?.words ?? countryWords(entry);
}

/**
 * Territories in words for the studio: 'worldwide', 'worldwide except Germany', 'the US and Canada',
 * 'the EU/EEA except Germany', 'nowhere'.
 */
export function territoryWords({ allowed, excluded }: Territories): string {
  const where = allowed === null ? 'worldwide' : allowed.length === 0 ? 'nowhere' : listWords(allowed.map(entryWords));
  return excluded.length === 0 ? where : `${where} except ${listWords(excluded.map(entryWords))}`;
}
