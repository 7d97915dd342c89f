import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import Tinypool from 'tinypool';
import { isPrecompressible, PRECOMPRESS_MIN_BYTES } from '../../scripts/site/precompress.ts';
import { renderedPageListeners, type RenderedPageListener } from './finished-pages-channel.ts';
import { PageCompressionQueue, type PageCompressionSummary } from './page-compression-queue.ts';
import type { CompressedPage, PageCompressionTask } from './page-compression-worker.ts';

/**
 * Characters of rendered pages waiting for the compression thread, at most, before rendering
 * waits: some three seconds of the scale build's rendering (≈ 12 MB of pages a second), enough to
 * ride out a stretch where Pagefind's service has the second core, and little beside the build's
 * ≈ 1.2 GB (32 to 64 MB: the copies of their characters queued for the thread).
 */
export const MAX_WAITING_CHARS = 32 * 1024 * 1024;

/**
 * Pages tinypool posts to the thread before it has answered: the thread then takes the next page as
 * soon as it is done with one, instead of waiting for the rendering thread to read its answer and
 * post the next (one at a time, tinypool's default, left it idle while a page rendered). More than
 * the {@link MAX_WAITING_CHARS} let wait (some 700 of the scale build's pages).
 */
const PAGES_POSTED_AHEAD = 4096;

const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The build log's line for what the compression thread did. */
export function compressionSummaryLine(summary: PageCompressionSummary): string {
  const kept = summary.alreadyKept > 0 ? `; ${summary.alreadyKept} already kept` : '';
  const waited =
    summary.waitedMilliseconds >= 100 ? `; rendering waited ${(summary.waitedMilliseconds / 1000).toFixed(1)} s` : '';
  return (
    `Compressed ${summary.pages} rendered pages during rendering (${megabytes(summary.bytes)} MB → ` +
    `${megabytes(summary.brotliBytes)} MB brotli) in ${(summary.workerMilliseconds / 1000).toFixed(1)} s of worker time` +
    `${kept}${waited}.`
  );
}

/** The compression thread and what feeds it, for one build. */
interface Compression {
  pool: Tinypool;
  queue: PageCompressionQueue;
  listener: RenderedPageListener;
}

/** Starts the compression thread, fed by a listener of the rendered pages. */
function startCompression(cacheFolder: string): Compression {
  const pool = new Tinypool({
    filename: new URL('./page-compression-worker.ts', import.meta.url).href,
    minThreads: 1,
    maxThreads: 1,
    concurrentTasksPerWorker: PAGES_POSTED_AHEAD,
  });
  const compress = (html: string) => {
    const task: PageCompressionTask = { html, cacheFolder };
    return pool.run(task) as Promise<CompressedPage>;
  };
  const queue = new PageCompressionQueue(compress, MAX_WAITING_CHARS);
  const listener: RenderedPageListener = async ({ path, html }) => {
    // UTF-8 takes a byte or more for each UTF-16 unit: a page of this many characters is large
    // enough without counting its bytes, which costs the rendering thread a pass over it.
    const size = html.length >= PRECOMPRESS_MIN_BYTES ? html.length : Buffer.byteLength(html);
    if (isPrecompressible(path, size)) await queue.add(path, html);
  };
  renderedPageListeners().add(listener);
  return { pool, queue, listener };
}

/**
 * Precompression's brotli and gzip copies (scripts/site/precompress.ts) of each page `astro build`
 * renders, made while the next pages render: rendering keeps one core busy, and one worker thread
 * compresses each finished page (page-compression-worker.ts) on the other, keeping its copies in
 * precompression's cache under the digest of its bytes. Once Astro is done, precompression finds
 * them by the digests the page records hold (page-records.ts) and links them, compressing only the
 * assets and what it has no record of. The pages Astro's incremental build restores unrendered
 * are not heard of here: their copies were kept by the build that rendered them.
 *
 * A page that could not be compressed fails the build once rendering is done (`astro:build:done`).
 */
export default function pageCompression(): AstroIntegration {
  let cacheFolder: string | undefined;
  let compression: Compression | undefined;
  return {
    name: 'concert-library:page-compression',
    hooks: {
      'astro:config:done': ({ config }) => {
        // The folder scripts/site/build-pipeline.ts gives precompression.
        cacheFolder = join(fileURLToPath(config.cacheDir), 'precompressed');
      },
      'astro:build:start': () => {
        if (cacheFolder !== undefined) compression = startCompression(cacheFolder);
      },
      'astro:build:done': async ({ logger }) => {
        if (compression === undefined) return;
        const { pool, queue, listener } = compression;
        compression = undefined;
        renderedPageListeners().delete(listener);
        try {
          logger.info(compressionSummaryLine(await queue.drain()));
        } finally {
          await pool.destroy();
        }
      },
    },
  };
}
