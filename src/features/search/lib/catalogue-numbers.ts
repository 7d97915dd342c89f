import { foldDiacritics } from './normalize.ts';

/**
 * Catalogue numbers (opus and the composers' work catalogues) in any usual spelling, reduced to
 * one canonical key so that 'BWV 1048' and 'bwv1048', 'K. 550' and 'KV 550', 'Op. 27 No. 2' and
 * 'op27#2' meet.
 *
 * Key format: the catalogue's canonical prefix, the number without leading zeros and with its
 * letter suffix ('op64a'), then '.' and a sub-number where the catalogue has one: opus numbers
 * ('Op. 27 No. 2' → 'op27.2') and Hoboken's group and number, the group in lower-case Roman
 * numerals ('Hob. XVI:52' → 'hobxvi.52'). Prefixes: bwv, hwv, k (K., KV), op (Op., Opus),
 * d (Deutsch), hob, rv, sz, bb, woo.
 */

/** A catalogue number found in a text. */
export interface CatalogueNumber {
  /** Canonical key, e.g. 'op27.2'. */
  key: string;
  /** The text it was read from, folded to lower case. */
  text: string;
}

/** How a query's catalogue key relates to a work's. */
export type CatalogueMatch = 'exact' | 'within' | 'partial';

const START = String.raw`(?<![\p{L}\p{N}])`;
const END = String.raw`(?![\p{L}\p{N}])`;
const NUMBER = String.raw`(\d+)([a-z](?![a-z]))?`;
const SUB_NUMBER = String.raw`(?:\s*,?\s*(?:no|nr|number|n)\.?\s*|\s*[#/]\s*)(\d+)([a-z](?![a-z]))?`;

const OPUS = new RegExp(`${START}op(?:us)?\\.?\\s*${NUMBER}(?:${SUB_NUMBER})?${END}`, 'gu');
const SIMPLE = new RegExp(`${START}(bwv|hwv|kv|k|rv|sz|bb|woo|d)\\.?\\s*${NUMBER}${END}`, 'gu');
const HOBOKEN = new RegExp(
  `${START}hob\\.?\\s*(?:([ivxl]+)([a-z]?)(?:\\s*[:/.]?\\s*${NUMBER})?|(\\d{1,2})\\s*[:/.\\s]\\s*${NUMBER})${END}`,
  'gu',
);

const SIMPLE_PREFIXES: Readonly<Record<string, string>> = { kv: 'k' };

/** The number part of a key: no leading zeros, letter suffix kept. */
function numberPart(digits: string, suffix: string | undefined): string {
  return digits.replace(/^0+(?=\d)/, '') + (suffix ?? '');
}

