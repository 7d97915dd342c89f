import type { RowMatch } from './match-rules.ts';
import type { SearchRow } from './search-index.ts';

/** A row with how it matched. */
export interface RankedRow {
  row: SearchRow;
  match: RowMatch;
}

/**
 * The ranking order: rule group, then tier, then score, then the shorter title (closer to what
 * was typed), then the section's list order.
 */
export function compareRanked(a: RankedRow, b: RankedRow): number {
  return (
    a.match.group - b.match.group ||
    a.match.tier - b.match.tier ||
    a.match.score - b.match.score ||
    a.row.title.length - b.row.title.length ||
    a.row.order - b.row.order
  );
}

/**
 * Keeps the best `limit` rows offered to it, sorted; a query can match thousands of rows, and
 * sorting them all on every keystroke would cost more than the matching.
 */
export class TopResults {
  readonly #limit: number;
  readonly #rows: RankedRow[] = [];

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** Offers a row; it is kept if it ranks among the best so far. */
  offer(candidate: RankedRow): void {
    const rows = this.#rows;
    const last = rows[rows.length - 1];
    if (rows.length >= this.#limit && (last === undefined || compareRanked(candidate, last) >= 0)) return;
    let at = rows.length;
    while (at > 0 && compareRanked(candidate, rows[at - 1] as RankedRow) < 0) at -= 1;
    rows.splice(at, 0, candidate);
    if (rows.length > this.#limit) rows.pop();
  }

  /** The kept rows, best first. */
  sorted(): readonly RankedRow[] {
    return this.#rows;
  }
}
