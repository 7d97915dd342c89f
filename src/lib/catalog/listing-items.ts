import type {
  CompositionSummary,
  CuratedCollection,
  FeatureCategory,
  Image,
  MediaFeature,
  Person,
  PersonKind,
  ProgramSummary,
} from '../api/contract.ts';
import { formatCentral } from '../time/central-time.ts';
import { formatDurationWords } from '../time/durations.ts';
import type { CategoryEntry } from './categories.ts';
import { featureSubcategoryPath } from './features.ts';
import { collectionPath, compositionPath, concertPath, featurePath } from './routes.ts';
import { categoryPath } from './view-by.ts';
import type { CategoryKind } from './view-by.ts';

/**
 * One row of a list page, the same whether the list is drawn as a table or as a grid of
 * cards: what it is called, where it leads and the few facts beside it.
 */
export interface ListingItem {
  /** Unique within its list. */
  readonly key: string;
  /** The page it links to, relative to the base path. */
  readonly path: string;
  /** May hold *asterisk* emphasis. */
  readonly title: string;
  /** Under the title: an opus, a custom title, a date range; null when none. */
  readonly subtitle: string | null;
  /** The second column: composer, a count, a category; null when none. */
  readonly credit: string | null;
  /** Short labels, e.g. 'Video', 'Audio', 'Premiere'. */
  readonly badges: readonly string[];
  readonly image: Image | null;
  /** How the image is cut: 16:9 for works and events, the square thumbnail for people. */
  readonly imageShape: 'wide' | 'thumb';
}

/** '1 composition', '12 compositions'. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** The media badges of something with audio and/or video. */
function mediaBadges(item: { has_video: boolean; has_audio: boolean }): string[] {
  return [item.has_video ? 'Video' : '', item.has_audio ? 'Audio' : ''].filter(Boolean);
}

/** Trims a text, mapping an empty one to null. */
function orNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * A work's credit in lists: the composer's full name (and the arranger's), since lists set
 * works of several composers of one family side by side; the API's combined credit when
 * there is no composer.
 */
export function workCredit(
  work: Pick<CompositionSummary, 'composer' | 'arranger' | 'combined_composer_arranger_credit'>,
): string | null {
  if (work.composer === null) return orNull(work.combined_composer_arranger_credit);
  return work.arranger === null
    ? work.composer.full_name
    : `${work.composer.full_name}, arr. ${work.arranger.full_name}`;
}

/** A composition row: title, opus, composer credit, media and premiere badges. */
export function workItem(work: CompositionSummary): ListingItem {
  return {
    key: work.identifier,
    path: compositionPath(work.identifier),
    title: work.title,
    subtitle: orNull(work.opus),
    credit: workCredit(work),
    badges: [...mediaBadges(work), ...(work.has_premiere ? ['Premiere'] : [])],
    image: work.preferred_image,
    imageShape: 'wide',
  };
}

/** A person row in a people list: name, custom title or years, how many compositions. */
export function personItem(person: Person, kind: PersonKind, compositionCount: number): ListingItem {
  return {
    key: person.identifier,
    path: categoryPath(kind, person.identifier),
    title: person.full_name,
    subtitle: orNull(person.custom_title) ?? orNull(person.years),
    credit: countLabel(compositionCount, 'composition'),
    badges: [],
    image: person.preferred_image,
    imageShape: 'thumb',
  };
}

/** A genre or nationality row with its count. */
export function categoryItem(entry: CategoryEntry, kind: CategoryKind): ListingItem {
  return {
    key: entry.category.identifier,
    path: categoryPath(kind, entry.category.identifier),
    title: entry.category.title,
    subtitle: null,
    credit: countLabel(entry.count, 'composition'),
    badges: [],
    image: null,
    imageShape: 'wide',
  };
}

/** A concert row: title, date range, media badges. */
export function concertItem(program: ProgramSummary): ListingItem {
  return {
    key: program.identifier,
    path: concertPath(program.identifier),
    title: program.title,
    subtitle: null,
    credit: orNull(program.formatted_date_range),
    badges: mediaBadges(program),
    image: program.preferred_image,
    imageShape: 'wide',
  };
}

/** A feature's date as lists show it, in Central time: 'March 3, 2024'. */
export function featureDate(feature: Pick<MediaFeature, 'date_time'>): string {
  return formatCentral(feature.date_time, 'MMMM D, YYYY');
}

/** A media feature row: title, date, category, length and kind. */
export function featureItem(feature: MediaFeature): ListingItem {
  const category = feature.category_hierarchy.at(-1)?.title ?? null;
  return {
    key: feature.identifier,
    path: featurePath(feature.identifier),
    title: feature.title,
    subtitle: featureDate(feature),
    credit: category,
    badges: [
      feature.type === 'V' ? 'Video' : 'Audio',
      ...(feature.duration_ms > 0 ? [formatDurationWords(feature.duration_ms)] : []),
    ],
    image: feature.image,
    imageShape: 'wide',
  };
}

/** A curated collection row: title, byline, length and size. */
export function collectionItem(collection: CuratedCollection): ListingItem {
  return {
    key: collection.identifier,
    path: collectionPath(collection.identifier),
    title: collection.title,
    subtitle: orNull(collection.byline),
    credit: countLabel(collection.active_items.length, 'work'),
    badges: [orNull(collection.duration_formatted), collection.has_video ? 'Video intro' : null].filter(
      (b): b is string => b !== null,
    ),
    image: collection.image,
    imageShape: 'wide',
  };
}

/**
 * A subcategory card of a top-level feature category: its title, how many features it
 * holds and the picture of the first pictured one.
 */
export function subcategoryItem(
  category: FeatureCategory,
  subcategory: FeatureCategory,
  features: readonly MediaFeature[],
): ListingItem {
  const inside = features.filter(
    (feature) =>
      feature.category_hierarchy[0]?.identifier === category.identifier &&
      feature.category_hierarchy[1]?.identifier === subcategory.identifier,
  );
  return {
    key: subcategory.identifier,
    path: featureSubcategoryPath(category.identifier, subcategory.identifier),
    title: subcategory.title,
    subtitle: null,
    credit: countLabel(inside.length, 'feature'),
    badges: [],
    image: inside.find((feature) => feature.image !== null)?.image ?? null,
    imageShape: 'wide',
  };
}
