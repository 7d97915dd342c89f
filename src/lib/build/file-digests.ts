import { createHash, type Hash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Digests of files and settings, for what decides whether something built is still current: the
 * site's build record (scripts/site/build-fingerprint.ts) and the preview renderer's stamp, which
 * the API checks (server/src/preview/renderer-stamp.ts).
 */

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
export function addParts(hash: Hash, ...parts: (string | Buffer)[]): void {
  for (const part of parts) hash.update(part).update('\0');
}

/** The digest of the code under `paths`, relative to `root`: each file's path and bytes. */
export function codeDigest(root: string, paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const file of paths.flatMap((path) => filesOf(root, path))) addParts(hash, file, readFileSync(join(root, file)));
  return hash.digest('hex');
}

/** The digest of the settings: each key and its value, or its absence. */
export function settingsDigest(env: NodeJS.ProcessEnv, keys: readonly string[]): string {
  const hash = createHash('sha256');
  for (const key of [...new Set(keys)].sort()) {
    const value = env[key];
    addParts(hash, key, value === undefined ? '\u0001unset' : `=${value}`);
  }
  return hash.digest('hex');
}
