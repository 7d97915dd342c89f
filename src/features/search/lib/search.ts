import { fuzzyMatches } from './fuzzy-fallback.ts';
import { forEachRowContaining } from './haystack.ts';
import { matchRow, prepareQuery, type MatchRule, type PreparedQuery } from './match-rules.ts';
import type { SearchIndex, SearchKind, SearchRow, SearchSection } from './search-index.ts';
import { isSearchable, MAX_REVEALED_PER_SECTION } from './search-limits.ts';
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

/** How many rows each section matched in all (its hits are the best of them, up to the limit). */
export interface SectionTotals {
  artists: number;
  compositions: number;
  programs: number;
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
  /** Every match per section, of which the hits are the first (limit per section). */
  totals: SectionTotals;
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
function bestOf(section: SearchSection, query: PreparedQuery, limit: number): TopResults {
  const top = new TopResults(limit);
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
  if (query.cataloguePrefix !== null) forEachRowContaining(section.catalogueText, ` ${query.cataloguePrefix}`, judge);
  return top;
}

function fuzzySections(index: SearchIndex, query: PreparedQuery, limit: number): Record<SearchKind, TopResults> {
  const tops: Record<SearchKind, TopResults> = {
    person: new TopResults(limit),
    composition: new TopResults(limit),
    program: new TopResults(limit),
  };
  for (const ranked of fuzzyMatches(index, query)) tops[ranked.row.kind].offer(ranked);
  return tops;
}

function resultsOf(
  query: string,
  fuzzy: boolean,
  { person, composition, program }: Record<SearchKind, TopResults>,
): SearchResults {
  return {
    query,
    ran: true,
    fuzzy,
    artists: person.sorted().map(hitOf),
    compositions: composition.sorted().map(hitOf),
    programs: program.sorted().map(hitOf),
    totals: { artists: person.offered, compositions: composition.offered, programs: program.offered },
  };
}

/**
 * Searches the index: Artists by first or last name, Compositions and (listed) Programs by
 * title, from three characters of trimmed input, the best `limit` of each section (the modal
 * asks for {@link MAX_REVEALED_PER_SECTION} and first shows ten, rules §9; the results page
 * asks for more). The rules and their order are those of match-rules.ts; only when none of them
 * finds anything in any section does the typo-tolerant fallback run.
 */
export function search(index: SearchIndex, input: string, limit: number = MAX_REVEALED_PER_SECTION): SearchResults {
  const query = input.trim();
  if (!isSearchable(query)) {
    const totals = { artists: 0, compositions: 0, programs: 0 };
    return { query, ran: false, fuzzy: false, artists: [], compositions: [], programs: [], totals };
  }
  const prepared = prepareQuery(query);
  const exact = {
    person: bestOf(index.people, prepared, limit),
    composition: bestOf(index.compositions, prepared, limit),
    program: bestOf(index.programs, prepared, limit),
  };
  if (exact.person.offered + exact.composition.offered + exact.program.offered > 0) {
    return resultsOf(query, false, exact);
  }
  const fuzzy = fuzzySections(index, prepared, limit);
  return resultsOf(query, fuzzy.person.offered + fuzzy.composition.offered + fuzzy.program.offered > 0, fuzzy);
}
