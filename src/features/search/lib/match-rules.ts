import {
  findCatalogueNumbers,
  findCataloguePrefix,
  inCatalogue,
  matchCatalogueKey,
  type CatalogueMatch,
} from './catalogue-numbers.ts';
import { foldedKey, foldedWords, specKey } from './normalize.ts';
import type { SearchRow } from './search-index.ts';

/**
 * The matching rules and the band each match ranks in (rules §5 says what matches; the order is
 * ours):
 *
 * 0. Title — the title or name equals the query, starts with it or has a word starting with it:
 *    by the spec's rule (`spec`: the normalised query in lower case) or folded (`folded`:
 *    diacritics, punctuation and '#'/'No.' spellings no longer matter); the query's catalogue
 *    numbers equal the work's or hold it ('Op. 27' → 'Op. 27 No. 2') and its other words start
 *    words of the work (`catalogue`); every word of the query starts a word of the title (`words`).
 * 1. Composer — the works a query names by their composer or catalogue, in catalogue order
 *    (composer, then catalogue number): every query word starts a word of the work, the composer
 *    and arranger credit included, at least one of them in the credit (`composer`: 'beethoven',
 *    'dvorak new world'); a bare catalogue prefix ('BWV', 'Beethoven Op.') or a number being typed
 *    ('BWV 104' → BWV 1046–1049) (`catalogue`).
 * 2. Substring — the spec's or the folded rule inside a word ('bach' in 'Offenbach').
 * 3. Fuzzy — the typo-tolerant fallback (fuzzy-fallback.ts), only when nothing else matched.
 *
 * A row ranks in the best band any rule gives it. Within bands 0 and 2 the tier orders (exact,
 * prefix, word start, substring), then the spec's rule before the others, the shorter title and
 * the list order; band 1 keeps the list order (top-results.ts).
 */
export type MatchRule = 'spec' | 'folded' | 'catalogue' | 'words' | 'composer' | 'fuzzy';

/** Exact before prefix before word-prefix before substring before fuzzy. */
export const TIER = { exact: 0, prefix: 1, wordPrefix: 2, substring: 3, fuzzy: 4 } as const;
/** A tier: 0 exact … 4 fuzzy. */
export type Tier = (typeof TIER)[keyof typeof TIER];

/** The bands, best first (see above). */
export const BAND = { title: 0, composer: 1, substring: 2, fuzzy: 3 } as const;
/** A band: 0 title … 3 fuzzy. */
export type Band = (typeof BAND)[keyof typeof BAND];

/** How a row matched: its band, its tier in that band, and the rule. */
export interface RowMatch {
  band: Band;
  tier: Tier;
  /** A score within the tier, lower is better (the fuzzy distance; 0 for the spec's rule, else 1). */
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
  /** A bare catalogue prefix ending the query ('BWV' → 'bwv'), or null. */
  cataloguePrefix: string | null;
  /** The folded words before that prefix, each after a space. */
  spacedPrefixRestWords: readonly string[];
}

const spaced = (words: readonly string[]) => words.map((word) => ` ${word}`);

/** Prepares a (trimmed) query for matching. */
export function prepareQuery(query: string): PreparedQuery {
  const { numbers, rest } = findCatalogueNumbers(query);
  const words = foldedWords(query);
  const bare = numbers.length === 0 ? findCataloguePrefix(query) : null;
  return {
    spec: needle(specKey(query)),
    folded: needle(foldedKey(query)),
    words,
    spacedWords: spaced(words),
    catalogue: numbers.map((number) => number.key),
    spacedRestWords: spaced(foldedWords(rest)),
    cataloguePrefix: bare?.prefix ?? null,
    spacedPrefixRestWords: spaced(foldedWords(bare?.rest ?? '')),
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

/** True when every word (given after a space) starts a word of `words` (a row's words). */
export function hasAllWords(words: string, spacedWords: readonly string[]): boolean {
  for (const word of spacedWords) {
    if (!words.includes(word)) return false;
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
  if (!hasAllWords(row.words, query.spacedRestWords)) return null;
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

/** The band-1 catalogue match: a bare prefix the work's catalogue has, with the words before it. */
function prefixMatches(row: SearchRow, query: PreparedQuery): boolean {
  const prefix = query.cataloguePrefix;
  if (prefix === null || !row.catalogue.some((key) => inCatalogue(key, prefix))) return false;
  return hasAllWords(row.words, query.spacedPrefixRestWords);
}

const match = (band: Band, tier: Tier, rule: MatchRule): RowMatch => ({
  band,
  tier,
  score: rule === 'spec' ? 0 : 1,
  rule,
});

/** How a row matches a query by the exact rules (every rule but the fuzzy one), in its best band, or null. */
export function matchRow(row: SearchRow, query: PreparedQuery): RowMatch | null {
  const spec = bestTier(row.specKeys, query.spec);
  if (spec !== null && spec <= TIER.wordPrefix) return match(BAND.title, spec, 'spec');
  const folded = query.folded.text === '' ? null : bestTier(row.foldedKeys, query.folded);
  const catalogue = catalogueTier(row, query);
  const best = Math.min(folded ?? TIER.fuzzy, catalogue ?? TIER.fuzzy) as Tier;
  if (best <= TIER.wordPrefix) return match(BAND.title, best, catalogue === best ? 'catalogue' : 'folded');
  if (query.spacedWords.length > 0 && hasAllWords(row.titleWords, query.spacedWords)) {
    return match(BAND.title, TIER.wordPrefix, 'words');
  }
  if (catalogue !== null || prefixMatches(row, query)) return match(BAND.composer, TIER.prefix, 'catalogue');
  if (query.spacedWords.length > 0 && row.words !== row.titleWords && hasAllWords(row.words, query.spacedWords)) {
    return match(BAND.composer, TIER.wordPrefix, 'composer');
  }
  if (spec !== null) return match(BAND.substring, spec, 'spec');
  return folded === null ? null : match(BAND.substring, folded, 'folded');
}
