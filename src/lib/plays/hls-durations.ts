/** What a playlist says: each segment's length, and the variant playlists a multivariant playlist names. */
export interface PlaylistDurations {
  /** Segment URI → its `#EXTINF` length in milliseconds. */
  segments: Map<string, number>;
  /** URIs of the playlists it names (a multivariant playlist's renditions). */
  variants: string[];
}

const EXTINF = /^#EXTINF:\s*([0-9]+(?:\.[0-9]+)?)/;

/**
 * Reads an HLS playlist (RFC 8216) for the minutes a play streamed: a segment counts the length its
 * `#EXTINF` gives. Tags other than `#EXTINF` are skipped; a URI line without one before it names a playlist.
 */
export function playlistDurations(text: string): PlaylistDurations {
  const segments = new Map<string, number>();
  const variants: string[] = [];
  let pending: number | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#')) {
      const seconds = EXTINF.exec(line)?.[1];
      if (seconds !== undefined) pending = Math.round(Number(seconds) * 1000);
      continue;
    }
    if (pending === undefined) variants.push(line);
    else segments.set(line, pending);
    pending = undefined;
  }
  return { segments, variants };
}
