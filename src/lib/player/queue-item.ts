import type { CompositionSummary } from '../api/composition.ts';
import type { Cuepoint, Performance } from '../api/performance.ts';
import type { StreamAnswer, StreamLinks } from '../api/stream-links.ts';

/**
 * One entry of the player queue: the four fields of rules §3 (`composition_id`,
 * `performance_id`, `composition_identifier`, `stream_links`), plus what the player bar,
 * the movement list and the lock screen show without fetching anything. It is the site's
 * own stored shape, not an API answer: `readQueueItem` (queue-item-guard.ts) checks what
 * local storage gives back, with the contract's rules for links, dates and ids.
 */
export interface QueueItem {
  composition_id: number;
  performance_id: number;
  /** Checked at start-up: a composition that now answers 404 leaves the queue. */
  composition_identifier: string;
  /** Signed links from `/stream/recording/{uuid}/`; they stop working at `stream_links_expires`. */
  stream_links: StreamLinks;
  /** An ISO 8601 instant with an offset. */
  stream_links_expires: string;
  /** The audio recording, to ask for fresh links when these have expired. */
  recording_uuid: string;
  /** The composition's title; may hold *asterisk* emphasis. */
  title: string;
  /** Composer and arranger credit, e.g. 'Bach, arr. Stravinsky'; empty when none. */
  composer: string;
  /** Conductor and featured artists, one line each, e.g. 'Jane Doe, violin'. */
  performers: string[];
  /** Artwork for the bar and the lock screen (the 512x288 rendition); null when none. */
  image: string | null;
  /** Whole milliseconds. */
  duration_ms: number;
  /** Movement starts, in order; empty for a single movement. */
  movement_cuepoints: Cuepoint[];
}

/**
 * What a 'Play Performance', 'Add to queue' or movement button asks to play: the queue item
 * without its stream links, which are fetched on click (the button's `data-queue-item`
 * JSON, written by `src/lib/catalog/play-data.ts`).
 */
export type PlayRequest = Omit<QueueItem, 'stream_links' | 'stream_links_expires'>;

/** The performers line: conductor first, then featured artists in their display order. */
function performersOf(performance: Performance): string[] {
  const conductor = performance.conductor === null ? [] : [`${performance.conductor.full_name}, conductor`];
  const featured = [...performance.featured_artists]
    .sort((a, b) => a.sequence - b.sequence)
    .map(({ artist, roles }) =>
      roles.length === 0 ? artist.full_name : `${artist.full_name}, ${roles.join(' and ')}`,
    );
  return [...conductor, ...featured];
}

/**
 * The queue item for a performance's audio, once its stream links have been fetched; null
 * when the performance has no audio recording.
 */
export function queueItemFor(
  composition: Pick<
    CompositionSummary,
    'id' | 'identifier' | 'title' | 'combined_composer_arranger_credit' | 'preferred_image'
  >,
  performance: Performance,
  answer: StreamAnswer,
): QueueItem | null {
  const recording = performance.recordings.find((candidate) => candidate.type === 'A');
  if (recording === undefined) return null;
  const image = recording.preferred_image ?? composition.preferred_image;
  return {
    composition_id: composition.id,
    performance_id: performance.id,
    composition_identifier: composition.identifier,
    stream_links: answer.stream_links,
    stream_links_expires: answer.expires,
    recording_uuid: recording.uuid,
    title: composition.title,
    composer: composition.combined_composer_arranger_credit,
    performers: performersOf(performance),
    image: image?.renditions.wd_512x288 ?? null,
    duration_ms: recording.duration_ms,
    movement_cuepoints: recording.movement_cuepoints,
  };
}

/** Whether an item's links still work at `now`; expired ones must be fetched again before playing. */
export function hasFreshStreamLinks(item: QueueItem, now: Date): boolean {
  return Date.parse(item.stream_links_expires) > now.getTime();
}
