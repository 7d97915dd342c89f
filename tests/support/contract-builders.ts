import type { z } from 'zod';
import {
  CategorySchema,
  CompositionDetailSchema,
  CompositionRefSchema,
  CompositionSummarySchema,
  CuratedCollectionSchema,
  CuratedItemSchema,
  FeatureCategorySchema,
  FeaturedArtistSchema,
  HomeContentSchema,
  ImageSchema,
  MediaFeatureSchema,
  PerformanceSchema,
  PersonRefSchema,
  PersonSchema,
  ProgramDetailSchema,
  ProgramRefSchema,
  ProgramSummarySchema,
  LiveStreamSchema,
  RecordingSchema,
  SessionSchema,
  StreamAnswerSchema,
} from '../../src/lib/api/contract.ts';
import type {
  Category,
  CompositionDetail,
  CompositionRef,
  CompositionSummary,
  CuratedCollection,
  CuratedItem,
  FeatureCategory,
  FeaturedArtist,
  HomeContent,
  Image,
  MediaFeature,
  Performance,
  Person,
  PersonRef,
  ProgramDetail,
  ProgramRef,
  ProgramSummary,
  LiveStream,
  Recording,
  Session,
  StreamAnswer,
} from '../../src/lib/api/contract.ts';

/**
 * The one set of builders of /api/2 contract objects for every suite (unit tests, the fixture
 * catalogues of the build tests, the search tests' catalogues). Each fills every field with a
 * plausible default, applies the overrides, and parses the result with the contract's schema,
 * so a builder can never hand a test an object the API could not send, and a field added to
 * the contract is added here once.
 */

let counter = 0;

/** A fresh number, so ids, identifiers and uuids never collide between built objects. */
function next(): number {
  counter += 1;
  return counter;
}

