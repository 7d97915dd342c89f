/**
 * How a site lives in a bucket (docs/production.md, "Scheduled rebuilds"): every build under a prefix of
 * its own, `{prefix}/builds/{build}/{path}`, and one pointer object, `{prefix}/current.json` (the
 * build manifest), naming the build served. Publishing uploads a whole build, then replaces the
 * pointer in one PUT, which S3 makes visible at once and whole: a reader that resolves every path
 * through the pointer sees the old build or the new one, never a mix, and never a missing page.
 */

/** `parts` under `prefix`, '/'-joined. */
function under(prefix: string, ...parts: string[]): string {
  return [prefix, ...parts].filter((part) => part !== '').join('/');
}

/** The pointer object's key. */
export function pointerKey(prefix: string): string {
  return under(prefix, 'current.json');
}

/** The key prefix (ending in '/') every build sits under. */
export function buildsPrefix(prefix: string): string {
  return `${under(prefix, 'builds')}/`;
}

/** The key of a file of a build. */
export function buildFileKey(prefix: string, build: string, path: string): string {
  return under(prefix, 'builds', build, path);
}
