import type { Database, SqlValue } from '../db/database.ts';

/** Most rows one statement carries. */
const MAX_ROWS = 512;
/** Most parameters one statement carries: well under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMS = 16_000;

/** One row to insert: its values by column name. */
export type Row = Readonly<Record<string, SqlValue>>;

/** A table's rows to insert; every row has the same columns, in the same order. */
export interface TableRows {
  table: string;
  rows: readonly Row[];
}

const statements = new Map<string, string>();

/** `INSERT INTO t (a, b) VALUES (?, ?), (?, ?)` for `count` rows, built once per shape. */
function insertSql(table: string, columns: readonly string[], count: number): string {
  const key = `${table}|${columns.join(',')}|${count}`;
  let sql = statements.get(key);
  if (sql === undefined) {
    const row = `(${columns.map(() => '?').join(', ')})`;
    sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array.from({ length: count }, () => row).join(', ')}`;
    statements.set(key, sql);
  }
  return sql;
}

/** The largest power of two not above `n`. */
function powerOfTwoAtMost(n: number): number {
  return 2 ** Math.floor(Math.log2(n));
}

/**
 * Inserts rows with multi-row VALUES statements: one round trip per chunk instead of per row.
 * Chunks are powers of two up to a cap, so a table needs only a handful of distinct statements,
 * which both drivers prepare once and reuse.
 */
export async function insertRows(db: Database, { table, rows }: TableRows): Promise<void> {
  const [first] = rows;
  if (first === undefined) return;
  const columns = Object.keys(first);
  const cap = Math.max(1, Math.min(MAX_ROWS, powerOfTwoAtMost(MAX_PARAMS / columns.length)));
  for (let start = 0; start < rows.length;) {
    const count = Math.min(cap, powerOfTwoAtMost(rows.length - start));
    const params = rows.slice(start, start + count).flatMap((row) => columns.map((column) => row[column] ?? null));
    await db.run(insertSql(table, columns, count), params);
    start += count;
  }
}
