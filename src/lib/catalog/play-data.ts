import type { CompositionRef, CompositionSummary, Performance } from '../api/contract.ts';
import { featuredArtistsInOrder, listingRecording } from './composition-detail.ts';

/** The composition fields a play button needs; a summary, a detail or a reference fits. */
export type PlayableComposition = Pick<
  CompositionSummary,
  'id' | 'identifier' | 'title' | 'combined_composer_arranger_credit'
> & {
  readonly preferred_image?: CompositionSummary['preferred_image'];
};

/**
 * The `data-*` attributes of a performance's 'Play Performance', 'Add to queue', movement and
 * 'Watch Performance' buttons, the contract between the static pages and the player
 * island, which reads them on click. They are carried once, by the element around a
 * performance's buttons (its article on a composition page, the buttons' group in a program
 * row), and each button finds them with `closest()`; the buttons carry only
 * `data-performance-id` (the player's marks), and 'Watch Performance' its video's uuid. (On
 * every button, they were a fifth of the scale catalogue's page bytes.)
 *
 * - `data-composition-id`, `data-composition-identifier`, `data-performance-id`,
 *   `data-performance-uuid`: what the spec's queue item names (rules §3);
 * - `data-recording-uuids`: every recording, audio first, space-separated;
 *   `data-audio-recording-uuid` / `data-video-recording-uuid`: the one to ask
 *   `/stream/recording/{uuid}/` for, when there is one;
 * - `data-queue-item`: JSON of the queue item without its stream links (`recording_uuid`,
 *   `title`, `composer`, `performers`, `image` (a path on the media host), `duration_ms`,
 *   `movement_cuepoints`), so the player fetches links and nothing else.
 */
export function playData(composition: PlayableComposition, performance: Performance): Record<string, string> {
  const audio = performance.recordings.find((r) => r.type === 'A');
  const video = performance.recordings.find((r) => r.type === 'V');
  const ordered = [...(audio ? [audio] : []), ...performance.recordings.filter((r) => r !== audio)];
  const listing = listingRecording(performance);
  const image = (listing?.preferred_image ?? composition.preferred_image ?? null)?.renditions.wd_512x288 ?? null;
  const performers = [
    ...(performance.conductor === null ? [] : [`${performance.conductor.full_name}, conductor`]),
    ...featuredArtistsInOrder(performance).map(({ artist, roles }) =>
      roles.length === 0 ? artist.full_name : `${artist.full_name}, ${roles.join(' and ')}`,
    ),
  ];
  const data: Record<string, string> = {
    'data-composition-id': String(composition.id),
    'data-composition-identifier': composition.identifier,
    'data-performance-id': String(performance.id),
    'data-performance-uuid': performance.uuid,
    'data-recording-uuids': ordered.map((r) => r.uuid).join(' '),
  };
  if (audio) data['data-audio-recording-uuid'] = audio.uuid;
  if (video) data['data-video-recording-uuid'] = video.uuid;
  if (audio) {
    data['data-queue-item'] = JSON.stringify({
      composition_id: composition.id,
      performance_id: performance.id,
      composition_identifier: composition.identifier,
      recording_uuid: audio.uuid,
      title: composition.title,
      composer: composition.combined_composer_arranger_credit,
      performers,
      image,
      duration_ms: audio.duration_ms,
      movement_cuepoints: audio.movement_cuepoints,
    });
  }
  return data;
}

/** The playable composition of a reference (program and collection pages hold references). */
export function playableOf(ref: CompositionRef, summary?: CompositionSummary): PlayableComposition {
  return (
    summary ?? {
      id: ref.id,
      identifier: ref.identifier,
      title: ref.title,
      combined_composer_arranger_credit: ref.combined_composer_arranger_credit,
    }
  );
}
