import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { COMPRESSIBLE_EXTENSIONS } from './hosting-rules.ts';
import { candidateFiles, COPY_SUFFIX, encodingsToTry, type FileEncoding } from './site-file-candidates.ts';

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
