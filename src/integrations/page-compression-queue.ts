import type { CompressedPage } from './page-compression-worker.ts';

/** Compresses a page elsewhere (on the compression thread); settles once its copies are kept. */
export type CompressPage = (html: string) => Promise<CompressedPage>;

/** A rendered page could not be compressed: the build fails rather than publish a page without copies it was promised. */
export class PageCompressionError extends Error {
  constructor(path: string, options: ErrorOptions) {
    const reason = options.cause instanceof Error ? options.cause.message : String(options.cause);
    super(`Could not compress the rendered page ${path}: ${reason}`, options);
    this.name = 'PageCompressionError';
  }
}

/** What the queue's pages came to. */
export interface PageCompressionSummary {
  /** Pages compressed, their bytes, and the bytes of their brotli and gzip copies. */
  pages: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  /** Pages whose copies the cache held already. */
  alreadyKept: number;
  /** Time the compression thread spent on the pages. */
  workerMilliseconds: number;
  /** Time pages spent waiting to be handed over while too many were waiting before them. */
  waitedMilliseconds: number;
}

/**
 * The rendered pages on their way to the compression thread. {@link add} hands a page over and
 * returns at once, so rendering goes on while the page is compressed; only while pages of more
 * than `maxWaitingChars` characters in all are waiting does it wait for some to be done, so a
 * thread that falls behind holds rendering back instead of the build's memory growing with the
 * pages it has rendered. (Characters, not bytes: a page's UTF-8 bytes are counted only on the
 * thread. V8 holds a page in one byte a character, or two when it has any beyond Latin-1.)
 * The first failure is kept and given by {@link drain}; the pages after it are not sent.
 */
export class PageCompressionQueue {
  readonly #compress: CompressPage;
  readonly #maxWaitingChars: number;
  readonly #running = new Set<Promise<void>>();
  #waitingChars = 0;
  #failure: PageCompressionError | undefined;
  readonly #summary: PageCompressionSummary = {
    pages: 0,
    bytes: 0,
    brotliBytes: 0,
    gzipBytes: 0,
    alreadyKept: 0,
    workerMilliseconds: 0,
    waitedMilliseconds: 0,
  };

  constructor(compress: CompressPage, maxWaitingChars: number) {
    this.#compress = compress;
    this.#maxWaitingChars = maxWaitingChars;
  }

  /** Characters of the pages handed over and not yet compressed. */
  get waitingChars(): number {
    return this.#waitingChars;
  }

  /** Hands the page at `path` over; waits only while too many are waiting (see the class). */
  async add(path: string, html: string): Promise<void> {
    if (this.#waitingChars >= this.#maxWaitingChars) {
      // Checked and counted in one go (no await between): callers waiting at once take turns.
      const started = performance.now();
      while (this.#waitingChars >= this.#maxWaitingChars && this.#running.size > 0) await Promise.race(this.#running);
      this.#summary.waitedMilliseconds += performance.now() - started;
    }
    if (this.#failure !== undefined) return;
    const size = html.length;
    this.#waitingChars += size;
    const compressing: Promise<void> = new Promise<CompressedPage>((resolve) => resolve(this.#compress(html)))
      .then(
        (page) => this.#count(page),
        (error: unknown) => {
          this.#failure ??= new PageCompressionError(path, { cause: error });
        },
      )
      .finally(() => {
        this.#waitingChars -= size;
        this.#running.delete(compressing);
      });
    this.#running.add(compressing);
  }

  #count(page: CompressedPage): void {
    this.#summary.workerMilliseconds += page.milliseconds;
    if (page.copies === undefined) {
      this.#summary.alreadyKept += 1;
      return;
    }
    this.#summary.pages += 1;
    this.#summary.bytes += page.bytes;
    this.#summary.brotliBytes += page.copies.br;
    this.#summary.gzipBytes += page.copies.gz;
  }

  /** Waits for every page handed over; what they came to, or the first failure, thrown. */
  async drain(): Promise<PageCompressionSummary> {
    while (this.#running.size > 0) await Promise.all(this.#running);
    if (this.#failure !== undefined) throw this.#failure;
    return { ...this.#summary };
  }
}
