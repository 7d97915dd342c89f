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
  #inTransaction = false;

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

  all<T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return settled(() => this.#prepare(sql).all(...params) as T[]);
  }

  get<T>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    return settled(() => this.#prepare(sql).get(...params) as T | undefined);
  }

  run(sql: string, params: readonly SqlValue[] = []): Promise<RunResult> {
    return settled(() => ({ changes: Number(this.#prepare(sql).run(...params).changes) }));
  }

  exec(sql: string): Promise<void> {
    return settled(() => {
      this.#db.exec(sql);
    });
  }

  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    // A transaction started inside another joins it, as PostgreSQL savepoints would not be needed here.
    if (this.#inTransaction) return work(this);
    const next = this.#queue.then(async () => {
      this.#db.exec('BEGIN IMMEDIATE');
      this.#inTransaction = true;
      try {
        const result = await work(this);
        this.#db.exec('COMMIT');
        return result;
      } catch (error) {
        this.#db.exec('ROLLBACK');
        throw error;
      } finally {
        this.#inTransaction = false;
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
