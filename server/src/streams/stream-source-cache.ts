import type { StreamKind } from '#lib/api/stream-links.ts';
import type { Media } from '#lib/rights/rights.ts';
import { CatalogVersionWatch } from '../catalog/catalog-version-watch.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { findStreamSource, type StreamSource } from './stream-targets.ts';

/**
 * The stream sources asked for, kept for one catalogue version: when a popular live stream
 * starts, thousands of listeners ask for the same stream in a minute, and each would otherwise
 * read the same row. Only sources that exist are kept, so the cache holds at most the
 * catalogue's playable entities, whatever uuids visitors make up. Like the catalogue answers, a
 * change reaches the instance within a second of an import (the version is re-read that often).
 */
export class StreamSourceCache {
  readonly #db: Database;
  readonly #watch: CatalogVersionWatch;
  #version: number | undefined;
  // Promises, so that the listeners who arrive together share one read.
  #sources = new Map<string, Promise<StreamSource | undefined>>();

  readonly #unrecorded: Media;

  /** `unrecorded`: what a performance with no licence recorded streams (RIGHTS_UNRECORDED); none by default. */
  constructor(db: Database, clock: Clock, options: { checkEveryMs?: number; unrecorded?: Media } = {}) {
    this.#db = db;
    this.#watch = new CatalogVersionWatch(db, clock, options);
    this.#unrecorded = options.unrecorded ?? 'none';
  }

  /** The source of `/stream/{kind}/{uuid}/`, or undefined when no such entity exists. */
  async find(kind: StreamKind, uuid: string): Promise<StreamSource | undefined> {
    const version = await this.#watch.current();
    if (version !== this.#version) {
      this.#version = version;
      this.#sources = new Map();
    }
    const key = `${kind}/${uuid}`;
    const sources = this.#sources;
    let source = sources.get(key);
    if (source === undefined) {
      source = findStreamSource(this.#db, kind, uuid, this.#unrecorded);
      sources.set(key, source);
      // Neither a uuid that names nothing nor a failed read is kept.
      const forget = () => {
        if (sources.get(key) === source) sources.delete(key);
      };
      source.then((found) => {
        if (!found) forget();
      }, forget);
    }
    return source;
  }
}