const ROMAN: ReadonlyArray<[number, string]> = [
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

/** 1–49 in lower-case Roman numerals. */
function toRoman(value: number): string {
  let rest = value;
  let roman = '';
  for (const [amount, letters] of ROMAN) {
    while (rest >= amount) {
      roman += letters;
      rest -= amount;
    }
  }
  return roman;
}

/** The value of a lower-case Roman numeral, or null when it is not written the usual way. */
function fromRoman(roman: string): number | null {
  for (let value = 1; value < 50; value += 1) {
    if (toRoman(value) === roman) return value;
  }
  return null;
}

function opusKey(match: RegExpMatchArray): string {
  const [, digits = '', suffix, subDigits, subSuffix] = match;
  const main = `op${numberPart(digits, suffix)}`;
  return subDigits === undefined ? main : `${main}.${numberPart(subDigits, subSuffix)}`;
}

function simpleKey(match: RegExpMatchArray): string {
  const [, prefix = '', digits = '', suffix] = match;
  return `${SIMPLE_PREFIXES[prefix] ?? prefix}${numberPart(digits, suffix)}`;
}

function hobokenKey(match: RegExpMatchArray): string | null {
  const [, roman, romanSuffix, romanDigits, romanNumberSuffix, arabic, arabicDigits, arabicSuffix] = match;
  if (roman !== undefined) {
    if (fromRoman(roman) === null) return null;
    const group = `hob${roman}${romanSuffix ?? ''}`;
    return romanDigits === undefined ? group : `${group}.${numberPart(romanDigits, romanNumberSuffix)}`;
  }
  const group = Number(arabic);
  if (!(group >= 1 && group <= 49) || arabicDigits === undefined) return null;
  return `hob${toRoman(group)}.${numberPart(arabicDigits, arabicSuffix)}`;
}

interface Found extends CatalogueNumber {
  index: number;
}

function collect(folded: string, pattern: RegExp, keyOf: (match: RegExpMatchArray) => string | null): Found[] {
  const found: Found[] = [];
  for (const match of folded.matchAll(pattern)) {
    const key = keyOf(match);
    if (key !== null) found.push({ key, text: match[0], index: match.index });
  }
  return found;
}

/**
 * Every catalogue number in a text (a query, a title, an opus field), in order, and the text
 * that remains once they are taken out (folded to lower case, for matching the other words).
 */
export function findCatalogueNumbers(text: string): { numbers: CatalogueNumber[]; rest: string } {
  const folded = foldDiacritics(text);
  const found = [
    ...collect(folded, OPUS, opusKey),
    ...collect(folded, SIMPLE, simpleKey),
    ...collect(folded, HOBOKEN, hobokenKey),
  ].sort((a, b) => a.index - b.index);
  let rest = '';
  let from = 0;
  for (const number of found) {
    rest += `${folded.slice(from, number.index)} `;
    from = number.index + number.text.length;
  }
  rest += folded.slice(from);
  return { numbers: found.map(({ key, text: numberText }) => ({ key, text: numberText })), rest };
}

/** The canonical key of a text that is one catalogue number ('Op. 27, No. 2'), else null. */
export function parseCatalogueNumber(text: string): string | null {
  const { numbers, rest } = findCatalogueNumbers(text);
  const [only] = numbers;
  return numbers.length === 1 && only !== undefined && rest.trim() === '' ? only.key : null;
}

/** The distinct catalogue keys found in any of the given fields (e.g. a title and an opus). */
export function catalogueKeys(...fields: string[]): string[] {
  const keys = new Set<string>();
  for (const field of fields) {
    for (const { key } of findCatalogueNumbers(field).numbers) keys.add(key);
  }
  return [...keys];
}

/**
 * How a key typed in a query relates to a work's key: 'exact' when equal; 'within' when the work
 * is a part of what was typed ('op27' → 'op27.2', 'hobxvi' → 'hobxvi.52'); 'partial' when the
 * typed number is the start of the work's (as one types: 'bwv10' → 'bwv1048', 'op64' → 'op64a');
 * else null.
 */
export function matchCatalogueKey(queryKey: string, workKey: string): CatalogueMatch | null {
  if (queryKey === workKey) return 'exact';
  if (!workKey.startsWith(queryKey)) return null;
  const next = workKey.charAt(queryKey.length);
  if (next === '.') return 'within';
  return /[\da-z]/.test(next) && /\d$/.test(queryKey) ? 'partial' : null;
}

/** A catalogue's prefix typed alone ('BWV', 'Op.', 'KV.'), by each spelling, as its key prefix. */
const BARE_PREFIXES: Readonly<Record<string, string>> = {
  bwv: 'bwv',
  hwv: 'hwv',
  k: 'k',
  kv: 'k',
  op: 'op',
  opus: 'op',
  d: 'd',
  hob: 'hob',
  rv: 'rv',
  sz: 'sz',
  bb: 'bb',
  woo: 'woo',
};

/**
 * The key prefix of a query's last word when it is a catalogue's prefix with no number after it
 * ('BWV' → 'bwv', 'Beethoven Op.' → 'op'), and the words before it; null otherwise. A one-letter
 * prefix ('K.', 'D.') counts only with its dot, so that 'Symphony in D' stays a key's name.
 */
export function findCataloguePrefix(query: string): { prefix: string; rest: string } | null {
  const folded = foldDiacritics(query).trim();
  const match = /(?:^|\s)([a-z]+)(\.?)$/u.exec(folded);
  if (match === null) return null;
  const [whole, word = '', dot] = match;
  const prefix = BARE_PREFIXES[word];
  if (prefix === undefined || (word.length === 1 && dot === '')) return null;
  return { prefix, rest: folded.slice(0, folded.length - whole.length) };
}

/** True when a work's key belongs to the catalogue of a key prefix ('op' → 'op55', not 'opx'). */
export function inCatalogue(workKey: string, prefix: string): boolean {
  if (!workKey.startsWith(prefix)) return false;
  const next = workKey.charAt(prefix.length);
  return prefix === 'hob' ? /[ivxl]/.test(next) : /\d/.test(next);
}
