// A name starts with a letter, digit or underscore, so '.', '..' and hidden files never match;
// '%' is absent, so nothing still encoded after the router's decoding gets through.
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const MAX_DEPTH = 8;

/** A media path split into the folder a signature covers and the file inside it. */
export interface MediaPath {
  /** E.g. 'video/v01'. */
  folder: string;
  /** E.g. 'segment-003.ts'. */
  file: string;
  /** folder/file. */
  path: string;
}

/**
 * Parses a decoded path under the media root, accepting only plain relative names: no '..',
 * no '.', no empty or absolute parts, no backslashes, NULs or leftover percent-encoding.
 * Returns null for anything else, so traversal attempts never reach the file system.
 */
export function parseMediaPath(raw: string): MediaPath | null {
  const segments = raw.split('/');
  if (segments.length > MAX_DEPTH) return null;
  if (!segments.every((segment) => SEGMENT.test(segment))) return null;
  const file = segments.pop() ?? '';
  return { folder: segments.join('/'), file, path: raw };
}

/** True when a media folder name from the catalogue is safe to sign and serve. */
export function isSafeMediaFolder(folder: string): boolean {
  return folder.length > 0 && folder.split('/').length < MAX_DEPTH && folder.split('/').every((s) => SEGMENT.test(s));
}
