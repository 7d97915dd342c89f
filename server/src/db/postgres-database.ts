import postgres from 'postgres';
import type { Database, RunResult, SqlValue } from './database.ts';

type Sql = postgres.Sql | postgres.TransactionSql;

/** Rewrites `?` placeholders to PostgreSQL's `$1, $2, …`, leaving quoted text alone. */
export function toPostgresPlaceholders(sql: string): string {
  let index = 0;
  let quoted = false;
  let out = '';
  for (const char of sql) {
    if (char === "'") quoted = !quoted;
    out += char === '?' && !quoted ? `$${++index}` : char;
  }
  return out;
}

/** PostgreSQL through `postgres` (porsager), with prepared statements. */
export class PostgresDatabase implements Database {
  readonly dialect = 'postgres' as const;
  readonly #sql: Sql;
  readonly #root: postgres.Sql | undefined;
  readonly #rewritten = new Map<string, string>();

  constructor(sql: Sql, root?: postgres.Sql) {
    this.#sql = sql;
    this.#root = root;
  }

  /** Connects to `url`; `searchPath` picks a schema (tests use one schema each). */
  static connect(url: string, options: { searchPath?: string; max?: number } = {}): PostgresDatabase {
    const sql = postgres(url, {
      max: options.max ?? 10,
      onnotice: () => undefined,
      ...(options.searchPath ? { connection: { search_path: options.searchPath } } : {}),
    });
    return new PostgresDatabase(sql, sql);
  }

  #text(sql: string): string {
    let text = this.#rewritten.get(sql);
    if (text === undefined) {
      text = toPostgresPlaceholders(sql);
      this.#rewritten.set(sql, text);
    }
    return text;
  }

  async all<T>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    const rows = await this.#sql.unsafe(this.#text(sql), params as postgres.ParameterOrJSON<never>[], {
      prepare: true,
    });
    return [...rows] as T[];
  }

  async get<T>(sql: string, params: readonly SqlValue[] = []): Promise<T | undefined> {
    const rows = await this.all<T>(sql, params);
    return rows[0];
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<RunResult> {
    const rows = await this.#sql.unsafe(this.#text(sql), params as postgres.ParameterOrJSON<never>[], {
      prepare: true,
    });
    return { changes: rows.count };
  }

  async exec(sql: string): Promise<void> {
    await this.#sql.unsafe(sql);
  }

  async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    if (!this.#root) return work(this);
    const result = await this.#root.begin((tx) => work(new PostgresDatabase(tx)));
    return result as T;
  }

  async close(): Promise<void> {
    await this.#root?.end({ timeout: 5 });
  }
}
