import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { CatalogManifest } from '#lib/api/contract.ts';

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

/** Every file under `path` (or `path` itself), '/'-separated and relative to `root`, sorted. */
function filesOf(root: string, path: string): string[] {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Adds `parts` to `hash`, each ended by a NUL, so no two lists of parts hash alike. */
function add(hash: Hash, ...parts: (string | Buffer)[]): void {
  for (const part of parts) hash.update(part).update('\0');
}

/** The digest of the code under `paths` (the site's, unless told): each file's path and bytes. */
export function codeDigest(root: string, paths: readonly string[] = CODE_PATHS): string {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((path) => filesOf(root, path))) add(hash, file, readFileSync(join(root, file)));
  return hash.digest('hex');
}

/** The digest of the settings: each key and its value, or its absence. */
export function settingsDigest(env: NodeJS.ProcessEnv, keys: readonly string[]): string {
  const hash = createHash('sha256');
  for (const key of [...new Set(keys)].sort()) {
    const value = env[key];
    add(hash, key, value === undefined ? '\u0001unset' : `=${value}`);
  }
  return hash.digest('hex');
}

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
