import type { CatalogDocumentInput } from '../src/catalog/import-schema.ts';
import { GENRES, NATIONALITIES } from './data/categories.ts';
import { FEATURE_CATEGORIES } from './data/features.ts';
import { VIDEO_MEDIA } from './media-plan.ts';
import { captionsPath } from './recording-media.ts';
import { scaleCollections, scaleHomeContent, scaleLiveStreams } from './scale/scale-extras.ts';
import { scalePeople } from './scale/scale-people.ts';
import { scalePrograms } from './scale/scale-programs.ts';
import { scaleWorks } from './scale/scale-works.ts';
import { SeededRandom } from './scale/seeded-random.ts';
import { stableUuid } from './stable-uuid.ts';

/** Sizes of the scale catalogue and what makes it repeatable. */
export interface ScaleOptions {
  compositions: number;
  people: number;
  programs: number;
  performances: number;
  /** Media features (of the demo's categories). */
  features: number;
  /** Concerts are dated over the eight years before this instant. */
  anchor: Date;
  /** Seed of the generator: the same options always give the same document. */
  seed: number;
}

/** The sizes the benchmarks use. */
export const DEFAULT_SCALE: Readonly<ScaleOptions> = {
  compositions: 10_000,
  people: 3_000,
  programs: 1_000,
  performances: 20_000,
  features: 200,
  anchor: new Date('2026-09-01T00:00:00Z'),
  seed: 20_261_121,
};

function features(
  count: number,
  anchor: Date,
  random: SeededRandom,
): NonNullable<CatalogDocumentInput['media_features']> {
  const leaves = FEATURE_CATEGORIES.filter((c) => !FEATURE_CATEGORIES.some((child) => child.parent === c.identifier));
  return Array.from({ length: count }, (_, i) => {
    const video = random.pick(VIDEO_MEDIA);
    return {
      uuid: stableUuid(`scale-feature:${i}`),
      identifier: `scale-feature-${i + 1}`,
      title: `Feature ${i + 1}`,
      date_time: new Date(anchor.getTime() - i * 86_400_000).toISOString(),
      duration_ms: video.duration_ms,
      category: random.pick(leaves).identifier,
      media: video.media,
      captions_url: video.captions ? captionsPath(video.media) : null,
    };
  });
}

/**
 * A large, plausible, generated catalogue for benchmarks and build timing: 10,000
 * compositions, 3,000 people, 1,000 programs and 20,000 performances by default, every
 * recording playing one of the demo media. Deterministic for given options.
 */
export function scaleCatalog(options: Partial<ScaleOptions> = {}): CatalogDocumentInput {
  const o = { ...DEFAULT_SCALE, ...options };
  const random = new SeededRandom(o.seed);
  const people = scalePeople(o.people, random);
  const works = scaleWorks(o.compositions, people.composers, random);
  const { programs, performances } = scalePrograms(o, works, people, random);
  return {
    format: 'concert-library-catalog',
    version: 1,
    categories: [
      ...Object.entries(GENRES).map(([identifier, title]) => ({ kind: 'genre' as const, identifier, title })),
      ...Object.entries(NATIONALITIES).map(([identifier, title]) => ({
        kind: 'nationality' as const,
        identifier,
        title,
      })),
    ],
    people: people.people,
    compositions: works.map((w) => w.composition),
    programs,
    performances,
    feature_categories: FEATURE_CATEGORIES.map((c) => ({ ...c })),
    media_features: features(o.features, o.anchor, random),
    // A few of each other kind, so a site built from it has every kind of page.
    curated_collections: scaleCollections(12, performances),
    home_content: scaleHomeContent(performances),
    live_streams: scaleLiveStreams(20, o.anchor, programs),
  };
}
