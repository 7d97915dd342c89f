import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip, type BrotliOptions } from 'node:zlib';
import { linkOrCopy } from '../../src/integrations/full-text-index-cache.ts';
import { sha256 } from '../../src/integrations/full-text-pages.ts';
import { COMPRESSIBLE_EXTENSIONS } from './hosting-rules.ts';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Files smaller than this are left alone: their compressed copies would save less than a packet. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** How many files are compressed at once: zlib's work runs on libuv's four threads. */
const CONCURRENCY = 4;

/**
 * Brotli quality 5 and gzip level 6: on the demo build's pages and bundles, brotli 5 makes copies
 * 2 % larger than brotli 9 in a thirty-fifth of the time, and gzip 6 ones 1 % larger than gzip 9
 * in less than half; the scale catalogue's fourteen thousand pages must stay within the build's
 * time budget (README.md, "Production").
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

const brotliOptions = (raw: Buffer): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
});

/** A file's compressed copies. */
interface CompressedCopies {
  br: Buffer;
  gz: Buffer;
}

/** The copies of `raw`, made on libuv's threads. */
async function compressed(raw: Buffer): Promise<CompressedCopies> {
  const [br, gz] = await Promise.all([brotli(raw, brotliOptions(raw)), gzipped(raw, { level: GZIP_LEVEL })]);
  return { br, gz };
}

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

async function compressibleFiles(root: string): Promise<{ file: string; size: number }[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  return files
    .map((file, index) => ({ file, size: sizes[index] ?? 0 }))
    .filter(({ file, size }) => isPrecompressible(file, size));
}

/** A file whose digest is known without reading it: its size and the SHA-256 of its bytes (src/integrations/page-records.ts). */
interface KnownFile {
  size: number;
  page: string;
}

/** Copies written under a name of their own so far by this process (see PrecompressCache's #partial). */
let partials = 0;

/** A kept copy's file name: its content's digest and its kind (anything else is a leftover). */
const KEPT_COPY = /^[0-9a-f]{64}\.(br|gz)$/;

/**
 * The compressed copies of earlier builds, kept by the digest of what they compress: a file
 * whose bytes a kept build also wrote gets that build's copies as hard links (or copies across
 * file systems), without compressing anything. Each build keeps the copies of its own files
 * and drops the others, so the cache holds one build's worth. Nothing rewrites a copy in place
 * (a build writes new files and the cache only links, renames and removes), so a link is as good
 * as a copy. Builds may share the cache (tests build in parallel): a copy is written under a name
 * of its own and renamed into place, and a copy another build dropped is compressed again.
 */
export class PrecompressCache {
  readonly #folder: string;
  readonly #used = new Set<string>();

  constructor(folder: string) {
    this.#folder = folder;
  }

  #entry(digest: string): string {
    return join(this.#folder, digest.slice(0, 2), digest);
  }

  /**
   * Links the kept copies of `digest` at `file.br` and `file.gz`; false when none are kept (or
   * another build sharing the cache dropped them meanwhile: the file is then compressed).
   */
  async restore(digest: string, file: string): Promise<{ br: number; gz: number } | false> {
    const entry = this.#entry(digest);
    try {
      const sizes = await Promise.all([stat(`${entry}.br`), stat(`${entry}.gz`)]);
      for (const kind of ['br', 'gz']) {
        await rm(`${file}.${kind}`, { force: true });
        linkOrCopy(`${entry}.${kind}`, `${file}.${kind}`);
      }
      this.#used.add(digest);
      return { br: sizes[0].size, gz: sizes[1].size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  /** A name of its own in the cache's folder for a copy being written, renamed into place once whole. */
  #partial(entry: string, kind: string): string {
    partials += 1;
    return `${entry}.${kind}.${process.pid}-${partials}`;
  }

  /** Keeps `file`'s copies under `digest`; the gzip copy is linked last, so a half-kept entry is never restored. */
  async keep(digest: string, file: string): Promise<void> {
    const entry = this.#entry(digest);
    await mkdir(join(this.#folder, digest.slice(0, 2)), { recursive: true });
    try {
      for (const kind of ['br', 'gz']) {
        const partial = this.#partial(entry, kind);
        linkOrCopy(`${file}.${kind}`, partial);
        await rename(partial, `${entry}.${kind}`);
      }
    } catch (error) {
      // Another build's prune took the half-kept copy: this one is not kept, which costs a compression later.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    this.#used.add(digest);
  }

  /** Removes every kept copy this build did not use. */
  async prune(): Promise<void> {
    const entries = await readdir(this.#folder, { recursive: true, withFileTypes: true }).catch(() => []);
    await Promise.all(
      entries
        .filter((entry) => entry.isFile() && !(KEPT_COPY.test(entry.name) && this.#used.has(entry.name.slice(0, 64))))
        .map((entry) => rm(join(entry.parentPath, entry.name), { force: true })),
    );
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
 * are those kept under the digest given.
 */
export async function precompressSite(
  root: string,
  cacheFolder?: string,
  known: ReadonlyMap<string, KnownFile> = new Map(),
): Promise<PrecompressSummary> {
  const files = await compressibleFiles(root);
  const cache = cacheFolder === undefined ? undefined : new PrecompressCache(cacheFolder);
  const summary: PrecompressSummary = { files: files.length, reused: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  /** The copies kept under `digest`, linked beside `file` and counted; false when none are kept. */
  const restored = async (digest: string, file: string, size: number): Promise<boolean> => {
    const kept = await cache?.restore(digest, file);
    if (!kept) return false;
    summary.bytes += size;
    summary.reused += 1;
    summary.brotliBytes += kept.br;
    summary.gzipBytes += kept.gz;
    return true;
  };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const { file, size } = files[next++] ?? { file: '', size: 0 };
      // A page the build recorded (its size the recorded one) is not read: its digest is known.
      const record = known.get(relative(root, file).split(sep).join('/'));
      if (record !== undefined && record.size === size && (await restored(record.page, file, size))) continue;
      const raw = await readFile(file);
      const digest = sha256(raw);
      if (await restored(digest, file, raw.length)) continue;
      summary.bytes += raw.length;
      const { br, gz } = await compressed(raw);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      await cache?.keep(digest, file);
      summary.brotliBytes += br.length;
      summary.gzipBytes += gz.length;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await cache?.prune();
  return summary;
}
