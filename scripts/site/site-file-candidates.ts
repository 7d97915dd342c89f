import { extname } from 'node:path';
import { COMPRESSIBLE_EXTENSIONS } from './hosting-rules.ts';

/**
 * Which file of a built site answers a path, for every server of ours that serves one (the bundled
 * static server and the bucket's origin server): the same candidates, in the same order, as Caddy's
 * `file {path} {path}/index.html {path}.html`, and the build's `.br`/`.gz` copy when the browser takes it.
 */

/** An encoding of a file: its brotli or gzip copy, or the file as it is (''). */
export type FileEncoding = 'br' | 'gzip' | '';

/** The suffix of each encoding's copy beside the file. */
export const COPY_SUFFIX: Readonly<Record<FileEncoding, string>> = { br: '.br', gzip: '.gz', '': '' };

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
