import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { sha256 } from '#search/integrations/full-text-pages.ts';
import { PrecompressCache } from './precompress-cache.ts';

/**
 * Brotli quality 5 and gzip level 6: on the demo build's pages and bundles, brotli 5 makes copies
 * barely larger than brotli 9's in a small part of the time, and gzip 6 ones barely larger than
 * gzip 9's in much less; the scale catalogue's fourteen thousand pages must stay within the build's
 * time budget (docs/production.md, "Serving the site").
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** A batch of files to give compressed copies, with the cache they may come from. */
export interface CompressTask {
  /** Absolute paths. */
  files: readonly string[];
  cacheFolder: string | undefined;
}

/** What one file came to. */
export interface CompressedFile {
  /** SHA-256 of its bytes, hex: the key its copies are kept under. */
  digest: string;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
  /** Whether its copies came from the cache rather than being made. */
  reused: boolean;
}

/** Writes a copy, removing first whatever is at its name: a link to a kept copy must never be written through. */
function writeCopy(path: string, bytes: Buffer): void {
  rmSync(path, { force: true });
  writeFileSync(path, bytes);
}

/**
 * Gives each file of `task` its `.br` and `.gz` copies: the kept ones of its digest when the cache
 * has them, else made here. Synchronous, on purpose: it runs on the precompression's worker
 * threads (precompress-worker.ts), where zlib's one-shot calls cost half the CPU of its streamed
 * asynchronous ones (on the scale build's pages, about half of the CPU that way went
 * elsewhere than compressing: docs/performance.md).
 */
export function compressFiles(task: CompressTask): CompressedFile[] {
  const cache = task.cacheFolder === undefined ? undefined : new PrecompressCache(task.cacheFolder);
  return task.files.map((file) => {
    const raw = readFileSync(file);
    const digest = sha256(raw);
    const kept = cache?.restore(digest, file);
    if (kept) return { digest, bytes: raw.length, brotliBytes: kept.br, gzipBytes: kept.gz, reused: true };
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: GZIP_LEVEL });
    writeCopy(`${file}.br`, br);
    writeCopy(`${file}.gz`, gz);
    cache?.keep(digest, file);
    return { digest, bytes: raw.length, brotliBytes: br.length, gzipBytes: gz.length, reused: false };
  });
}
