import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldedKey, foldedWords } from '../../../../src/features/search/lib/normalize.ts';
import { RecordListQuerySchema, RecordStateSchema, type RecordPage } from '../../../../src/lib/studio/contract.ts';
import type { ListedRecord } from '../../../../server/src/studio/records/listed-records.ts';
import { pageOf } from '../../../../server/src/studio/records/record-search.ts';

type Query = ReturnType<typeof RecordListQuerySchema.parse>;

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The page as the rule says it, written the plain way: every row matched and ranked, then one
 * sort by rank, sort text in the query's direction and key; the page cut from that.
 */
function modelPage(rows: readonly ListedRecord[], query: Query): RecordPage {
  const words = foldedWords(query.q ?? '');
  const whole = foldedKey(query.q ?? '');
  const kept: { row: ListedRecord; rank: number; text: string }[] = [];
  for (const row of rows) {
    if (query.state !== undefined && row.view.state !== query.state) continue;
    const title = foldedKey(row.titled.title);
    const texts = ` ${foldedKey(`${row.titled.title} ${row.titled.subtitle} ${row.view.key}`)} `;
    if (!words.every((word) => texts.includes(` ${word}`))) continue;
    const rank =
      words.length === 0 || title.startsWith(whole) ? 0 : words.every((w) => ` ${title}`.includes(` ${w}`)) ? 1 : 2;
    kept.push({ row, rank, text: query.sort === 'key' ? row.view.key : title });
  }
  const direction = query.order === 'desc' ? -1 : 1;
  kept.sort((a, b) => a.rank - b.rank || direction * byText(a.text, b.text) || byText(a.row.view.key, b.row.view.key));
  const start = (query.page - 1) * query.per_page;
  const items = kept.slice(start, start + query.per_page).map(({ row }) => ({
    key: row.view.key,
    title: row.titled.title,
    subtitle: row.titled.subtitle,
    state: row.view.state,
  }));
  return { items, total: kept.length, page: query.page, per_page: query.per_page };
}

const WORDS = ['Symphony', 'symphonie', 'Dvořák', 'Dvorak', 'Op. 27', 'op27', 'No. 2', 'in', 'C minor', 'Suk', 'É'];
const text = fc.array(fc.constantFrom(...WORDS), { maxLength: 4 }).map((words) => words.join(' '));

/** Rows of one list: unique keys, titles and subtitles from a few words that often share a start. */
const rowsArbitrary = fc
  .uniqueArray(
    fc.record({
      key: fc.stringMatching(/^[a-e]{1,3}$/),
      title: text,
      subtitle: text,
      state: fc.constantFrom(...RecordStateSchema.options),
    }),
    { selector: (row) => row.key, maxLength: 30 },
  )
  .map((rows) =>
    rows.map(({ key, title, subtitle, state }): ListedRecord => ({
      view: { list: 'compositions', key, state, fields: { identifier: key, title }, published: null, draft: undefined },
      titled: { title, subtitle },
    })),
  );

const queryArbitrary = fc
  .record({
    q: fc.option(text, { nil: undefined }),
    state: fc.option(fc.constantFrom(...RecordStateSchema.options), { nil: undefined }),
    sort: fc.constantFrom('title', 'key'),
    order: fc.constantFrom('asc', 'desc'),
    page: fc.integer({ min: 1, max: 4 }),
    per_page: fc.integer({ min: 1, max: 12 }),
  })
  .map((query) => RecordListQuerySchema.parse(query));

describe('a page of a studio list', () => {
  it('is the page of the plain rule: matched, ranked, sorted by text in the direction asked, then key', () => {
    fc.assert(
      fc.property(rowsArbitrary, fc.array(queryArbitrary, { minLength: 1, maxLength: 4 }), (rows, queries) => {
        // Several queries over one array of rows: the sort orders kept beside it serve them all.
        for (const query of queries) expect(pageOf(rows, query)).toEqual(modelPage(rows, query));
      }),
      { numRuns: 300 },
    );
  });
});
