/**
 * A trigram index over one section's keys: for each run of three characters, the rows whose keys
 * hold it. A needle of three or more characters can only be inside rows that hold all of its
 * trigrams, so the rows of its rarest trigrams are the only ones worth checking. Scanning every
 * row's text instead costs milliseconds per keystroke at 14,000 rows; this costs microseconds.
 *
 * The alphabet is folded to 38 symbols (a–z, 0–9, space, and one for every other character),
 * so the index is two typed arrays of fixed size. A trigram with the 'other' symbol stands for
 * many; candidates are therefore a superset, and every candidate is checked by the rules.
 */

const SYMBOLS = 38;
const OTHER = 0;
const SPACE = 37;
const SLOTS = SYMBOLS * SYMBOLS * SYMBOLS;
/** How many of a needle's rarest trigrams are intersected; more rarely narrows further. */
const INTERSECTED = 3;

/** The index: `rows.subarray(offsets[t], offsets[t + 1])` are the rows holding trigram t, ascending. */
export interface TrigramIndex {
  offsets: Int32Array;
  rows: Int32Array;
}

function symbolOf(code: number): number {
  if (code >= 97 && code <= 122) return code - 96;
  if (code >= 48 && code <= 57) return code - 21;
  return code === 32 ? SPACE : OTHER;
}

/** Calls `visit` with each trigram of the text (as a slot number), repeats included. */
function forEachTrigram(text: string, visit: (slot: number) => void): void {
  if (text.length < 3) return;
  let previous = symbolOf(text.charCodeAt(0));
  let current = symbolOf(text.charCodeAt(1));
  for (let at = 2; at < text.length; at += 1) {
    const next = symbolOf(text.charCodeAt(at));
    visit((previous * SYMBOLS + current) * SYMBOLS + next);
    previous = current;
    current = next;
  }
}

/**
 * Each row's distinct trigrams, as slot numbers, handed to `visit` row by row (a row's repeats
 * are dropped with `lastRow`, which the caller clears).
 */
function forEachRowTrigram(
  keysPerRow: ReadonlyArray<readonly string[]>,
  lastRow: Int32Array,
  visit: (slot: number, row: number) => void,
): void {
  for (let row = 0; row < keysPerRow.length; row += 1) {
    for (const key of keysPerRow[row] ?? []) {
      if (key.length < 3) continue;
      let previous = symbolOf(key.charCodeAt(0));
      let current = symbolOf(key.charCodeAt(1));
      for (let at = 2; at < key.length; at += 1) {
        const next = symbolOf(key.charCodeAt(at));
        const slot = (previous * SYMBOLS + current) * SYMBOLS + next;
        previous = current;
        current = next;
        if (lastRow[slot] === row) continue;
        lastRow[slot] = row;
        visit(slot, row);
      }
    }
  }
}

/** Indexes one list of keys per row (a needle never spans two keys). */
export function buildTrigramIndex(keysPerRow: ReadonlyArray<readonly string[]>): TrigramIndex {
  // Two passes: count each trigram's rows, then place the rows at their trigram's offset.
  const offsets = new Int32Array(SLOTS + 1);
  const lastRow = new Int32Array(SLOTS).fill(-1);
  forEachRowTrigram(keysPerRow, lastRow, (slot) => {
    offsets[slot + 1] = (offsets[slot + 1] as number) + 1;
  });
  for (let slot = 0; slot < SLOTS; slot += 1)
    offsets[slot + 1] = (offsets[slot + 1] as number) + (offsets[slot] as number);
  const rows = new Int32Array(offsets[SLOTS] as number);
  const next = offsets.slice(0, SLOTS);
  lastRow.fill(-1);
  forEachRowTrigram(keysPerRow, lastRow, (slot, row) => {
    const at = next[slot] as number;
    rows[at] = row;
    next[slot] = at + 1;
  });
  return { offsets, rows };
}

function postings(index: TrigramIndex, slot: number): Int32Array {
  return index.rows.subarray(index.offsets[slot], index.offsets[slot + 1]);
}

/** Rows in both ascending lists. */
export function intersectRows(a: Int32Array, b: Int32Array): Int32Array {
  const both = new Int32Array(Math.min(a.length, b.length));
  let count = 0;
  let j = 0;
  for (let i = 0; i < a.length && j < b.length; i += 1) {
    const row = a[i] as number;
    while (j < b.length && (b[j] as number) < row) j += 1;
    if (b[j] === row) both[count++] = row;
  }
  return both.subarray(0, count);
}

/**
 * The rows that may hold the needle (ascending), or null when it is shorter than three
 * characters and the index cannot tell.
 */
export function candidateRows(index: TrigramIndex, needle: string): Int32Array | null {
  if (needle.length < 3) return null;
  const slots = new Set<number>();
  forEachTrigram(needle, (slot) => slots.add(slot));
  const lists = [...slots].map((slot) => postings(index, slot)).sort((a, b) => a.length - b.length);
  let rows = lists[0] as Int32Array;
  for (const list of lists.slice(1, INTERSECTED)) {
    if (rows.length === 0) break;
    rows = intersectRows(rows, list);
  }
  return rows;
}
