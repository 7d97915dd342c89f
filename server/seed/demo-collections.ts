import type { CollectionInput, HomeContentInput } from './catalog-inputs.ts';
import { COLLECTIONS, type CollectionFact } from './data/collections.ts';
import { demoImage } from './demo-images.ts';
import { performanceUuid } from './demo-performances.ts';
import { VIDEO_MEDIA } from './media-plan.ts';
import { stableUuid } from './stable-uuid.ts';

function collection(fact: CollectionFact): CollectionInput {
  return {
    uuid: stableUuid(`collection:${fact.identifier}`),
    identifier: fact.identifier,
    title: fact.title,
    introduction_text: fact.introduction,
    sequence: fact.sequence,
    byline: fact.byline,
    image: fact.image === null ? null : demoImage('collections', fact.image, fact.title, 'Artwork: Tessa Marlow'),
    intro_media: fact.intro === null ? null : (VIDEO_MEDIA[fact.intro - 1]?.media ?? null),
    starts_by_default: fact.starts_by_default,
    active: fact.active,
    items: fact.items.map((item, i) => ({
      performance: performanceUuid(item.program, item.work),
      note: item.note,
      sequence: i + 1,
      active: item.active,
    })),
  };
}

/** The curated collections, with their items in order. */
export function demoCollections(): CollectionInput[] {
  return COLLECTIONS.map(collection);
}

/** The performance the home page shows as its video: the newest concert's concerto. */
export const HOME_VIDEO = { program: 'beethovens-eroica', work: 'beethoven-piano-concerto-4' } as const;

/** The home page's headline and video. */
export function demoHomeContent(): HomeContentInput[] {
  return [
    {
      content_type: 'headline',
      identifier: 'home-headline',
      sequence: 1,
      body_text:
        '<h2>New this month: Beethoven’s <em>Eroica</em></h2><p>Tobias Rennquist returns to conduct the symphony that changed everything, and Kwame Adjei-Brandt plays the Fourth Piano Concerto. <a href="/music/concert-library/concert/beethovens-eroica">Watch the concert</a>.</p>',
      url: '/music/concert-library/concert/beethovens-eroica',
    },
    {
      content_type: 'video',
      identifier: 'home-video',
      sequence: 2,
      performance: performanceUuid(HOME_VIDEO.program, HOME_VIDEO.work),
    },
  ];
}
