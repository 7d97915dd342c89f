import type { CaptionsTrack } from '#lib/api/captions-track.ts';
import { englishCaptionsOf, readCaptionsTracks } from '#lib/api/captions-track-reading.ts';
import { isStreamKind, type StreamKind } from '#lib/api/stream-kinds.ts';

/** What a video preview plays: the stream to ask links for and the text tracks to add. */
export interface VideoSource {
  readonly kind: StreamKind;
  readonly uuid: string;
  /** Its captions, one track a language (WebVTT paths on the media host); empty when none. */
  readonly captions: readonly CaptionsTrack[];
  /** Chapters from the cue points (a WebVTT path on the media host); null when none. */
  readonly chaptersUrl: string | null;
  /** The video's name for analytics and the player's label. */
  readonly title: string;
}

const present = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : value.trim();

/** The tracks `data-captions` lists (JSON); none when it is missing or not such a list. */
function listedCaptions(json: string | undefined): CaptionsTrack[] {
  if (present(json) === null) return [];
  try {
    return readCaptionsTracks(JSON.parse(json ?? '')) ?? [];
  } catch {
    return [];
  }
}

/**
 * A video's captions tracks: every language `data-captions` lists, and the English file of
 * `data-captions-url` (what one-language catalogues and older APIs give) when the list has no English.
 */
export function captionTracksOf(captionsJson: string | undefined, captionsUrl: string | undefined): CaptionsTrack[] {
  const listed = listedCaptions(captionsJson);
  const english = present(captionsUrl);
  return english === null || englishCaptionsOf(listed) !== undefined
    ? listed
    : [{ language: 'en', label: 'English', url: english }, ...listed];
}

/**
 * Reads a preview's `data-*` attributes (VideoPreview.astro): `data-stream-kind`,
 * `data-stream-uuid`, `data-captions` and `data-captions-url`, `data-chapters-url` and
 * `data-video-title` (else the play button's text). Null when the kind or uuid is missing or unknown.
 */
export function videoSourceOf(
  data: Readonly<Record<string, string | undefined>>,
  buttonText: string,
): VideoSource | null {
  const kind = data['streamKind'];
  const uuid = present(data['streamUuid']);
  if (!isStreamKind(kind) || uuid === null) return null;
  return {
    kind,
    uuid,
    captions: captionTracksOf(data['captions'], data['captionsUrl']),
    chaptersUrl: present(data['chaptersUrl']),
    title: present(data['videoTitle']) ?? buttonText.trim(),
  };
}
