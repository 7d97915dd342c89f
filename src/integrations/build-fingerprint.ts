import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * One digest of everything a build's output is made from but the time (src/data/build-time.ts):
 * the content Astro's loaders synced (its data store, whose detail stubs name each record's
 * digest: src/loaders/detail-files.ts), the site's code and packages, and the settings the build
 * reads from its environment. Two builds with one fingerprint at moments with one signature
 * write the same site (build-record.ts).
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

/**
 * The settings astro.config.mjs reads from the environment besides its `env.schema` (which the
 * build record reads from the config): the content host, the site's origin, the hosts the CSP
 * allows; and the instant a build is made as of, when one is set (build-validity-channel.ts).
 * Where the output and the cache go (SITE_OUT_DIR, ASTRO_CACHE_DIR) changes no page.
 */
export const CONFIG_ENV_KEYS = [
  'API_BASE',
  'PUBLIC_API_BASE',
  'SITE_ORIGIN',
  'AUTH_HOST',
  'MEDIA_BASE',
  'CHAT_EMBED_URL',
  'ANALYTICS_ID',
  'ANALYTICS_ENDPOINT',
  'ERROR_REPORTING_DSN',
  'BUILD_MOMENT',
  // `npm start`'s settings, from which the origins default (scripts/site/start-origins.ts).
  'HOST',
  'PUBLIC_HOST',
  'PORT',
  'API_PORT',
] as const;

/** Astro's data store in the build cache (its content layer's file name). */
const DATA_STORE_FILE = 'data-store.json';

export interface FingerprintSources {
  /** The project's root. */
  readonly root: string;
  /** The build cache, holding the data store. */
  readonly cacheDir: string;
  readonly env: NodeJS.ProcessEnv;
  /** The names of the settings to read from `env`. */
  readonly envKeys: readonly string[];
}

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

/** The digest of the code: each file's path and bytes. */
export function codeDigest(root: string): string {
  const hash = createHash('sha256');
  for (const file of CODE_PATHS.flatMap((path) => filesOf(root, path))) add(hash, file, readFileSync(join(root, file)));
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

/** The digest of the synced content; null when there is no data store to read. */
export function contentDigest(cacheDir: string): string | null {
  const store = join(cacheDir, DATA_STORE_FILE);
  if (!existsSync(store)) return null;
  return createHash('sha256').update(readFileSync(store)).digest('hex');
}

/** The build's fingerprint; null when its content has no digest (it then matches no other). */
export function buildFingerprint(sources: FingerprintSources): string | null {
  const content = contentDigest(sources.cacheDir);
  if (content === null) return null;
  const hash = createHash('sha256');
  add(hash, content, codeDigest(sources.root), settingsDigest(sources.env, sources.envKeys));
  return hash.digest('hex');
}
