import {
  compressedSync,
  contentDigest,
  PRECOMPRESS_MIN_BYTES,
  PrecompressCache,
} from '../../scripts/site/precompress.ts';

/** A rendered page, to compress into the precompression cache at `folder`. */
export interface PageCompressTask {
  html: string;
  folder: string;
}

/** Compresses a page into the cache unless its copies are kept already; whether it compressed it. */
export default function compressPage({ html, folder }: PageCompressTask): boolean {
  const raw = Buffer.from(html);
  // The precompression step leaves such a page uncompressed (isPrecompressible).
  if (raw.length < PRECOMPRESS_MIN_BYTES) return false;
  const digest = contentDigest(raw);
  const cache = new PrecompressCache(folder);
  if (cache.has(digest)) return false;
  cache.keepCopies(digest, compressedSync(raw));
  return true;
}
