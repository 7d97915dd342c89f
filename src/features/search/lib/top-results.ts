import { BAND, type RowMatch } from './match-rules.ts';
import type { SearchRow } from './search-index.ts';

/** A row with how it matched. */
export interface RankedRow {
  row: SearchRow;
  match: RowMatch;
}

/**
 * The ranking order (match-rules.ts): the band; in the composer band, the section's list order
 * (composer, then catalogue number: a composer's works as a catalogue lists them); in the
 * others, the tier, then the score, then the shorter title (closer to what was typed), then
 * the list order.
 */
export function compareRanked(a: RankedRow, b: RankedRow): number {
  if (a.match.band !== b.match.band) return a.match.band - b.match.band;
  if (a.match.band === BAND.composer) return a.row.order - b.row.order;
  return (
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
  #offered = 0;

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** Offers a row; it is kept if it ranks among the best so far. */
  offer(candidate: RankedRow): void {
    this.#offered += 1;
    const rows = this.#rows;
    const last = rows[rows.length - 1];
    if (rows.length >= this.#limit && (last === undefined || compareRanked(candidate, last) >= 0)) return;
    let at = rows.length;
    while (at > 0 && compareRanked(candidate, rows[at - 1] as RankedRow) < 0) at -= 1;
    rows.splice(at, 0, candidate);
    if (rows.length > this.#limit) rows.pop();
  }

  /** How many rows were offered: every match, kept or not. */
  get offered(): number {
    return this.#offered;
  }

  /** The kept rows, best first. */
  sorted(): readonly RankedRow[] {
    return this.#rows;
  }
}
