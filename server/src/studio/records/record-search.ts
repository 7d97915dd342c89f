import { foldedKey, foldedWords } from '#search/lib/normalize.ts';
import type { RecordListQuerySchema, RecordPage, RecordSummary } from '#lib/studio/contract.ts';
import type { z } from 'zod';
import type { ListedRecord } from './listed-records.ts';

/** Folded texts by the record object they were made from: a published record's stay for its version. */
const folded = new WeakMap<object, { subtitle: string; title: string; words: string }>();

function foldedOf(row: ListedRecord): { title: string; words: string } {
  let texts = folded.get(row.view.fields);
  // A subtitle borrows another record's name (a composer's), which a draft may change meanwhile.
  if (texts?.subtitle !== row.titled.subtitle) {
    const { title, subtitle } = row.titled;
    texts = { subtitle, title: foldedKey(title), words: ` ${foldedKey(`${title} ${subtitle} ${row.view.key}`)} ` };
    folded.set(row.view.fields, texts);
  }
  return texts;
}

/**
 * How well a row matches the query's words, lower is better; null when it does not. As the site's
 * search folds them: diacritics, case and punctuation do not matter ('dvorak' finds 'Dvořák',
 * 'op 27' and 'Op.27' find 'Op. 27'), each word starts a word of the title, subtitle or key.
 * Titles that start with the query rank first, then titles holding every word.
 */
function rank(row: ListedRecord, query: string, words: readonly string[]): number | null {
  const texts = foldedOf(row);
  if (!words.every((word) => texts.words.includes(` ${word}`))) return null;
  if (texts.title.startsWith(query)) return 0;
  return words.every((word) => ` ${texts.title}`.includes(` ${word}`)) ? 1 : 2;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

type ListQuery = z.output<typeof RecordListQuerySchema>;

/** The rows in each sort order asked for, kept beside the rows (listed-records.ts answers the same array while nothing changes). */
const orders = new WeakMap<readonly ListedRecord[], Map<string, readonly ListedRecord[]>>();

/** The rows by their sort text in the query's direction, then by key. */
function inOrder(rows: readonly ListedRecord[], query: ListQuery): readonly ListedRecord[] {
  let kept = orders.get(rows);
  if (kept === undefined) {
    kept = new Map();
    orders.set(rows, kept);
  }
  const name = `${query.sort} ${query.order}`;
  let sorted = kept.get(name);
  if (sorted === undefined) {
    const direction = query.order === 'desc' ? -1 : 1;
    // Each row's sort text is looked up once, not at each of the sort's many comparisons.
    const texts = rows.map((row) => ({ row, text: query.sort === 'key' ? row.view.key : foldedOf(row).title }));
    texts.sort((a, b) => direction * byText(a.text, b.text) || byText(a.row.view.key, b.row.view.key));
    sorted = texts.map(({ row }) => row);
    kept.set(name, sorted);
  }
  return sorted;
}

/**
 * One page of a list: filtered by state, searched, sorted, cut. Rows that match better come first;
 * among equals the sort order holds, so the rows already in that order are only grouped by rank.
 */
export function pageOf(rows: readonly ListedRecord[], query: ListQuery): RecordPage {
  const words = foldedWords(query.q ?? '');
  const key = foldedKey(query.q ?? '');
  const ranked: ListedRecord[][] = [[], [], []];
  for (const row of inOrder(rows, query)) {
    if (query.state !== undefined && row.view.state !== query.state) continue;
    const r = words.length === 0 ? 0 : rank(row, key, words);
    if (r !== null) ranked[r]?.push(row);
  }
  const kept = ranked.flat();
  const start = (query.page - 1) * query.per_page;
  const items: RecordSummary[] = kept.slice(start, start + query.per_page).map((row) => ({
    key: row.view.key,
    title: row.titled.title,
    subtitle: row.titled.subtitle,
    state: row.view.state,
  }));
  return { items, total: kept.length, page: query.page, per_page: query.per_page };
}
