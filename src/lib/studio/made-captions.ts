/**
 * A captions file the studio made of a master's, as its media key: `masters/{id}/captions.{language}.{hash}.vtt`,
 * the language a BCP 47 tag and the hash the first 8 hex digits of the file's SHA-256 (the API writes them,
 * server/src/media/uploads/caption-handlers.ts). Attaching reads it to tell a made `captions_url` from a typed
 * one; the media sweep, to tell the files it may remove from those put in by hand.
 */
const MADE_CAPTIONS_KEY = /^masters\/\d+\/captions\.[A-Za-z0-9-]+\.[0-9a-f]{8}\.vtt$/;

/** Where media keys start in a path the catalogue writes. */
const MEDIA_PREFIX = '/media/';

/** True for the media key of a captions file the studio made. */
export const isMadeCaptionsKey = (key: string): boolean => MADE_CAPTIONS_KEY.test(key);

/** True for the path of a captions file the studio made, as a recording names it (`/media/masters/…`). */
export const isMadeCaptionsPath = (path: string): boolean =>
  path.startsWith(MEDIA_PREFIX) && isMadeCaptionsKey(path.slice(MEDIA_PREFIX.length));
