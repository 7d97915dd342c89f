import type {
  CompositionDetail,
  CuratedCollection,
  Image,
  LiveStream,
  MediaFeature,
  Person,
  ProgramDetail,
} from '../api/contract.ts';
import { shareImageUrl } from '../catalog/image-sources.ts';
import { htmlToPlainText, metaDescription } from '../html/plain-text.ts';
import { endsAt, startsAt } from '#live/lib/live-timing.ts';
import { stripEmphasis } from '../text/emphasis.ts';
import { isoDuration } from './iso-duration.ts';

/** A JSON-LD object, ready for `JSON.stringify`. */
export type JsonLd = Record<string, unknown>;

/** What every builder needs besides the entity: where the page is and where images live. */
export interface JsonLdContext {
  /** The page's canonical, absolute URL. */
  readonly pageUrl: string;
  /** Prefix of image paths (site.mediaBase). */
  readonly mediaBase: string;
  /** The orchestra, the performer of its concerts. */
  readonly orchestraName: string;
  /** The orchestra's own site; empty when it sets none. */
  readonly orchestraUrl: string;
}

/** Drops keys whose value is undefined, null, '' or [], so the output holds only what is known. */
function compact(object: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(object).filter(
      ([, value]) =>
        value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

function imageOf(image: Image | null, context: JsonLdContext): string | undefined {
  return image === null ? undefined : shareImageUrl(image, context.mediaBase);
}

/** The orchestra; its URL is left out when the orchestra sets none. */
function orchestra(context: JsonLdContext): JsonLd {
  return compact({ '@type': 'MusicGroup', name: context.orchestraName, url: context.orchestraUrl });
}

/** schema.org MusicComposition for a composition page. */
export function compositionJsonLd(work: CompositionDetail, context: JsonLdContext): JsonLd {
  const person = (ref: CompositionDetail['composer']) =>
    ref === null ? undefined : { '@type': 'Person', name: ref.full_name };
  return compact({
    '@context': 'https://schema.org',
    '@type': 'MusicComposition',
    name: stripEmphasis(work.title),
    url: context.pageUrl,
    composer: person(work.composer),
    musicArrangement:
      work.arranger === null
        ? undefined
        : { '@type': 'MusicComposition', name: stripEmphasis(work.title), composer: person(work.arranger) },
    genre: work.genre.map((genre) => genre.title),
    description: work.primary_program_note === null ? undefined : metaDescription(work.primary_program_note.text, 300),
    image: imageOf(work.preferred_image, context),
  });
}

/** schema.org Person for a composer, performer or conductor page. */
export function personJsonLd(person: Person, context: JsonLdContext): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: person.full_name,
    givenName: person.first_name,
    familyName: person.last_name,
    url: context.pageUrl,
    jobTitle: person.custom_title.trim(),
    birthDate: person.birth_year === null ? undefined : String(person.birth_year),
    deathDate: person.death_year === null ? undefined : String(person.death_year),
    nationality: person.country?.title,
    description: metaDescription(person.biography, 300),
    image: imageOf(person.preferred_image, context),
  });
}

/** schema.org MusicEvent for a concert (program) page, attended online. */
export function concertJsonLd(program: ProgramDetail, context: JsonLdContext): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: stripEmphasis(program.title),
    url: context.pageUrl,
    startDate: program.date,
    endDate: program.end_date_time,
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'VirtualLocation', url: context.pageUrl },
    performer: orchestra(context),
    organizer: orchestra(context),
    isAccessibleForFree: true,
    description: metaDescription(program.description, 300),
    image: imageOf(program.preferred_image, context),
    workPerformed: program.composition_performances.map((entry) =>
      compact({
        '@type': 'MusicComposition',
        name: stripEmphasis(entry.composition.title),
        composer: entry.composition.composer?.full_name,
      }),
    ),
  });
}

/** schema.org BroadcastEvent for a live stream page. */
export function liveStreamJsonLd(stream: LiveStream, context: JsonLdContext): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'BroadcastEvent',
    name: stripEmphasis(stream.title),
    url: context.pageUrl,
    isLiveBroadcast: true,
    startDate: startsAt(stream).toISOString(),
    endDate: endsAt(stream).toISOString(),
    description: stream.short_description.trim() || metaDescription(stream.description, 300),
    image: imageOf(stream.preferred_image, context),
    isAccessibleForFree: true,
    publishedOn: {
      '@type': 'BroadcastService',
      name: `Concert Library - ${context.orchestraName}`,
      url: context.pageUrl,
    },
    broadcastOfEvent: compact({
      '@type': 'MusicEvent',
      name: stripEmphasis(stream.title),
      startDate: startsAt(stream).toISOString(),
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: context.pageUrl },
      performer: orchestra(context),
    }),
  });
}

/** schema.org VideoObject for a media feature page. */
export function featureJsonLd(feature: MediaFeature, context: JsonLdContext): JsonLd {
  const image = imageOf(feature.image, context);
  return compact({
    '@context': 'https://schema.org',
    '@type': feature.type === 'V' ? 'VideoObject' : 'AudioObject',
    name: stripEmphasis(feature.title),
    url: context.pageUrl,
    embedUrl: context.pageUrl,
    description: metaDescription(feature.description, 300) || stripEmphasis(feature.title),
    thumbnailUrl: image,
    uploadDate: feature.date_time,
    duration: isoDuration(feature.duration_ms),
    isAccessibleForFree: true,
  });
}

/** schema.org CreativeWork list for a curated collection page. */
export function collectionJsonLd(collection: CuratedCollection, context: JsonLdContext): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'CreativeWorkSeries',
    name: stripEmphasis(collection.title),
    url: context.pageUrl,
    description: metaDescription(collection.introduction_text, 300),
    author: collection.byline.trim() === '' ? undefined : htmlToPlainText(collection.byline),
    image: imageOf(collection.image, context),
    hasPart: collection.active_items.map((item) =>
      compact({
        '@type': 'MusicComposition',
        name: stripEmphasis(item.composition.title),
        composer: item.composition.composer?.full_name,
      }),
    ),
  });
}

/** schema.org WebSite for the home page. */
export function siteJsonLd(context: JsonLdContext, description: string): JsonLd {
  return compact({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: `Concert Library - ${context.orchestraName}`,
    url: context.pageUrl,
    description,
    publisher: compact({ '@type': 'Organization', name: context.orchestraName, url: context.orchestraUrl }),
  });
}

/**
 * Serialises JSON-LD for a `<script type="application/ld+json">`: `<` is escaped so no
 * text in the catalogue can close the script element.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
