import { findCatalogueNumbers, matchCatalogueKey, type CatalogueMatch } from './catalogue-numbers.ts';
import { foldedKey, foldedWords, specKey } from './normalize.ts';
import type { SearchRow } from './search-index.ts';

/**
 * The matching rules, in the order their results are shown:
 *
 * 0. `spec` — the spec's rule, exactly: the normalised query, in lower case, is a substring of
 *    the lower-cased title (compositions, programs) or of the first or last name (people).
 * 1. `folded` — the folded query is a substring of the folded title or name (diacritics,
 *    punctuation and '#'/'No.' spellings no longer matter); `catalogue` — the query's catalogue
 *    numbers match the work's, and its other words start words of the work or its credit.
 * 2. `words` — every word of the folded query starts a word of the row, the composer and
 *    arranger credit included ('dvorak new world', 'ludwig beethoven').
 * 3. `fuzzy` — the typo-tolerant fallback (fuzzy-fallback.ts).
 *
 * A row matched by an earlier group is never outranked by one matched only by a later group, so
 * the spec's results always come first. Within a group, the tier orders: the key equals the
 * query, starts with it, has a word starting with it, or merely contains it.
 */
export type MatchRule = 'spec' | 'folded' | 'catalogue' | 'words' | 'fuzzy';

/** Exact before prefix before word-prefix before substring before fuzzy. */
export const TIER = { exact: 0, prefix: 1, wordPrefix: 2, substring: 3, fuzzy: 4 } as const;
/** A tier: 0 exact … 4 fuzzy. */
export type Tier = (typeof TIER)[keyof typeof TIER];

/** How a row matched: its group, its tier in that group, and the rule. */
export interface RowMatch {
  group: 0 | 1 | 2 | 3;
  tier: Tier;
  /** A score within the tier, lower is better (the fuzzy distance; 0 otherwise). */
  score: number;
  rule: MatchRule;
}

/** A text to look for, and the same after a space (a word start), made once per query. */
export interface Needle {
  text: string;
  spaced: string;
}

const needle = (text: string): Needle => ({ text, spaced: ` ${text}` });

/** A query, prepared once for every row. */
export interface PreparedQuery {
  /** The spec's key of the query: normalised, lower case. */
  spec: Needle;
  /** The folded query. */
  folded: Needle;
  /** Its folded words. */
  words: readonly string[];
  /** Its folded words, each after a space. */
  spacedWords: readonly string[];
  /** Catalogue keys found in it. */
  catalogue: readonly string[];
  /** The folded words that are not part of a catalogue number, each after a space. */
  spacedRestWords: readonly string[];
}

const spaced = (words: readonly string[]) => words.map((word) => ` ${word}`);

/** Prepares a (trimmed) query for matching. */
export function prepareQuery(query: string): PreparedQuery {
  const { numbers, rest } = findCatalogueNumbers(query);
  const words = foldedWords(query);
  return {
    spec: needle(specKey(query)),
    folded: needle(foldedKey(query)),
    words,
    spacedWords: spaced(words),
    catalogue: numbers.map((number) => number.key),
    spacedRestWords: spaced(foldedWords(rest)),
  };
}

/** True for a letter or digit: a character inside a word. */
function isWordCharacter(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 128) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
  return /[\p{L}\p{N}]/u.test(text.charAt(at));
}

/** The tier of `key` against a needle, or null when it does not contain it. */
function tierOf(key: string, { text, spaced: spacedText }: Needle): Tier | null {
  const at = key.indexOf(text);
  if (at < 0) return null;
  if (at === 0) return key.length === text.length ? TIER.exact : TIER.prefix;
  if (!isWordCharacter(key, at - 1)) return TIER.wordPrefix;
  return key.includes(spacedText) ? TIER.wordPrefix : TIER.substring;
}

function bestTier(keys: readonly string[], sought: Needle): Tier | null {
  let best: Tier | null = null;
  for (const key of keys) {
    const tier = tierOf(key, sought);
    if (tier !== null && (best === null || tier < best)) best = tier;
  }
  return best;
}

/** True when every word (given after a space) starts a word of the row. */
export function hasAllWords(row: SearchRow, spacedWords: readonly string[]): boolean {
  for (const word of spacedWords) {
    if (!row.words.includes(word)) return false;
  }
  return true;
}

const CATALOGUE_TIERS: Readonly<Record<CatalogueMatch, Tier>> = {
  exact: TIER.exact,
  within: TIER.prefix,
  partial: TIER.substring,
};

function catalogueTier(row: SearchRow, query: PreparedQuery): Tier | null {
  if (query.catalogue.length === 0 || row.catalogue.length === 0) return null;
  if (!hasAllWords(row, query.spacedRestWords)) return null;
  let worst: Tier = TIER.exact;
  for (const queryKey of query.catalogue) {
    let best: Tier | null = null;
    for (const workKey of row.catalogue) {
      const match = matchCatalogueKey(queryKey, workKey);
      if (match !== null && (best === null || CATALOGUE_TIERS[match] < best)) best = CATALOGUE_TIERS[match];
    }
    if (best === null) return null;
    if (best > worst) worst = best;
  }
  return worst;
}

function foldedMatch(row: SearchRow, query: PreparedQuery): RowMatch | null {
  const folded = query.folded.text === '' ? null : bestTier(row.foldedKeys, query.folded);
  const catalogue = catalogueTier(row, query);
  if (folded === null && catalogue === null) return null;
  if (catalogue !== null && (folded === null || catalogue < folded)) {
    return { group: 1, tier: catalogue, score: 0, rule: 'catalogue' };
  }
  return { group: 1, tier: folded ?? TIER.substring, score: 0, rule: 'folded' };
}

/** How a row matches a query by the exact rules (every rule but the fuzzy one), or null. */
export function matchRow(row: SearchRow, query: PreparedQuery): RowMatch | null {
  const spec = bestTier(row.specKeys, query.spec);
  if (spec !== null) return { group: 0, tier: spec, score: 0, rule: 'spec' };
  const folded = foldedMatch(row, query);
  if (folded !== null) return folded;
  if (query.spacedWords.length > 0 && hasAllWords(row, query.spacedWords)) {
    return { group: 2, tier: TIER.wordPrefix, score: 0, rule: 'words' };
  }
  return null;
}
