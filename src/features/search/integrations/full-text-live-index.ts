import type * as Pagefind from 'pagefind';
import { shardOfPage } from '../lib/full-text-shards.ts';
import { pagefindService } from './pagefind-service.ts';

/**
 * Pages sent to Pagefind and not yet indexed, at most: past it, rendering waits. Enough to carry
 * the service through a run of heavy pages (a few megabytes in all); rendering waits only
 * when the index falls behind for good.
 */
const PAGES_IN_FLIGHT = 256;

/** A Pagefind index (the `pagefind` package's, which names no type for it). */
export type PagefindIndex = NonNullable<Awaited<ReturnType<typeof Pagefind.createIndex>>['index']>;

/**
 * The full-text index's shards, filled while the site renders: each finished page's indexed part
 * (src/features/search/lib/full-text-page.ts) goes to its shard's Pagefind index as soon as the page is
 * rendered, so Pagefind's service, a process of its own, indexes on the core rendering leaves
 * free. The pages Astro's incremental build restores unrendered are not heard of here; once the
 * build is done, pagefind.ts adds them from their files, or reuses a kept shard.
 */
export class LiveFullTextIndex {
  readonly #shardCount: number;
  readonly #excluded: string[];
  readonly #indexes = new Map<number, Promise<PagefindIndex>>();
  readonly #fed = new Map<string, string>();
  readonly #running = new Set<Promise<unknown>>();
  #failures: string[] = [];

  constructor(shardCount: number, excludedSelectors: readonly string[]) {
    this.#shardCount = shardCount;
    this.#excluded = [...excludedSelectors];
  }

  #index(shard: number): Promise<PagefindIndex> {
    const known = this.#indexes.get(shard);
    if (known !== undefined) return known;
    const created = pagefindService()
      .then((pagefind) => pagefind.createIndex({ excludeSelectors: this.#excluded }))
      .then(({ index, errors }) => {
        if (index === undefined) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
        return index;
      });
    this.#indexes.set(shard, created);
    return created;
  }

  /** Indexes what the index reads of a finished page and its digest (a page with nothing marked for the index is left out). */
  async add(path: string, indexed: { html: string; digest: string } | null): Promise<void> {
    if (this.#failures.length > 0 || indexed === null) return;
    const { html } = indexed;
    this.#fed.set(path, indexed.digest);
    while (this.#running.size >= PAGES_IN_FLIGHT) await Promise.race(this.#running);
    const adding = this.#index(shardOfPage(path, this.#shardCount))
      .then((index) => index.addHTMLFile({ sourcePath: path, content: html }))
      .then(
        (added) => {
          this.#failures.push(...added.errors);
        },
        (error: unknown) => {
          this.#failures.push(error instanceof Error ? error.message : String(error));
        },
      );
    this.#running.add(adding);
    void adding.finally(() => this.#running.delete(adding));
  }

  /** Waits for the pages under way; what went wrong, if anything. */
  async settle(): Promise<string[]> {
    await Promise.all(this.#running);
    return this.#failures;
  }

  /** The digest of what each page indexed here gave the index, by path. */
  get fed(): ReadonlyMap<string, string> {
    return this.#fed;
  }

  /** The shard's index, if a page of it was rendered; it is the caller's from then on. */
  take(shard: number): Promise<PagefindIndex> | undefined {
    const index = this.#indexes.get(shard);
    this.#indexes.delete(shard);
    return index;
  }

  /** Deletes the indexes no one took. */
  async discard(): Promise<void> {
    const left = [...this.#indexes.values()];
    this.#indexes.clear();
    await Promise.allSettled(left.map(async (index) => (await index).deleteIndex()));
  }
}
