import type { Database } from '../db/database.ts';
import { readCatalogVersion } from './catalog-meta.ts';

/**
 * The catalogue's version as this instance last read it, re-read at most once per
 * `checkEveryMs`: what lets caches of catalogue data cost a request no query, while several
 * instances on one database still see an import within that interval.
 */
export class CatalogVersionWatch {
  readonly #db: Database;
  readonly #checkEveryMs: number;
  #version: number | undefined;
  #checkedAt = Number.NEGATIVE_INFINITY;
  #checking: Promise<number> | undefined;

  constructor(db: Database, options: { checkEveryMs?: number } = {}) {
    this.#db = db;
    this.#checkEveryMs = options.checkEveryMs ?? 1000;
  }

  /** The version: the one read less than `checkEveryMs` ago, else a fresh read shared by concurrent callers. */
  current(): Promise<number> {
    const fresh = performance.now() - this.#checkedAt < this.#checkEveryMs;
    if (fresh && this.#version !== undefined) return Promise.resolve(this.#version);
    this.#checking ??= readCatalogVersion(this.#db)
      .then((version) => {
        this.#version = version;
        this.#checkedAt = performance.now();
        return version;
      })
      .finally(() => {
        this.#checking = undefined;
      });
    return this.#checking;
  }
}
