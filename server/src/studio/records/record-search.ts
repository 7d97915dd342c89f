import { foldedKey, foldedWords } from '#search/lib/normalize.ts';
import type { RecordListQuerySchema, RecordPage, RecordSummary } from '#lib/studio/contract.ts';
import type { z } from 'zod';
import type { ListedRecord } from './listed-records.ts';

/** Folded texts by the record object they were made from: a published record's stay for its version. */
const folded = new WeakMap<object, Folded & { subtitle: string }>();

/** A row's title folded, and its title, subtitle and key folded with a space before and after. */
interface Folded {
  title: string;
  words: string;
}

function foldedOf(row: ListedRecord): Folded {
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
 * Titles that start with the query rank first, then titles holding every word. `starts` are the
 * words with a space before each; `texts` a row's folded texts.
 */
function rank(texts: Folded, query: string, starts: readonly string[]): number | null {
  for (const start of starts) if (!texts.words.includes(start)) return null;
  if (texts.title.startsWith(query)) return 0;
  const title = ` ${texts.title}`;
  for (const start of starts) if (!title.includes(start)) return 2;
  return 1;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

type ListQuery = z.output<typeof RecordListQuerySchema>;

/** A row in a sort order, with its folded texts. */
interface Ordered {
  row: ListedRecord;
  folded: Folded;
}

/** The rows in each sort order asked for, kept beside the rows (listed-records.ts answers the same array while nothing changes). */
const orders = new WeakMap<readonly ListedRecord[], Map<string, readonly Ordered[]>>();

/** The rows by their sort text in the query's direction, then by key. */
function inOrder(rows: readonly ListedRecord[], query: ListQuery): readonly Ordered[] {
  let kept = orders.get(rows);
  if (kept === undefined) {
    kept = new Map();
    orders.set(rows, kept);
  }
  const name = `${query.sort} ${query.order}`;
  let ordered = kept.get(name);
  if (ordered === undefined) {
    const direction = query.order === 'desc' ? -1 : 1;
    // Each row's texts are looked up once, not at each of the sort's comparisons or each search.
    const entries = rows.map((row) => ({ row, folded: foldedOf(row) }));
    const sortText = (entry: Ordered) => (query.sort === 'key' ? entry.row.view.key : entry.folded.title);
    entries.sort((a, b) => direction * byText(sortText(a), sortText(b)) || byText(a.row.view.key, b.row.view.key));
    ordered = entries;
    kept.set(name, ordered);
  }
  return ordered;
}

/**
 * One page of a list: filtered by state, searched, sorted, cut. Rows that match better come first;
 * among equals the sort order holds, so the rows already in that order are only grouped by rank.
 */
export function pageOf(rows: readonly ListedRecord[], query: ListQuery): RecordPage {
  const starts = foldedWords(query.q ?? '').map((word) => ` ${word}`);
  const key = foldedKey(query.q ?? '');
  const ranked: ListedRecord[][] = [[], [], []];
  for (const { row, folded } of inOrder(rows, query)) {
    if (query.state !== undefined && row.view.state !== query.state) continue;
    const r = starts.length === 0 ? 0 : rank(folded, key, starts);
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
