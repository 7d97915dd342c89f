import { StreamKindSchema } from '#lib/api/stream-links.ts';
import type { StreamKind } from '#lib/api/stream-links.ts';

/** What a video preview plays: the stream to ask links for and the text tracks to add. */
export interface VideoSource {
  readonly kind: StreamKind;
  readonly uuid: string;
  /** English captions (a WebVTT path on the media host); null when none. */
  readonly captionsUrl: string | null;
  /** Chapters from the cue points (a WebVTT path on the media host); null when none. */
  readonly chaptersUrl: string | null;
  /** The video's name for analytics and the player's label. */
  readonly title: string;
}

const present = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : value.trim();

/**
 * Reads a preview's `data-*` attributes (VideoPreview.astro): `data-stream-kind`,
 * `data-stream-uuid`, `data-captions-url`, `data-chapters-url` and `data-video-title`
 * (else the play button's text). Null when the kind or uuid is missing or unknown.
 */
export function videoSourceOf(
  data: Readonly<Record<string, string | undefined>>,
  buttonText: string,
): VideoSource | null {
  const kind = StreamKindSchema.safeParse(data['streamKind']);
  const uuid = present(data['streamUuid']);
  if (!kind.success || uuid === null) return null;
  return {
    kind: kind.data,
    uuid,
    captionsUrl: present(data['captionsUrl']),
    chaptersUrl: present(data['chaptersUrl']),
    title: present(data['videoTitle']) ?? buttonText.trim(),
  };
}
