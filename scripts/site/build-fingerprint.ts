import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CatalogManifest } from '#lib/api/contract.ts';
import { addParts as add } from '#lib/build/file-digests.ts';

/**
 * One digest of everything a build's output is made from but the time (src/data/build-time.ts):
 * the content, the site's code and packages, and the settings the build reads from its
 * environment. Two builds with one fingerprint at moments with one signature write the same site
 * (build-pipeline.ts). The content is known before Astro starts from a host that declares its
 * catalogue version (its answers are made from that version alone); from a host that speaks only
 * the spec, from Astro's data store once the content is synced.
 */

/** What the code is: the site's sources, its static files, the pipeline's steps after Astro, the configuration and the packages' lock. */
export const CODE_PATHS = [
  'src',
  'public',
  'scripts/site',
  'astro.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
] as const;

/** Astro's data store in the build cache (its content layer's file name). */
export const DATA_STORE_FILE = 'data-store.json';

/** The digest of the content Astro synced into `cacheDir`; null when there is no data store to read. */
export function storeDigest(cacheDir: string): string | null {
  const store = join(cacheDir, DATA_STORE_FILE);
  if (!existsSync(store)) return null;
  const hash = createHash('sha256');
  add(hash, 'synced store', readFileSync(store));
  return hash.digest('hex');
}

/**
 * The digest of the content a host declares it serves: its catalogue version and what each list
 * holds in it. The host is named by the settings (API_BASE).
 */
export function declarationDigest(manifest: CatalogManifest): string {
  const lists = Object.entries(manifest.lists).sort(([a], [b]) => a.localeCompare(b));
  const hash = createHash('sha256');
  add(hash, 'declared catalogue', String(manifest.version), JSON.stringify(lists));
  return hash.digest('hex');
}

/** What a build is made from, each as its digest. */
export interface FingerprintParts {
  /** Null when the content has no digest. */
  readonly content: string | null;
  readonly code: string;
  readonly settings: string;
}

/** The build's fingerprint; null when its content has no digest (it then matches no other). */
export function buildFingerprint({ content, code, settings }: FingerprintParts): string | null {
  if (content === null) return null;
  const hash = createHash('sha256');
  add(hash, content, code, settings);
  return hash.digest('hex');
}
