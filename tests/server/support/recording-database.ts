import type { Database, RunResult, SqlValue } from '../../../server/src/db/database.ts';

/** What a transaction's start is noted as, beside the statements run in it. */
const TRANSACTION_START = 'BEGIN';

/**
 * A database that notes the SQL text of every statement run through it, in transactions too,
 * then hands the statement to the database it wraps. Parameters are not noted: two requests that
 * run the same statements for different emails leave the same notes, and ones that do different
 * work (a token written for one email only) do not.
 */
export class RecordingDatabase implements Database {
  readonly #db: Database;
  readonly #noted: string[];

  /** `noted` is shared with the recorders of the transactions this one starts. */
  constructor(db: Database, noted: string[] = []) {
    this.#db = db;
    this.#noted = noted;
  }

  get dialect(): Database['dialect'] {
    return this.#db.dialect;
  }

  /** The SQL text of the statements run since the last call, oldest first; the notes start again empty. */
  takeStatements(): string[] {
    return this.#noted.splice(0);
  }

  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]> {
    this.#noted.push(sql);
    return this.#db.all<T>(sql, params);
  }

  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    this.#noted.push(sql);
    return this.#db.get<T>(sql, params);
  }

  run(sql: string, params?: readonly SqlValue[]): Promise<RunResult> {
    this.#noted.push(sql);
    return this.#db.run(sql, params);
  }

  exec(sql: string): Promise<void> {
    this.#noted.push(sql);
    return this.#db.exec(sql);
  }

  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    this.#noted.push(TRANSACTION_START);
    return this.#db.transaction((tx) => work(new RecordingDatabase(tx, this.#noted)));
  }

  close(): Promise<void> {
    return this.#db.close();
  }
}
