import type { Database, RunResult, SqlValue } from '../../../server/src/db/database.ts';

/** A transaction held: `reached` settles once it is waiting, `release` lets it go on. */
export interface HeldTransaction {
  reached: Promise<undefined>;
  release(): void;
}

/** The hold to come: at the start of the next transaction, or after a write starting with `after`. */
interface Hold {
  after: string | null;
  reached: () => void;
  released: Promise<undefined>;
}

/** What a database and the transactions it hands out share: the hold still to come. */
interface Holds {
  next: Hold | null;
}

/**
 * A database that can hold a transaction, as a stalled API instance (stopped, swapping, paused
 * by its host) holds a request it has already received: before it begins (the request is
 * processed once the instance resumes, after whatever other instances did meanwhile), or after
 * a given write (its row locks are held, its work is not yet committed). Everything else goes
 * straight to the wrapped database, which other instances may share.
 */
export class HeldDatabase implements Database {
  readonly #inner: Database;
  readonly #holds: Holds;

  constructor(inner: Database, holds: Holds = { next: null }) {
    this.#inner = inner;
    this.#holds = holds;
  }

  get dialect(): Database['dialect'] {
    return this.#inner.dialect;
  }

  /** Holds the next transaction before it begins, until `release` is called. */
  holdNextTransaction(): HeldTransaction {
    return this.#hold(null);
  }

  /** Holds the next transaction that runs a write starting with `statement`, right after that write. */
  holdAfter(statement: string): HeldTransaction {
    return this.#hold(statement);
  }

  #hold(after: string | null): HeldTransaction {
    const reached = Promise.withResolvers<undefined>();
    const released = Promise.withResolvers<undefined>();
    this.#holds.next = { after, reached: () => reached.resolve(undefined), released: released.promise };
    return { reached: reached.promise, release: () => released.resolve(undefined) };
  }

  /** Waits out the hold to come when it is due at this point: before a transaction (null), or after `sql`. */
  async #waitIfHeld(sql: string | null): Promise<void> {
    const hold = this.#holds.next;
    if (hold === null || (sql === null ? hold.after !== null : hold.after === null || !sql.startsWith(hold.after)))
      return;
    this.#holds.next = null;
    hold.reached();
    await hold.released;
  }

  all<T>(sql: string, params?: readonly SqlValue[]): Promise<T[]> {
    return this.#inner.all<T>(sql, params);
  }

  get<T>(sql: string, params?: readonly SqlValue[]): Promise<T | undefined> {
    return this.#inner.get<T>(sql, params);
  }

  async run(sql: string, params?: readonly SqlValue[]): Promise<RunResult> {
    const result = await this.#inner.run(sql, params);
    await this.#waitIfHeld(sql);
    return result;
  }

  exec(sql: string): Promise<void> {
    return this.#inner.exec(sql);
  }

  async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    await this.#waitIfHeld(null);
    return this.#inner.transaction((tx) => work(new HeldDatabase(tx, this.#holds)));
  }

  /** The wrapped database belongs to whoever shares it; it is closed there. */
  close(): Promise<void> {
    return Promise.resolve();
  }
}
