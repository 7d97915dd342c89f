import { createHash } from 'node:crypto';
import type { LRUCache } from 'lru-cache';
import type { Media } from '#lib/rights/rights.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { createAnswerLru } from './answer-lru.ts';
import { CatalogVersionWatch } from './catalog-version-watch.ts';
import { loadSnapshot } from './load-snapshot.ts';
import { type ReadContext, readContext } from './read-context.ts';

/** An answer serialised once per catalogue version, with its strong ETag. */
export interface CachedAnswer {
  body: Buffer;
  /** A quoted hash of the body, e.g. `"q3…"`. */
  etag: string;
}

/** A cached answer with the catalogue version it was made from. */
export interface VersionedAnswer {
  answer: CachedAnswer;
  /** The version of the snapshot it was built from, as read in the same transaction as the rows. */
  version: number;
}

/** Bytes of detail answers kept per version; see createAnswerLru. */
const DETAIL_BUDGET_BYTES = 32 * 1024 * 1024;

/**
 * One catalogue version: its snapshot (loading or loaded) and the answers built from it, the
 * lists for good and the details within a budget.
 */
interface Generation {
  version: number;
  ready: Promise<ReadContext>;
  answers: Map<string, CachedAnswer>;
  details: LRUCache<string, CachedAnswer>;
  /** Answers being built, by key. */
  building: Map<string, Promise<CachedAnswer | undefined>>;
}

/**
 * Serialises an answer and hashes it into a strong ETag. The body gets memory of its own rather
 * than a slice of Node's shared 8 KB pool, where one kept answer would pin a whole slab.
 */
export function serialiseAnswer(value: unknown): CachedAnswer {
  const text = JSON.stringify(value);
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  body.write(text);
  return answerOfBytes(body);
}

/** An answer already serialised (the bulk details' lines), with its strong ETag. */
export function answerOfBytes(body: Buffer): CachedAnswer {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}

/**
 * The catalogue answers, built and serialised once per catalogue version and kept in memory.
 * The version is re-read at most once per `checkEveryMs` of the server's clock, so requests cost
 * a map lookup and several API instances on one PostgreSQL database converge within that
 * interval of an import.
 */
export class CatalogCache {
  readonly #db: Database;
  readonly #watch: CatalogVersionWatch;
  #generation: Generation | undefined;

  readonly #unrecorded: Media;

  /** `unrecorded`: what a performance with no licence recorded streams (RIGHTS_UNRECORDED); none by default. */
  constructor(db: Database, clock: Clock, options: { checkEveryMs?: number; unrecorded?: Media } = {}) {
    this.#db = db;
    this.#watch = new CatalogVersionWatch(db, clock, options);
    this.#unrecorded = options.unrecorded ?? 'none';
  }

  /**
   * The answer stored under `key`, built by `build` on first use in this version, with that
   * version; undefined when `build` finds nothing (an unknown identifier), which is not stored.
   * A `detail` answer may be dropped when detail answers outgrow their budget, and is then built
   * again. `encode` turns the value into bytes (JSON by default).
   */
  async answer<T>(
    key: string,
    build: (ctx: ReadContext) => T | undefined | Promise<T | undefined>,
    options: { detail?: boolean; encode?: (value: T) => CachedAnswer } = {},
  ): Promise<VersionedAnswer | undefined> {
    const generation = await this.#current();
    const answer = await this.#answerOf(generation, key, build, options);
    // The snapshot's own version, not the one the watch read before loading it: an import that
    // commits in between is in the snapshot, and every answer of it names the same version.
    return answer === undefined ? undefined : { answer, version: (await generation.ready).s.version };
  }

  /** The current catalogue version's read context, for what is looked up rather than answered (an old address). */
  async context(): Promise<ReadContext> {
    return (await this.#current()).ready;
  }

  async #answerOf<T>(
    generation: Generation,
    key: string,
    build: (ctx: ReadContext) => T | undefined | Promise<T | undefined>,
    options: { detail?: boolean; encode?: (value: T) => CachedAnswer },
  ): Promise<CachedAnswer | undefined> {
    const store = options.detail ? generation.details : generation.answers;
    const cached = store.get(key);
    if (cached !== undefined) return cached;
    // Requests that come while it is built (a long build yields to others) share that build.
    const building = generation.building.get(key);
    if (building !== undefined) return building;
    const made = (async () => {
      const value = await build(await generation.ready);
      if (value === undefined) return undefined;
      const answer = (options.encode ?? serialiseAnswer)(value);
      store.set(key, answer);
      return answer;
    })();
    generation.building.set(key, made);
    try {
      return await made;
    } finally {
      generation.building.delete(key);
    }
  }

  async #current(): Promise<Generation> {
    const version = await this.#watch.current();
    if (this.#generation === undefined || this.#generation.version !== version) {
      this.#generation = this.#load(version);
    }
    return this.#generation;
  }

  #load(version: number): Generation {
    const generation: Generation = {
      version,
      ready: loadSnapshot(this.#db).then((snapshot) => readContext(snapshot, this.#unrecorded)),
      answers: new Map(),
      details: createAnswerLru(DETAIL_BUDGET_BYTES),
      building: new Map(),
    };
    // A failed load is not kept: the next request tries again instead of failing for good.
    generation.ready.catch(() => {
      if (this.#generation === generation) this.#generation = undefined;
    });
    return generation;
  }
}

/**
 * Whether an If-None-Match header names this ETag: `*`, a list of tags, weak (`W/`) or strong,
 * compared weakly as RFC 9110 asks for GET.
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || tag.replace(/^W\//, '') === etag;
  });
}
