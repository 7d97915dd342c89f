import type { StreamKind } from '#lib/api/stream-links.ts';
import type { Media } from '#lib/rights/rights.ts';
import { CatalogVersionMemo } from '../catalog/catalog-version-memo.ts';
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
  readonly #unrecorded: Media;
  readonly #sources: CatalogVersionMemo<StreamSource | undefined>;

  /** `unrecorded`: what a performance with no licence recorded streams (RIGHTS_UNRECORDED); none by default. */
  constructor(db: Database, clock: Clock, options: { checkEveryMs?: number; unrecorded?: Media } = {}) {
    this.#db = db;
    this.#unrecorded = options.unrecorded ?? 'none';
    this.#sources = new CatalogVersionMemo(db, clock, { ...options, keep: (found) => found !== undefined });
  }

  /** The source of `/stream/{kind}/{uuid}/`, or undefined when no such entity exists. */
  find(kind: StreamKind, uuid: string): Promise<StreamSource | undefined> {
    return this.#sources.get(`${kind}/${uuid}`, () => findStreamSource(this.#db, kind, uuid, this.#unrecorded));
  }
}
