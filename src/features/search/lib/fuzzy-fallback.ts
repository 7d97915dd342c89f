import Fuse from 'fuse.js/basic';
import { BAND, TIER, type PreparedQuery } from './match-rules.ts';
import type { SearchIndex, SearchRow } from './search-index.ts';
import type { RankedRow } from './top-results.ts';

/**
 * The typo-tolerant fallback ('Beethovn' → Beethoven, 'Tchaikovksy' → Tchaikovsky), run only
 * when the exact rules find nothing at all.
 *
 * fuse.js compares each query word with the index's distinct words, never with whole rows, and
 * only with a bounded candidate set: words with the same first letter, a length within two, and
 * enough of the query word's letter pairs (a word within k typos of an m-letter query keeps at
 * least m − 1 − 2k of its pairs, so no word fuse.js would accept is left out). A typo in the
 * first letter is therefore not forgiven. A row matches when every query word starts one of its
 * words or is a near-spelling of one; rows rank by the summed fuse.js distances, and rows that
 * match only through a composition's credit (not its title) after the others.
 */

/** The largest fuse.js distance (errors per query letter) still taken for a typo. */
const MAX_DISTANCE = 0.35;
/** Near-spellings kept per query word. */
const SPELLINGS_PER_WORD = 8;
/** The added score of a row whose title or name does not hold the matched word. */
const CREDIT_ONLY_PENALTY = 1;

interface Vocabulary {
  rows: readonly SearchRow[];
  /** Each row's words, its title's or name's first. */
  rowWords: ReadonlyArray<readonly string[]>;
  /** How many of a row's words are its title's or name's. */
  titleWordCounts: readonly number[];
  /** Every distinct word, with the rows (indexes into `rows`) holding it. */
  postings: ReadonlyMap<string, readonly number[]>;
  /** The distinct words, sorted, for prefix look-ups. */
  sorted: readonly string[];
  /** Words of three letters or more by first letter and length, e.g. 'b8'. */
  buckets: ReadonlyMap<string, readonly string[]>;
}

const vocabularies = new WeakMap<SearchIndex, Vocabulary>();

const splitWords = (text: string) => (text.trim() === '' ? [] : text.trim().split(' '));

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [value]);
  else list.push(value);
}

function buildVocabulary(index: SearchIndex): Vocabulary {
  const rows = [...index.people.rows, ...index.compositions.rows, ...index.programs.rows];
  const rowWords = rows.map((row) => splitWords(row.words));
  // A row's words begin with those of its last folded key: the title, or the full name.
  const titleWordCounts = rows.map((row) => splitWords(row.foldedKeys[row.foldedKeys.length - 1] ?? '').length);
  const postings = new Map<string, number[]>();
  rowWords.forEach((words, ref) => {
    for (const word of new Set(words)) addTo(postings, word, ref);
  });
  const buckets = new Map<string, string[]>();
  for (const word of postings.keys()) {
    if (word.length >= 3) addTo(buckets, `${word.charAt(0)}${word.length}`, word);
  }
  const sorted = [...postings.keys()].sort();
  return { rows, rowWords, titleWordCounts, postings, sorted, buckets };
}

function vocabularyOf(index: SearchIndex): Vocabulary {
  let vocabulary = vocabularies.get(index);
  if (vocabulary === undefined) {
    vocabulary = buildVocabulary(index);
    vocabularies.set(index, vocabulary);
  }
  return vocabulary;
}

/**
 * Builds the fallback's word list ahead of need (a noticeable moment on a large catalogue:
 * docs/performance.md): call it when the browser is idle after the index loads, so the first
 * typo costs no more than the next.
 */
export function prepareFuzzyFallback(index: SearchIndex): void {
  vocabularyOf(index);
}

/** Words starting with `prefix`, from the sorted list. */
function wordsStartingWith(sorted: readonly string[], prefix: string): string[] {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let at = low; at < sorted.length && (sorted[at] as string).startsWith(prefix); at += 1) {
    found.push(sorted[at] as string);
  }
  return found;
}

