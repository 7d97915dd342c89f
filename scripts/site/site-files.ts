import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { COMPRESSIBLE_EXTENSIONS } from './hosting-rules.ts';

/**
 * Which file of a built site answers a path, for the bundled static server: the same candidates,
 * in the same order, as Caddy's `file {path} {path}/index.html {path}.html` and the bucket's origin
 * server, and the build's `.br`/`.gz` copy when the browser takes it.
 */

/** An encoding of a file: its brotli or gzip copy, or the file as it is (''). */
export type FileEncoding = 'br' | 'gzip' | '';

/** The file found for a path. */
export interface SiteFile {
  /** Its absolute path (the copy's, for an encoding). */
  readonly path: string;
  /** Its name below the site root, without the copy's suffix: what its type and caching follow. */
  readonly name: string;
  readonly encoding: FileEncoding;
  /** Whether another request's Accept-Encoding could pick another copy. */
  readonly compressible: boolean;
  readonly stats: Stats;
}

const COPY_SUFFIX: Record<FileEncoding, string> = { br: '.br', gzip: '.gz', '': '' };

/** A browser's encodings for a compressible file, best first, always ending with the file itself. */
export function encodingsToTry(path: string, acceptEncoding: string | undefined): readonly FileEncoding[] {
  if (!COMPRESSIBLE_EXTENSIONS.includes(extname(path).toLowerCase())) return [''];
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]?.trim() ?? ''),
  );
  return [...(accepted.has('br') ? (['br'] as const) : []), ...(accepted.has('gzip') ? (['gzip'] as const) : []), ''];
}

/** The build's files a path below the base path may be: `/x/` is `x/index.html`; `/x` is `x`, `x.html` or `x/index.html`. */
export function candidateFiles(relative: string): readonly string[] {
  const path = relative.replace(/^\/+/, '');
  if (path === '' || path.endsWith('/')) return [`${path}index.html`];
  return extname(path) === '' ? [`${path}.html`, `${path}/index.html`] : [path, `${path}.html`, `${path}/index.html`];
}

async function regularFile(path: string): Promise<Stats | undefined> {
  const stats = await stat(path).catch(() => undefined);
  return stats?.isFile() ? stats : undefined;
}

/**
 * The first of a decoded path's files under `root`, in the best encoding the browser takes;
 * undefined when there is none, or when the path would lead outside `root`.
 */
export async function findSiteFile(
  root: string,
  relative: string,
  acceptEncoding: string | undefined,
): Promise<SiteFile | undefined> {
  const top = resolve(root);
  for (const name of candidateFiles(relative)) {
    const path = resolve(join(top, name));
    if (!path.startsWith(top + sep)) return undefined;
    const compressible = COMPRESSIBLE_EXTENSIONS.includes(extname(name).toLowerCase());
    for (const encoding of encodingsToTry(name, acceptEncoding)) {
      const copy = `${path}${COPY_SUFFIX[encoding]}`;
      const stats = await regularFile(copy);
      if (stats !== undefined) return { path: copy, name: `/${name}`, encoding, compressible, stats };
    }
  }
  return undefined;
}
