import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { readCatalogVersion } from './catalog-meta.ts';

/**
 * The catalogue's version as this instance last read it, re-read at most once per
 * `checkEveryMs`: what lets caches of catalogue data cost a request no query, while several
 * instances on one database still see an import within that interval. The interval is measured
 * on the server's clock, so tests move it instead of waiting; a clock that went back (set by
 * hand, or a system clock stepped back) counts as the interval having passed.
 */
export class CatalogVersionWatch {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #checkEveryMs: number;
  #version: number | undefined;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #checking: Promise<number> | undefined;

  constructor(db: Database, clock: Clock, options: { checkEveryMs?: number } = {}) {
    this.#db = db;
    this.#clock = clock;
    this.#checkEveryMs = options.checkEveryMs ?? 1000;
  }

  /** The version: the one read less than `checkEveryMs` ago, else a fresh read shared by concurrent callers. */
  current(): Promise<number> {
    const elapsed = this.#clock.now().getTime() - this.#checkedAt;
    const fresh = elapsed >= 0 && elapsed < this.#checkEveryMs;
    if (fresh && this.#version !== undefined) return Promise.resolve(this.#version);
    this.#checking ??= readCatalogVersion(this.#db)
      .then((version) => {
        this.#version = version;
        this.#checkedAt = this.#clock.now().getTime();
        return version;
      })
      .finally(() => {
        this.#checking = undefined;
      });
    return this.#checking;
  }
}