/** The words fuse.js may accept for a query word: see the module comment. */
function candidatesFor(vocabulary: Vocabulary, word: string): string[] {
  const spread = word.length <= 4 ? 1 : 2;
  const pairs = Array.from({ length: word.length - 1 }, (_, at) => word.slice(at, at + 2));
  const needed = pairs.length - 2 * Math.floor(MAX_DISTANCE * word.length);
  const candidates: string[] = [];
  for (let length = word.length - spread; length <= word.length + spread; length += 1) {
    for (const known of vocabulary.buckets.get(`${word.charAt(0)}${length}`) ?? []) {
      let shared = 0;
      for (const pair of pairs) if (known.includes(pair)) shared += 1;
      if (shared >= needed) candidates.push(known);
    }
  }
  return candidates;
}

/** The vocabulary's words a query word may stand for, with their distance (0 for a prefix). */
function spellingsOf(vocabulary: Vocabulary, word: string): Map<string, number> {
  const spellings = new Map<string, number>();
  for (const known of wordsStartingWith(vocabulary.sorted, word)) spellings.set(known, 0);
  if (word.length < 3) return spellings;
  const searcher = new Fuse(candidatesFor(vocabulary, word), {
    includeScore: true,
    isCaseSensitive: true,
    ignoreLocation: true,
    ignoreFieldNorm: true,
    threshold: MAX_DISTANCE,
  });
  for (const { item, score } of searcher.search(word, { limit: SPELLINGS_PER_WORD })) {
    if (!spellings.has(item)) spellings.set(item, score ?? MAX_DISTANCE);
  }
  return spellings;
}

/** A row's best score for one query word's spellings, or null when it holds none of them. */
function scoreRow(vocabulary: Vocabulary, ref: number, spellings: ReadonlyMap<string, number>): number | null {
  const words = vocabulary.rowWords[ref] ?? [];
  const titleWords = vocabulary.titleWordCounts[ref] ?? 0;
  let best: number | null = null;
  for (let at = 0; at < words.length; at += 1) {
    const distance = spellings.get(words[at] as string);
    if (distance === undefined) continue;
    const score = distance + (at < titleWords ? 0 : CREDIT_ONLY_PENALTY);
    if (best === null || score < best) best = score;
  }
  return best;
}

/** A row's summed score over every query word's spellings, or null when one is missing. */
function scoreAll(vocabulary: Vocabulary, ref: number, spellingsPerWord: ReadonlyArray<ReadonlyMap<string, number>>) {
  let total = 0;
  for (const spellings of spellingsPerWord) {
    const score = scoreRow(vocabulary, ref, spellings);
    if (score === null) return null;
    total += score;
  }
  return total;
}

function postingCount(vocabulary: Vocabulary, spellings: ReadonlyMap<string, number>): number {
  let count = 0;
  for (const spelling of spellings.keys()) count += vocabulary.postings.get(spelling)?.length ?? 0;
  return count;
}

/**
 * The rows the fallback finds for a query, unsorted. Every query word must be matched; a query
 * whose words are all shorter than three letters finds nothing.
 */
export function fuzzyMatches(index: SearchIndex, query: PreparedQuery): RankedRow[] {
  if (!query.words.some((word) => word.length >= 3)) return [];
  const vocabulary = vocabularyOf(index);
  // The rarest word chooses the candidate rows; every word is then checked row by row, which
  // stays cheap even when a short word such as 'no' is in thousands of rows.
  const spellingsPerWord = query.words
    .map((word) => spellingsOf(vocabulary, word))
    .sort((a, b) => postingCount(vocabulary, a) - postingCount(vocabulary, b));
  const candidates = new Set<number>();
  for (const spelling of spellingsPerWord[0]?.keys() ?? []) {
    for (const ref of vocabulary.postings.get(spelling) ?? []) candidates.add(ref);
  }
  const matched: RankedRow[] = [];
  for (const ref of candidates) {
    const score = scoreAll(vocabulary, ref, spellingsPerWord);
    if (score === null) continue;
    matched.push({
      row: vocabulary.rows[ref] as SearchRow,
      match: { band: BAND.fuzzy, tier: TIER.fuzzy, score, rule: 'fuzzy' },
    });
  }
  return matched;
}
