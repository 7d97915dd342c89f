import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { Database, RunResult, SqlValue } from './database.ts';

/**
 * SQLite through Node's built-in `node:sqlite`. Statements are synchronous and cached;
 * transactions are queued so that the awaits inside one never let another begin.
 */
export class SqliteDatabase implements Database {
  readonly dialect = 'sqlite' as const;
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  #queue: Promise<unknown> = Promise.resolve();
  /** Set inside a transaction's work, and in everything that work calls or awaits. */
  readonly #inTransaction = new AsyncLocalStorage<true>();
  /** Whether a transaction is open on the connection (between its BEGIN and its COMMIT or ROLLBACK). */
  #open = false;

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.#db = new DatabaseSync(path);
    this.#db.exec(
      'PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000; PRAGMA synchronous = NORMAL;',
    );
  }

  #prepare(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * Runs a statement: at once inside a transaction's work, or when none is open; otherwise after
   * the open transaction ends. On one connection, a statement of another request made while a
   * transaction awaits would run inside it, and be undone by its rollback.
   */
  #statement<T>(work: () => T): Promise<T> {
    if (!this.#open || this.#inTransaction.getStore()) return settled(work);
    return this.#queue.then(() => this.#statement(work));
  }

  all<T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return this.#statement(() => this.#prepare(sql).all(...params) as T[]);
  }

  get<T>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    return this.#statement(() => this.#prepare(sql).get(...params) as T | undefined);
  }

  run(sql: string, params: readonly SqlValue[] = []): Promise<RunResult> {
    return this.#statement(() => ({ changes: Number(this.#prepare(sql).run(...params).changes) }));
  }

  exec(sql: string): Promise<void> {
    return this.#statement(() => {
      this.#db.exec(sql);
    });
  }

  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    // A transaction started by the work of another joins it (SQLite has one connection, and
    // savepoints are not needed here). Only that work: a transaction another request starts
    // meanwhile waits in the queue, or its statements would commit or roll back with this one.
    if (this.#inTransaction.getStore()) return work(this);
    const next = this.#queue.then(async () => {
      this.#db.exec('BEGIN IMMEDIATE');
      this.#open = true;
      try {
        const result = await this.#inTransaction.run(true, () => work(this));
        this.#db.exec('COMMIT');
        return result;
      } catch (error) {
        this.#db.exec('ROLLBACK');
        throw error;
      } finally {
        this.#open = false;
      }
    });
    this.#queue = next.catch(() => undefined);
    return next;
  }

  async close(): Promise<void> {
    await this.#queue;
    this.#db.close();
  }
}

/**
 * The promise of a synchronous statement. A statement that fails (bad SQL, a broken constraint)
 * rejects, as it does in PostgreSQL, rather than throwing at the caller: the Promise executor
 * turns the throw into the rejection.
 */
function settled<T>(work: () => T): Promise<T> {
  return new Promise((resolve) => {
    resolve(work());
  });
}
