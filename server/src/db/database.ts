/** The SQL dialects the server runs on. */
export type Dialect = 'sqlite' | 'postgres';

/** A parameter value; booleans are stored as 0/1 and date-times as ISO strings in both dialects. */
export type SqlValue = string | number | bigint | null | Uint8Array;

/** The outcome of a write. */
export interface RunResult {
  /** Rows changed. */
  changes: number;
}

/**
 * The one database interface the server uses. SQL is written once, with `?` placeholders,
 * in the subset both SQLite and PostgreSQL accept: TEXT date-times in ISO UTC, INTEGER flags,
 * `RETURNING` for generated ids and `CAST(count(*) AS INTEGER)` for counts.
 */
export interface Database {
  readonly dialect: Dialect;
  /** Every row the query returns. */
  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** The first row, or undefined. */
  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** A write. */
  run(sql: string, params?: readonly SqlValue[]): Promise<RunResult>;
  /** Runs several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `work` in one transaction: all of it commits or none of it does. On SQLite (one
   * connection) transactions are queued, so two concurrent ones never interleave; on PostgreSQL
   * each runs on its own pooled connection at READ COMMITTED, so code that must not race takes a
   * lock (the catalogue import's advisory lock, catalog-lock.ts).
   */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
