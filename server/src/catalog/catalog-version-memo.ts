import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { CatalogVersionWatch } from './catalog-version-watch.ts';

/**
 * Reads of catalogue data kept for one catalogue version, by key: a change reaches the instance within
 * a second of an import or a publish (the version is re-read that often), and until then a key costs
 * no query. Callers that ask together share one read. A failed read is not kept, nor a value `keep`
 * refuses (a key that names nothing, which anyone could make up).
 */
export class CatalogVersionMemo<V> {
  readonly #watch: CatalogVersionWatch;
  readonly #keep: (value: V) => boolean;
  #version: number | undefined;
  // Promises, so that the callers who arrive together share one read.
  #values = new Map<string, Promise<V>>();

  constructor(db: Database, clock: Clock, options: { checkEveryMs?: number; keep?: (value: V) => boolean } = {}) {
    this.#watch = new CatalogVersionWatch(db, clock, options);
    this.#keep = options.keep ?? (() => true);
  }

  /** The value of `key` in the current version: kept, or read by `read` and kept. */
  async get(key: string, read: () => Promise<V>): Promise<V> {
    const version = await this.#watch.current();
    if (version !== this.#version) {
      this.#version = version;
      this.#values = new Map();
    }
    const values = this.#values;
    let value = values.get(key);
    if (value === undefined) {
      value = read();
      values.set(key, value);
      const forget = () => {
        if (values.get(key) === value) values.delete(key);
      };
      value.then((found) => {
        if (!this.#keep(found)) forget();
      }, forget);
    }
    return value;
  }
}
