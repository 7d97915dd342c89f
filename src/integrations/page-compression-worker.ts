import { PrecompressCache } from '../../scripts/site/precompress-cache.ts';
import { compressedCopies } from '../../scripts/site/precompress-files.ts';
import { sha256 } from './full-text-pages.ts';

/** A rendered page to compress, as written, and the precompression cache. */
export interface PageCompressionTask {
  /**
   * The page's HTML. A string crosses to the thread as a copy of its characters, a quarter of the
   * rendering thread's time that encoding it to UTF-8 there and handing the bytes over took: the
   * thread encodes it.
   */
  html: string;
  /** The precompression's cache folder (scripts/site/precompress-cache.ts). */
  cacheFolder: string;
}

/** What became of one page. */
export interface CompressedPage {
  /** SHA-256 of its bytes, hex: the key its copies are kept under. */
  digest: string;
  bytes: number;
  /** The sizes of the copies made; absent when the cache held the page's copies already. */
  copies?: { br: number; gz: number };
  /** Time spent on it on this thread. */
  milliseconds: number;
}

/**
 * Keeps a rendered page's brotli and gzip copies in the precompression cache under the digest of
 * its bytes, made with precompression's own settings (scripts/site/precompress-files.ts), unless
 * the cache holds them already. The page's file is written later, by Astro: precompression then
 * finds its copies by the digest its record holds (page-records.ts) and only links them.
 * tinypool runs this on the thread page-compression.ts starts, one page per call.
 */
export default function compressRenderedPage(task: PageCompressionTask): CompressedPage {
  const started = performance.now();
  const raw = Buffer.from(task.html);
  const digest = sha256(raw);
  const cache = new PrecompressCache(task.cacheFolder);
  if (cache.holds(digest)) return { digest, bytes: raw.length, milliseconds: performance.now() - started };
  const copies = compressedCopies(raw);
  cache.keepCopies(digest, copies);
  return {
    digest,
    bytes: raw.length,
    copies: { br: copies.br.length, gz: copies.gz.length },
    milliseconds: performance.now() - started,
  };
}
