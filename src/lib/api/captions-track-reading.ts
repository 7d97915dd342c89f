import type { CaptionsTrack } from './captions-track.ts';

/**
 * Captions tracks read without zod, for the video player's load path: a collection's or a feature's
 * video becomes a player after load for every visitor, and the contract's schemas would bring all of
 * zod with it. `readCaptionsTracks` follows `CaptionsTrackSchema` (each field a filled text, unknown
 * fields dropped), and tests/unit/api/captions-track.test.ts holds it to that schema.
 */

const isFilledText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function readCaptionsTrack(value: unknown): CaptionsTrack | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { language, label, url } = value as Readonly<Record<string, unknown>>;
  return isFilledText(language) && isFilledText(label) && isFilledText(url) ? { language, label, url } : null;
}

/** A list of captions tracks as the contract reads one: a fresh copy of each, or null when any is not a track. */
export function readCaptionsTracks(value: unknown): CaptionsTrack[] | null {
  if (!Array.isArray(value)) return null;
  const tracks = value.map(readCaptionsTrack);
  return tracks.every((track) => track !== null) ? tracks : null;
}

/** The English captions among a video's, which its `captions_url` names: 'en' itself, else the first 'en-…'. */
export function englishCaptionsOf(tracks: readonly CaptionsTrack[]): CaptionsTrack | undefined {
  return tracks.find((track) => track.language === 'en') ?? tracks.find((track) => track.language.startsWith('en-'));
}
