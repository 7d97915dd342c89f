import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import Tinypool from 'tinypool';
import { COMPRESSIBLE_EXTENSIONS } from './hosting-rules.ts';
import { PrecompressCache, type CopySizes } from './precompress-cache.ts';
import { compressFiles, type CompressedFile } from './precompress-files.ts';

/** Files smaller than this are left alone: their compressed copies would save less than a packet. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** What {@link precompressSite} wrote. */
export interface PrecompressSummary {
  /** Files given `.br` and `.gz` copies. */
  files: number;
  /** Of those, the files whose copies came from the cache, unchanged since a build that kept them. */
  reused: number;
  /** Their bytes, and the bytes of their brotli and gzip copies. */
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/** Whether a file of this name and size gets compressed copies. */
export function isPrecompressible(name: string, size: number): boolean {
  return size >= PRECOMPRESS_MIN_BYTES && COMPRESSIBLE_EXTENSIONS.includes(extname(name).toLowerCase());
}

/**
 * Every compressible file under `root`, with its size. Synchronous: fifteen thousand `stat`s as
 * promises cost the scale build half a second of round trips through libuv's threads, as calls
 * a twentieth of that.
 */
function compressibleFiles(root: string): { file: string; size: number }[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isPrecompressible(entry.name, PRECOMPRESS_MIN_BYTES))
    .map((entry) => join(entry.parentPath, entry.name))
    .map((file) => ({ file, size: statSync(file).size }))
    .filter(({ file, size }) => isPrecompressible(file, size));
}

/** A file whose digest is known without reading it: its size and the SHA-256 of its bytes (src/integrations/page-records.ts). */
interface KnownFile {
  size: number;
  page: string;
}

/** Below this many bytes to compress, the calling thread does it: starting threads would cost more. */
const BYTES_FOR_THREADS = 4 * 1024 * 1024;

/** Files per batch handed to a thread: a few hundred messages for the scale build, each worth a round trip. */
const FILES_PER_BATCH = 64;

/** `items` cut into runs of at most `size`, in order. */
function batches<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/** Compresses `files` on one worker thread per core (precompress-worker.ts), or here when they are few. */
async function compressAll(
  files: readonly { file: string; size: number }[],
  cacheFolder: string | undefined,
  bytesForThreads: number,
): Promise<CompressedFile[]> {
  const paths = files.map(({ file }) => file);
  const bytes = files.reduce((sum, { size }) => sum + size, 0);
  if (bytes < bytesForThreads) return compressFiles({ files: paths, cacheFolder });
  const pool = new Tinypool({
    filename: new URL('./precompress-worker.ts', import.meta.url).href,
    minThreads: 1,
    maxThreads: availableParallelism(),
  });
  try {
    const done = await Promise.all(
      batches(paths, FILES_PER_BATCH).map(
        (batch) => pool.run({ files: batch, cacheFolder }) as Promise<CompressedFile[]>,
      ),
    );
    return done.flat();
  } finally {
    await pool.destroy();
  }
}

/**
 * Writes `name.br` (brotli) and `name.gz` (gzip) beside every compressible file of at least
 * {@link PRECOMPRESS_MIN_BYTES} under `root`, for a web server to send as they are
 * (deploy/Caddyfile's `precompressed br gzip`). The gzip header holds no time, so an unchanged
 * file gets byte-identical copies. With a `cacheFolder`, copies are kept there for the next build
 * and a file an earlier build also wrote gets that build's copies ({@link PrecompressCache}):
 * a rebuild after a change to one record compresses the few pages it changed. A file in `known`
 * (by its '/'-separated path under `root`) of the size given there is not even read: its copies
 * are those kept under the digest given. Files to compress go to worker threads once they are
 * `bytesForThreads` or more, together.
 */
export async function precompressSite(
  root: string,
  cacheFolder?: string,
  known: ReadonlyMap<string, KnownFile> = new Map(),
  bytesForThreads = BYTES_FOR_THREADS,
): Promise<PrecompressSummary> {
  const files = compressibleFiles(root);
  const cache = cacheFolder === undefined ? undefined : new PrecompressCache(cacheFolder);
  const summary: PrecompressSummary = { files: files.length, reused: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const count = (bytes: number, copies: CopySizes, reused: boolean) => {
    summary.bytes += bytes;
    summary.brotliBytes += copies.br;
    summary.gzipBytes += copies.gz;
    if (reused) summary.reused += 1;
  };
  // A page the build recorded (its size the recorded one) is not read: its digest is known, and
  // linking its kept copies is a few system calls, done here.
  const unknown = files.filter(({ file, size }) => {
    const record = known.get(relative(root, file).split(sep).join('/'));
    const kept = record !== undefined && record.size === size && cache?.restore(record.page, file);
    if (kept) count(size, kept, true);
    return !kept;
  });
  for (const done of await compressAll(unknown, cacheFolder, bytesForThreads)) {
    cache?.use(done.digest);
    count(done.bytes, { br: done.brotliBytes, gz: done.gzipBytes }, done.reused);
  }
  cache?.prune();
  return summary;
}
