import { mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { linkOrCopy } from '#search/integrations/full-text-index-cache.ts';

/** The sizes of a file's two compressed copies. */
export interface CopySizes {
  br: number;
  gz: number;
}

/** The two kinds of copy, gzip last: a half-kept entry (no `.gz`) is never restored. */
const KINDS = ['br', 'gz'] as const;

/** A kept copy's file name: its content's digest and its kind (anything else is a leftover). */
const KEPT_COPY = /^[0-9a-f]{64}\.(br|gz)$/;

/** Copies written under a name of their own so far by this thread (see `#partial`). */
let partials = 0;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Links `from` at `to`, replacing a file already there (a link is never written through). */
function place(from: string, to: string): void {
  try {
    linkOrCopy(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    rmSync(to, { force: true });
    linkOrCopy(from, to);
  }
}

/**
 * The compressed copies of earlier builds, kept by the digest of what they compress: a file
 * whose bytes a kept build also wrote gets that build's copies as hard links (or copies across
 * file systems), without compressing anything. Each build keeps the copies of its own files
 * and drops the others, so the cache holds one build's worth. Nothing rewrites a copy in place
 * (a build writes new files, removing whatever is at their name first, and the cache only links,
 * renames and removes), so a link is as good as a copy. Builds may share the cache (tests build
 * in parallel): a copy is written under a name of its own and renamed into place, and a copy
 * another build dropped is compressed again.
 *
 * Synchronous, so the precompression's worker threads (scripts/site/precompress-files.ts) use it
 * in their tight loop; each thread has its own instance, and tells the main thread's which
 * digests it used, for {@link prune}.
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
  restore(digest: string, file: string): CopySizes | false {
    const entry = this.#entry(digest);
    try {
      const sizes = { br: statSync(`${entry}.br`).size, gz: statSync(`${entry}.gz`).size };
      for (const kind of KINDS) place(`${entry}.${kind}`, `${file}.${kind}`);
      this.#used.add(digest);
      return sizes;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  /** A name of its own in the cache's folder for a copy being written, renamed into place once whole. */
  #partial(entry: string, kind: string): string {
    partials += 1;
    return `${entry}.${kind}.${process.pid}-${threadId}-${partials}`;
  }

  /** Keeps `file`'s copies under `digest`; the gzip copy is linked last, so a half-kept entry is never restored. */
  keep(digest: string, file: string): void {
    const entry = this.#entry(digest);
    mkdirSync(join(this.#folder, digest.slice(0, 2)), { recursive: true });
    try {
      for (const kind of KINDS) {
        const partial = this.#partial(entry, kind);
        linkOrCopy(`${file}.${kind}`, partial);
        renameSync(partial, `${entry}.${kind}`);
      }
    } catch (error) {
      // Another build's prune took the half-kept copy: this one is not kept, which costs a compression later.
      if (!isMissing(error)) throw error;
    }
    this.#used.add(digest);
  }

  /** Counts `digest` as used by this build (its copies were restored or kept on another thread). */
  use(digest: string): void {
    this.#used.add(digest);
  }

  /** Removes every kept copy this build did not use. */
  prune(): void {
    let entries;
    try {
      entries = readdirSync(this.#folder, { recursive: true, withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.isFile() && !(KEPT_COPY.test(entry.name) && this.#used.has(entry.name.slice(0, 64))))
        rmSync(join(entry.parentPath, entry.name), { force: true });
    }
  }
}