/** A valid version-4 uuid made from a number, so test output stays readable. */
function uuidFor(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

type Overrides<S extends z.ZodType> = Partial<z.input<S>>;

/** An image with every rendition. */
export function buildImage(overrides: Overrides<typeof ImageSchema> = {}): Image {
  const n = next();
  return ImageSchema.parse({
    url: `/media/images/${n}.jpg`,
    width: 1600,
    height: 900,
    alt: `Image ${n}`,
    credit: '',
    renditions: {
      wd_256x144: `/media/images/${n}-256x144.jpg`,
      wd_512x288: `/media/images/${n}-512x288.jpg`,
      thumbnail: `/media/images/${n}-thumb.jpg`,
      social_1200x630: `/media/images/${n}-1200x630.jpg`,
    },
    ...overrides,
  });
}

/** A genre or nationality. */
export function buildCategory(overrides: Overrides<typeof CategorySchema> = {}): Category {
  const n = next();
  return CategorySchema.parse({ identifier: `category-${n}`, title: `Category ${n}`, ...overrides });
}

/** A person; `sort_name` follows the names unless overridden. */
export function buildPerson(overrides: Overrides<typeof PersonSchema> = {}): Person {
  const n = next();
  const first = overrides.first_name ?? `First${n}`;
  const last = overrides.last_name ?? `Last${n}`;
  return PersonSchema.parse({
    id: n,
    identifier: `person-${n}`,
    first_name: first,
    last_name: last,
    full_name: `${first} ${last}`.trim(),
    sort_name: first === '' ? last : `${last}, ${first}`,
    years: '',
    birth_year: null,
    death_year: null,
    country: null,
    biography: '',
    custom_title: '',
    preferred_image: null,
    kinds: [overrides.primaryKind ?? 'performer'],
    ...overrides,
  });
}

/** The short reference other entities hold to a person. */
export function refTo(person: Person): PersonRef {
  return PersonRefSchema.parse({
    id: person.id,
    identifier: person.identifier,
    full_name: person.full_name,
    sort_name: person.sort_name,
  });
}

/** A composition as /combined/ lists it: listed, with audio, no composer unless given. */
export function buildComposition(overrides: Overrides<typeof CompositionSummarySchema> = {}): CompositionSummary {
  const n = next();
  return CompositionSummarySchema.parse({
    id: n,
    identifier: `composition-${n}`,
    title: `Composition ${n}`,
    alternative_formatted_title: '',
    opus: '',
    combined_composer_arranger_credit: '',
    spco_commission: false,
    country: null,
    preferred_image: null,
    genre: [],
    has_video: false,
    has_audio: true,
    composer: null,
    arranger: null,
    has_premiere: false,
    conductor_ids: [],
    performer_ids: [],
    ...overrides,
  });
}

/** The short reference other entities hold to a composition. */
export function compositionRefTo(composition: CompositionSummary): CompositionRef {
  return CompositionRefSchema.parse({
    id: composition.id,
    identifier: composition.identifier,
    title: composition.title,
    combined_composer_arranger_credit: composition.combined_composer_arranger_credit,
    composer: composition.composer,
  });
}

/** An audio recording of ten minutes without movements. */
export function buildRecording(overrides: Overrides<typeof RecordingSchema> = {}): Recording {
  return RecordingSchema.parse({
    uuid: uuidFor(next()),
    type: 'A',
    duration_ms: 600_000,
    movement_cuepoints: [],
    cuepoint_webvtt: null,
    captions_url: null,
    production_credits: '',
    preferred_image: null,
    ...overrides,
  });
}

/** A featured artist entry. */
export function buildFeaturedArtist(overrides: Overrides<typeof FeaturedArtistSchema> = {}): FeaturedArtist {
  return FeaturedArtistSchema.parse({ artist: refTo(buildPerson()), roles: ['violin'], sequence: 0, ...overrides });
}

/** A listed performance with one audio recording. */
export function buildPerformance(overrides: Overrides<typeof PerformanceSchema> = {}): Performance {
  const n = next();
  return PerformanceSchema.parse({
    id: n,
    uuid: uuidFor(n),
    composition_id: 1,
    program: null,
    conductor: null,
    featured_artists: [],
    start_date_time: '2024-03-03T01:00:00Z',
    end_date_time: '2024-03-03T03:00:00Z',
    premiere: '',
    has_video: false,
    has_audio: true,
    program_note: null,
    recordings: [buildRecording()],
    chapter_captions_url: null,
    ...overrides,
  });
}

/** A composition detail: the summary fields plus note and performances. */
export function buildCompositionDetail(overrides: Overrides<typeof CompositionDetailSchema> = {}): CompositionDetail {
  const summary = buildComposition();
  return CompositionDetailSchema.parse({ ...summary, primary_program_note: null, performances: [], ...overrides });
}

/** The short reference other entities hold to a program. */
export function buildProgramRef(overrides: Overrides<typeof ProgramRefSchema> = {}): ProgramRef {
  const n = next();
  return ProgramRefSchema.parse({
    id: n,
    identifier: `program-${n}`,
    title: `Program ${n}`,
    formatted_date_range: '',
    ...overrides,
  });
}

/** A listed program with audio and a playable performance. */
export function buildProgram(overrides: Overrides<typeof ProgramSummarySchema> = {}): ProgramSummary {
  const n = next();
  return ProgramSummarySchema.parse({
    id: n,
    uuid: uuidFor(n),
    identifier: `program-${n}`,
    title: `Program ${n}`,
    unlisted: false,
    has_video: false,
    has_audio: true,
    has_playable_performance: true,
    formatted_date_range: 'March 3, 2024',
    date: '2024-03-03T01:00:00Z',
    end_date_time: '2024-03-03T03:00:00Z',
    preferred_image: null,
    ...overrides,
  });
}

/** A program detail: the summary fields plus description, performances and related media. */
export function buildProgramDetail(overrides: Overrides<typeof ProgramDetailSchema> = {}): ProgramDetail {
  const summary = buildProgram();
  return ProgramDetailSchema.parse({
    ...summary,
    description: '',
    underwriter_name: '',
    underwriter_logo: null,
    has_full_video: false,
    composition_performances: [],
    related_media_features: [],
    ...overrides,
  });
}

/** A media feature category level. */
export function buildFeatureCategory(overrides: Overrides<typeof FeatureCategorySchema> = {}): FeatureCategory {
  const n = next();
  return FeatureCategorySchema.parse({
    identifier: `feature-category-${n}`,
    title: `Feature category ${n}`,
    sort_weight: 0,
    ...overrides,
  });
}

/** A video media feature in its own top-level category. */
export function buildMediaFeature(overrides: Overrides<typeof MediaFeatureSchema> = {}): MediaFeature {
  const n = next();
  return MediaFeatureSchema.parse({
    identifier: `feature-${n}`,
    uuid: uuidFor(n),
    title: `Feature ${n}`,
    description: '',
    type: 'V',
    date_time: '2024-01-01T18:00:00Z',
    duration_ms: 300_000,
    image: null,
    production_credits: '',
    sort_weight: 0,
    category_hierarchy: [buildFeatureCategory()],
    captions_url: null,
    starts_by_default: false,
    ...overrides,
  });
}

/** A curated item around a fresh performance. */
export function buildCuratedItem(overrides: Overrides<typeof CuratedItemSchema> = {}): CuratedItem {
  return CuratedItemSchema.parse({
    sequence: 0,
    note: '',
    composition: compositionRefTo(buildComposition()),
    performance: buildPerformance(),
    ...overrides,
  });
}

/** A curated collection without items. */
export function buildCollection(overrides: Overrides<typeof CuratedCollectionSchema> = {}): CuratedCollection {
  const n = next();
  return CuratedCollectionSchema.parse({
    id: n,
    identifier: `collection-${n}`,
    uuid: uuidFor(n),
    title: `Collection ${n}`,
    introduction_text: '',
    sequence: 0,
    byline: '',
    image: null,
    duration_formatted: '',
    has_video: false,
    starts_by_default: false,
    active_items: [],
    ...overrides,
  });
}

/** A home headline block. */
export function buildHomeContent(overrides: Overrides<typeof HomeContentSchema> = {}): HomeContent {
  return HomeContentSchema.parse({
    content_type: 'headline',
    identifier: 'home-headline',
    sequence: 0,
    performance: null,
    curated_collection: null,
    url: '',
    body_text: '<p>Welcome</p>',
    image: null,
    ...overrides,
  });
}

/**
 * A scheduled, listed live stream that starts Friday, December 4, 2026 at 7:30 pm in Chicago
 * (01:30 UTC on the 5th). Its identifier and uuid are fixed, as the live tests' expectations
 * name them; override them to build a second stream.
 */
export function buildLiveStream(overrides: Overrides<typeof LiveStreamSchema> = {}): LiveStream {
  return LiveStreamSchema.parse({
    identifier: 'winter-serenade',
    uuid: '6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70',
    title: 'Winter Serenade',
    description: '<p>Strings by candlelight.</p>',
    short_description: 'Strings by candlelight.',
    status: null,
    is_sample_stream: false,
    start_date_time: '2026-12-05T01:30:00Z',
    open_date_time: null,
    banner_start_date_time: null,
    replay_end_time: null,
    can_replay: false,
    chat_code: '',
    stream_error_message: '',
    show_link_to_program: true,
    preferred_image: null,
    media_underwriters: [],
    grant_sponsor_notes: '',
    program: null,
    ...overrides,
  });
}

/**
 * A signed-in session whose access token expires at 12:05:00 and whose refresh token expires
 * at 12:00:00 a week later (UTC), on November 21, 2026.
 */
export function buildSession(overrides: Overrides<typeof SessionSchema> = {}): Session {
  return SessionSchema.parse({
    token: 'access-1',
    access: 'access-1',
    refresh: 'refresh-1',
    expires: '2026-11-21T12:05:00Z',
    refreshExpires: '2026-11-28T12:00:00Z',
    user: { pk: 7, email: 'ada@example.org', first_name: 'Ada', last_name: 'Lovelace', email_verified: true },
    ...overrides,
  });
}

/** A `/stream/{kind}/{uuid}/` answer: audio links of a recording on `mediaBase` (signed), expiring at `expires`. */
export function buildAudioStreamAnswer(
  uuid: string,
  { mediaBase = 'https://media.example.test', expires = '2026-11-21T18:00:00.000Z' } = {},
): StreamAnswer {
  return StreamAnswerSchema.parse({
    stream_links: {
      broadband_standard_dynamics: `${mediaBase}/audio/${uuid}/broadband.m4a?sig=abc`,
      cellular_standard_dynamics: `${mediaBase}/audio/${uuid}/cellular.m4a?sig=abc`,
    },
    expires,
  });
}

/** A `/stream/{kind}/{uuid}/` answer: the HLS playlist of a video on `mediaBase` (signed), expiring at `expires`. */
export function buildVideoStreamAnswer(
  uuid: string,
  { mediaBase = 'https://media.example.test', expires = '2026-11-21T18:00:00.000Z' } = {},
): StreamAnswer {
  return StreamAnswerSchema.parse({ stream_links: { hls: `${mediaBase}/video/${uuid}/index.m3u8?sig=abc` }, expires });
}
