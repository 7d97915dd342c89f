import { fuzzyMatches } from './fuzzy-fallback.ts';
import { forEachRowContaining } from './haystack.ts';
import { matchRow, prepareQuery, type MatchRule, type PreparedQuery } from './match-rules.ts';
import type { SearchIndex, SearchKind, SearchRow, SearchSection } from './search-index.ts';
import { isSearchable, MAX_PER_SECTION } from './search-limits.ts';
import { TopResults, type RankedRow } from './top-results.ts';
import { candidateRows, intersectRows } from './trigram-index.ts';

/** One result row: what the modal renders and where it links. */
export interface SearchHit {
  kind: SearchKind;
  identifier: string;
  title: string;
  subtitle: string;
  /** Relative to the site's base path. */
  path: string;
  /** Which rule found it (see match-rules.ts). */
  rule: MatchRule;
}

/** The answer to a query: a section per kind, best first. */
export interface SearchResults {
  /** The trimmed query. */
  query: string;
  /** False when the query is under three characters: nothing was searched. */
  ran: boolean;
  /** True when the rows come from the typo-tolerant fallback. */
  fuzzy: boolean;
  artists: SearchHit[];
  compositions: SearchHit[];
  programs: SearchHit[];
}

function hitOf({ row, match }: RankedRow): SearchHit {
  const { kind, identifier, title, subtitle, path } = row;
  return { kind, identifier, title, subtitle, path, rule: match.rule };
}

/** Calls `judge` with each row of a candidate list, or with every row when there is none. */
function judgeEach(section: SearchSection, candidates: Int32Array | null, judge: (row: number) => void): void {
  if (candidates === null) {
    for (let row = 0; row < section.rows.length; row += 1) judge(row);
  } else {
    for (const row of candidates) judge(row);
  }
}

/** The rows that may hold every query word at a word start (null: any row may). */
function wordCandidates(section: SearchSection, query: PreparedQuery): Int32Array | null {
  let rows: Int32Array | null = null;
  for (const word of query.spacedWords) {
    const holding = candidateRows(section.wordTrigrams, word);
    if (holding !== null) rows = rows === null ? holding : intersectRows(rows, holding);
  }
  return rows;
}

/**
 * A section's best rows. Only candidate rows are judged: those that may hold the spec query in
 * their spec keys, the folded query in their words or, for several words, every word; and those
 * whose catalogue keys start with the query's first catalogue key. No rule can match any other row.
 */
function bestOf(section: SearchSection, query: PreparedQuery): SearchHit[] {
  const top = new TopResults(MAX_PER_SECTION);
  const judged = new Uint8Array(section.rows.length);
  const judge = (at: number) => {
    if (judged[at] === 1) return;
    judged[at] = 1;
    const row = section.rows[at] as SearchRow;
    const match = matchRow(row, query);
    if (match !== null) top.offer({ row, match });
  };
  judgeEach(section, candidateRows(section.specTrigrams, query.spec.text), judge);
  if (query.folded.text !== '') judgeEach(section, candidateRows(section.wordTrigrams, query.folded.text), judge);
  if (query.spacedWords.length > 1) judgeEach(section, wordCandidates(section, query), judge);
  const [firstKey] = query.catalogue;
  if (firstKey !== undefined) forEachRowContaining(section.catalogueText, ` ${firstKey}`, judge);
  return top.sorted().map(hitOf);
}

function fuzzySections(index: SearchIndex, query: PreparedQuery): Record<SearchKind, SearchHit[]> {
  const tops: Record<SearchKind, TopResults> = {
    person: new TopResults(MAX_PER_SECTION),
    composition: new TopResults(MAX_PER_SECTION),
    program: new TopResults(MAX_PER_SECTION),
  };
  for (const ranked of fuzzyMatches(index, query)) tops[ranked.row.kind].offer(ranked);
  return {
    person: tops.person.sorted().map(hitOf),
    composition: tops.composition.sorted().map(hitOf),
    program: tops.program.sorted().map(hitOf),
  };
}

/**
 * Searches the index: Artists by first or last name, Compositions and (listed) Programs by
 * title, at most ten each, from three characters of trimmed input. The rules and their order
 * are those of match-rules.ts; only when none of them finds anything in any section does the
 * typo-tolerant fallback run.
 */
export function search(index: SearchIndex, input: string): SearchResults {
  const query = input.trim();
  const empty = { query, fuzzy: false, artists: [], compositions: [], programs: [] };
  if (!isSearchable(query)) return { ...empty, ran: false };
  const prepared = prepareQuery(query);
  const artists = bestOf(index.people, prepared);
  const compositions = bestOf(index.compositions, prepared);
  const programs = bestOf(index.programs, prepared);
  if (artists.length + compositions.length + programs.length > 0) {
    return { query, ran: true, fuzzy: false, artists, compositions, programs };
  }
  const fuzzy = fuzzySections(index, prepared);
  const found = fuzzy.person.length + fuzzy.composition.length + fuzzy.program.length > 0;
  return {
    query,
    ran: true,
    fuzzy: found,
    artists: fuzzy.person,
    compositions: fuzzy.composition,
    programs: fuzzy.program,
  };
}
