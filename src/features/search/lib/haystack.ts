/**
 * One section's short keys (catalogue keys) joined into a single text, so that finding the rows
 * that contain a needle is a run of `indexOf` calls that jump from hit to hit rather than a call
 * per row. Long texts (titles, names) have a trigram index instead (trigram-index.ts).
 */

/** Between rows (and between a row's keys): a character no query holds. */
const SEPARATOR = '\u0000';

/** A section's joined keys and where each row starts. */
export interface Haystack {
  text: string;
  /** Start offset of each row's segment in `text`, ascending. */
  starts: Int32Array;
}

/** Joins one segment per row. */
export function createHaystack(segments: readonly string[]): Haystack {
  const starts = new Int32Array(segments.length);
  let offset = 0;
  segments.forEach((segment, row) => {
    starts[row] = offset;
    offset += segment.length + SEPARATOR.length;
  });
  return { text: segments.join(SEPARATOR), starts };
}

/** The row whose segment holds `offset`: the last start at or before it, from `low` on. */
function rowAt(starts: Int32Array, offset: number, low: number): number {
  let lo = low;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((starts[mid] as number) <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Calls `visit` once for each row whose segment contains the needle, in row order. */
export function forEachRowContaining(haystack: Haystack, needle: string, visit: (row: number) => void): void {
  if (needle === '' || needle.includes(SEPARATOR)) return;
  const { text, starts } = haystack;
  let from = 0;
  let row = 0;
  for (;;) {
    const at = text.indexOf(needle, from);
    if (at < 0) return;
    row = rowAt(starts, at, row);
    visit(row);
    row += 1;
    if (row >= starts.length) return;
    from = starts[row] as number;
  }
}
