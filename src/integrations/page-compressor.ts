import Tinypool from 'tinypool';
import type { PageCompressTask } from './page-compress-worker.ts';

/** Pages handed to the worker and not yet compressed, at most: past it, rendering waits. */
const IN_FLIGHT = 32;

/**
 * Compresses each page as it is rendered, on a worker thread of its own, into the build's
 * precompression cache (scripts/site/precompress.ts, `PrecompressCache`): rendering keeps one core
 * busy and leaves the other free, so the brotli and gzip copies are made beside it, and the
 * build's precompression step afterwards finds each page's copies kept and links them. A page
 * whose copies are kept already (unchanged since the last build) is not compressed again.
 */
export class PageCompressor {
  readonly #pool: Tinypool;
  readonly #folder: string;
  readonly #running = new Set<Promise<unknown>>();
  #failure: unknown;
  /** Pages compressed. */
  pages = 0;

  constructor(folder: string) {
    this.#folder = folder;
    this.#pool = new Tinypool({
      filename: new URL('./page-compress-worker.ts', import.meta.url).href,
      minThreads: 1,
      maxThreads: 1,
    });
  }

  /** Hands a rendered page to the worker; waits only while {@link IN_FLIGHT} pages are waiting already. */
  async add(html: string): Promise<void> {
    if (this.#failure !== undefined) return;
    while (this.#running.size >= IN_FLIGHT) await Promise.race(this.#running);
    const task: PageCompressTask = { html, folder: this.#folder };
    const running = (this.#pool.run(task) as Promise<boolean>).then(
      (compressed) => {
        if (compressed) this.pages += 1;
      },
      // A page left uncompressed here is compressed by the precompression step: the build goes on.
      (error: unknown) => {
        this.#failure = error;
      },
    );
    this.#running.add(running);
    void running.finally(() => this.#running.delete(running));
  }

  /** Waits for the pages handed over and ends the worker; the first failure, if any, to log. */
  async close(): Promise<unknown> {
    await Promise.all(this.#running);
    await this.#pool.destroy();
    return this.#failure;
  }
}
