import { isMadeCaptionsKey } from '#lib/studio/made-captions.ts';

/**
 * Which stored media files the sweep may remove, and what names them: only files the studio made,
 * by the names it gives them, so a file an orchestra put in the media folder by hand is never
 * touched. A picture's files (its original and every rendition) go together, named by their base
 * (`images/{folder}/{name}-{hash}`); a caption file goes alone (`masters/{id}/captions.{language}.{hash}.vtt`).
 */

/** A picture the studio stored: its folder, its name and the eight hex digits of its hash, then a suffix. */
const PICTURE = /^(images\/[a-z-]+\/[^/]*-[0-9a-f]{8})\.[^/]+$/;
/** A media path as the catalogue, the drafts and the caption rows write it. */
const MEDIA_PATH = /\/media\/((?:images|masters)\/[^"'\s?#)]+)/g;

/** The folders whose files the sweep lists. */
export const SWEPT_PREFIXES = ['images/', 'masters/'] as const;

/** What keeps a stored file: its picture's base or its own key; undefined for a file the studio did not make. */
export function sweepKeyOf(key: string): string | undefined {
  const picture = PICTURE.exec(key);
  if (picture) return picture[1];
  return isMadeCaptionsKey(key) ? key : undefined;
}

/** The sweep keys of every media path named in `text` (a document as JSON, a draft, a caption row's path). */
export function namedSweepKeys(text: string, into = new Set<string>()): Set<string> {
  for (const [, key = ''] of text.matchAll(MEDIA_PATH)) {
    const sweepKey = sweepKeyOf(key);
    if (sweepKey !== undefined) into.add(sweepKey);
  }
  return into;
}
