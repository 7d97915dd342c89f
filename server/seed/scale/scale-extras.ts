import type { CatalogDocumentInput } from '../../src/catalog/import-schema.ts';
import { LIVE_MEDIA, VIDEO_MEDIA } from '../media-plan.ts';
import { stableUuid } from '../stable-uuid.ts';

type Performances = NonNullable<CatalogDocumentInput['performances']>;
type Programs = NonNullable<CatalogDocumentInput['programs']>;

const DAY_MS = 86_400_000;

/**
 * Curated collections of the scale catalogue: `count` collections of twelve performances each,
 * taken in order from the generated performances, so a site built from it has every kind of page.
 */
export function scaleCollections(
  count: number,
  performances: Performances,
): NonNullable<CatalogDocumentInput['curated_collections']> {
  return Array.from({ length: count }, (_, i) => ({
    uuid: stableUuid(`scale-collection:${i}`),
    identifier: `scale-collection-${i + 1}`,
    title: `Collection ${i + 1}`,
    introduction_text: `<p>Twelve performances chosen for collection ${i + 1}.</p>`,
    sequence: i,
    byline: 'Curated by the orchestra',
    items: performances.slice(i * 12, i * 12 + 12).map((performance, sequence) => ({
      performance: performance.uuid,
      note: `<p>Item ${sequence + 1}.</p>`,
      sequence,
    })),
  }));
}

/** The home page's headline and video (the first performance with a video recording). */
export function scaleHomeContent(performances: Performances): NonNullable<CatalogDocumentInput['home_content']> {
  const video = performances.find((p) => (p.recordings ?? []).some((r) => r.type === 'V'));
  return [
    {
      content_type: 'headline',
      identifier: 'home-headline',
      sequence: 0,
      body_text: '<h2>The scale catalogue</h2><p>Generated for benchmarks.</p>',
    },
    ...(video
      ? [{ content_type: 'video' as const, identifier: 'home-video', sequence: 1, performance: video.uuid }]
      : []),
  ];
}

/** Live streams around the anchor: one a week for `count` weeks before and after it, on the programs. */
export function scaleLiveStreams(
  count: number,
  anchor: Date,
  programs: Programs,
): NonNullable<CatalogDocumentInput['live_streams']> {
  const replay = VIDEO_MEDIA[0]?.media ?? null;
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(anchor.getTime() + (i - Math.floor(count / 2)) * 7 * DAY_MS);
    return {
      uuid: stableUuid(`scale-live-stream:${i}`),
      identifier: `scale-live-stream-${i + 1}`,
      title: `Live stream ${i + 1}`,
      short_description: `Broadcast ${i + 1} of the season.`,
      start_date_time: start.toISOString(),
      can_replay: true,
      program: programs[i % Math.max(programs.length, 1)]?.identifier ?? null,
      live_media: LIVE_MEDIA,
      replay_media: replay,
    };
  });
}
