/**
 * The one reading of a request's path that a server may turn into a file name or an object key:
 * decoded first, then checked segment by segment, so that no spelling of `..` or `/` (`%2e%2e`,
 * `%2f`, `%5c`, a second layer of encoding, overlong UTF-8) can name something outside the
 * site's own files. A server builds its key or file path from the checked segments only.
 */

/**
 * The longest path (as sent, still encoded) that is read. The site's longest paths are a few
 * segments of identifiers of at most 128 characters; S3 refuses keys over 1024 bytes, and the
 * key adds the prefix, the build and `/index.html.br` to the path.
 */
export const MAX_PATH_LENGTH = 512;

/** Why a path is refused. */
export type RefusedBecause =
  | 'not a path'
  | 'too long'
  | 'not UTF-8 percent-encoding'
  | 'encoded twice'
  | 'empty segment'
  | 'dot segment'
  | 'slash or backslash in a segment'
  | 'control character';

/** A request path read and checked. */
export type CheckedPath =
  /** A path the site may have: its decoded segments, and whether it ends with `/`. */
  | { readonly kind: 'path'; readonly segments: readonly string[]; readonly folder: boolean }
  /** A path no page of the site has, that tries what it should not: answer 400. */
  | { readonly kind: 'refused'; readonly because: RefusedBecause }
  /** A path through a hidden file or folder (`.env`, `.git/`, `.rebuild-manifest.json`): answer 404. */
  | { readonly kind: 'hidden' };

/**
 * `%` and two hex digits left after decoding: the path was encoded twice. No link of the site
 * is, so such a path is refused rather than passed on to a store or proxy that may decode again.
 */
const STILL_ENCODED = /%[0-9a-f]{2}/i;

/** C0 and C1 control characters and DEL: NUL cuts names short in some stores, CR/LF split log lines. */
// eslint-disable-next-line no-control-regex -- control characters are what this pattern finds.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Why one decoded segment (not the last one) is refused, or undefined if it is fine. */
function segmentFault(segment: string): RefusedBecause | undefined {
  if (segment === '') return 'empty segment';
  if (segment === '.' || segment === '..') return 'dot segment';
  if (segment.includes('/') || segment.includes('\\')) return 'slash or backslash in a segment';
  if (CONTROL.test(segment)) return 'control character';
  if (STILL_ENCODED.test(segment)) return 'encoded twice';
  return undefined;
}

function decoded(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Reads `path`, a request target's path as sent (`/a/b%20c/`, without its query). Nothing
 * outside the site can be named by the segments of a `path` result: none is empty, `.`, `..`,
 * holds a `/`, `\`, control character or leftover percent-encoding, or starts with `.`.
 */
export function checkRequestPath(path: string): CheckedPath {
  if (!path.startsWith('/')) return { kind: 'refused', because: 'not a path' };
  if (path.length > MAX_PATH_LENGTH) return { kind: 'refused', because: 'too long' };
  const raw = path.slice(1).split('/');
  const folder = raw.at(-1) === '';
  if (folder) raw.pop();
  const segments: string[] = [];
  for (const part of raw) {
    const segment = decoded(part);
    if (segment === undefined) return { kind: 'refused', because: 'not UTF-8 percent-encoding' };
    const fault = segmentFault(segment);
    if (fault !== undefined) return { kind: 'refused', because: fault };
    segments.push(segment);
  }
  // Hidden files are answered as missing ones: whether `.env` exists is not told either.
  if (segments.some((segment) => segment.startsWith('.'))) return { kind: 'hidden' };
  return { kind: 'path', segments, folder };
}

/**
 * The part of a checked path below `base` (`/music/concert-library`), as `/a/b` or `/a/b/`, or
 * undefined for a path outside it. The base itself, without its `/`, is outside it.
 */
export function pathBelow(path: { segments: readonly string[]; folder: boolean }, base: string): string | undefined {
  const baseSegments = base.split('/').filter((segment) => segment !== '');
  if (!baseSegments.every((segment, index) => path.segments[index] === segment)) return undefined;
  const below = path.segments.slice(baseSegments.length);
  if (below.length === 0) return path.folder ? '/' : undefined;
  return `/${below.join('/')}${path.folder ? '/' : ''}`;
}
