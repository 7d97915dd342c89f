import { playlistDurations } from '#lib/plays/hls-durations.ts';
import { readWhole, type MediaStore } from '../storage/media-store.ts';

/** Folders whose durations are kept; past it the cache starts again, as a catalogue has fewer videos in play. */
const MAX_FOLDERS = 2_000;

/**
 * The length of each HLS segment of a video folder, read from its `index.m3u8` and the playlists that
 * one names, once per folder: a play's minutes add up the segments it fetched.
 */
export class SegmentDurations {
  readonly #store: MediaStore;
  readonly #folders = new Map<string, Promise<Map<string, number>>>();

  constructor(store: MediaStore) {
    this.#store = store;
  }

  /** Segment file name → milliseconds; empty for a folder without a readable playlist. */
  of(folder: string): Promise<Map<string, number>> {
    let durations = this.#folders.get(folder);
    if (!durations) {
      if (this.#folders.size >= MAX_FOLDERS) this.#folders.clear();
      durations = this.#read(folder);
      this.#folders.set(folder, durations);
    }
    return durations;
  }

  async #read(folder: string): Promise<Map<string, number>> {
    const segments = new Map<string, number>();
    const seen = new Set<string>();
    const queue = ['index.m3u8'];
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      if (seen.has(name) || name.includes('/') || name.includes('..')) continue;
      seen.add(name);
      const text = await this.#text(folder, name);
      const playlist = playlistDurations(text);
      for (const [uri, ms] of playlist.segments) segments.set(uri, ms);
      queue.push(...playlist.variants);
    }
    return segments;
  }

  /** A playlist's text, '' when there is none; a store that did not answer is asked again next time. */
  async #text(folder: string, name: string): Promise<string> {
    try {
      return (await readWhole(this.#store, `${folder}/${name}`))?.toString('utf8') ?? '';
    } catch {
      this.#folders.delete(folder);
      return '';
    }
  }
}
