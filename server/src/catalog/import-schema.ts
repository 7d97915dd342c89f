import { z } from 'zod';
import { IdentifierSchema } from '../../../src/lib/api/common.ts';

/**
 * The catalogue document: what `npm run catalog -- import` loads and `export` writes, what the
 * demo seed and the scale generator produce. Entities refer to each other by identifier (or uuid
 * for performances and recordings), so an orchestra can write one by hand.
 */

const DateTime = z.iso.datetime({ offset: true });
/**
 * An identifier the document gives or refers to: a lower-case slug, as the site's own slugs are,
 * and within the contract's rule (its length bound), so nothing imported is refused by a build.
 */
const Slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'a lower-case slug')
  .pipe(IdentifierSchema);
const Html = z.string().default('');
/** ISO 3166 alpha-2 codes; an empty list means everywhere. */
const Countries = z.array(z.string().regex(/^[A-Z]{2}$/)).default([]);

/** An image: a path under the media root (or an absolute URL) and its size. */
export const ImportImageSchema = z.object({
  /** E.g. '/media/images/people/ludwig-van-beethoven.jpg'. Renditions sit beside it (see README). */
  src: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().default(''),
  credit: z.string().default(''),
});
export type ImportImage = z.output<typeof ImportImageSchema>;

export const ImportCategorySchema = z.object({
  kind: z.enum(['genre', 'nationality']),
  identifier: Slug,
  title: z.string().min(1),
});

export const ImportPersonSchema = z.object({
  identifier: Slug,
  first_name: z.string().default(''),
  last_name: z.string().min(1),
  /** Display years; derived from birth and death years when empty. */
  years: z.string().default(''),
  birth_year: z.number().int().nullable().default(null),
  death_year: z.number().int().nullable().default(null),
  /** A nationality category identifier. */
  country: Slug.nullable().default(null),
  biography: Html,
  custom_title: z.string().default(''),
  image: ImportImageSchema.nullable().default(null),
  primary_kind: z.enum(['composer', 'performer', 'conductor']).default('performer'),
});

export const ImportNoteSchema = z.object({ text: z.string(), credit: Html });

export const ImportCompositionSchema = z.object({
  identifier: Slug,
  title: z.string().min(1),
  alternative_formatted_title: z.string().default(''),
  opus: z.string().default(''),
  /** A person identifier. */
  composer: Slug.nullable().default(null),
  arranger: Slug.nullable().default(null),
  spco_commission: z.boolean().default(false),
  /** Genre category identifiers. */
  genres: z.array(Slug).default([]),
  image: ImportImageSchema.nullable().default(null),
  program_note: ImportNoteSchema.nullable().default(null),
  /** Unlisted by hand; a composition without a listed performance is unlisted anyway. */
  unlisted: z.boolean().default(false),
  for_display: z.boolean().default(true),
});

export const ImportCuepointSchema = z.object({ title: z.string().min(1), start: z.number().nonnegative() });

export const ImportRecordingSchema = z.object({
  uuid: z.uuid(),
  type: z.enum(['A', 'V']),
  /** Folder under the media root: audio holds broadband.m4a and cellular.m4a; video holds index.m3u8. */
  media: z.string().min(1),
  duration_ms: z.number().int().nonnegative(),
  movement_cuepoints: z.array(ImportCuepointSchema).default([]),
  /** Path of a chapters WebVTT. */
  cuepoint_webvtt: z.string().nullable().default(null),
  /** Path of English captions (WebVTT). */
  captions_url: z.string().nullable().default(null),
  production_credits: Html,
  image: ImportImageSchema.nullable().default(null),
  allowed_countries: Countries,
});

export const ImportFeaturedArtistSchema = z.object({
  artist: Slug,
  roles: z.array(z.string().min(1)).default([]),
  sequence: z.number().int().default(0),
});

export const ImportPerformanceSchema = z.object({
  uuid: z.uuid(),
  composition: Slug,
  /** A program identifier. */
  program: Slug.nullable().default(null),
  conductor: Slug.nullable().default(null),
  position: z.number().int().default(0),
  unlisted: z.boolean().default(false),
  start_date_time: DateTime.nullable().default(null),
  end_date_time: DateTime.nullable().default(null),
  premiere: z.string().default(''),
  program_note: ImportNoteSchema.nullable().default(null),
  chapter_captions_url: z.string().nullable().default(null),
  featured_artists: z.array(ImportFeaturedArtistSchema).default([]),
  recordings: z.array(ImportRecordingSchema).default([]),
});

export const ImportProgramSchema = z.object({
  uuid: z.uuid(),
  identifier: Slug,
  title: z.string().min(1),
  description: Html,
  start_date_time: DateTime,
  end_date_time: DateTime,
  unlisted: z.boolean().default(false),
  underwriter_name: z.string().default(''),
  underwriter_logo: ImportImageSchema.nullable().default(null),
  image: ImportImageSchema.nullable().default(null),
  /** Media folder of the whole concert's video. */
  full_video_media: z.string().nullable().default(null),
  allowed_countries: Countries,
  related_media_features: z.array(z.object({ media_feature: Slug, description: Html })).default([]),
});

export const ImportFeatureCategorySchema = z.object({
  identifier: Slug,
  title: z.string().min(1),
  /** Parent category identifier; null for a top-level category. */
  parent: Slug.nullable().default(null),
  sort_weight: z.number().int().default(0),
});

export const ImportMediaFeatureSchema = z.object({
  uuid: z.uuid(),
  identifier: Slug,
  title: z.string().min(1),
  description: Html,
  type: z.enum(['V', 'A']).default('V'),
  date_time: DateTime,
  duration_ms: z.number().int().nonnegative(),
  image: ImportImageSchema.nullable().default(null),
  production_credits: Html,
  sort_weight: z.number().int().default(0),
  /** The most specific category identifier (a subcategory when it has one). */
  category: Slug,
  captions_url: z.string().nullable().default(null),
  media: z.string().min(1),
  starts_by_default: z.boolean().default(false),
});

export const ImportCollectionSchema = z.object({
  uuid: z.uuid(),
  identifier: Slug,
  title: z.string().min(1),
  introduction_text: Html,
  sequence: z.number().int().default(0),
  byline: z.string().default(''),
  image: ImportImageSchema.nullable().default(null),
  intro_media: z.string().nullable().default(null),
  starts_by_default: z.boolean().default(false),
  active: z.boolean().default(true),
  items: z
    .array(
      z.object({
        /** A performance uuid. */
        performance: z.uuid(),
        note: Html,
        sequence: z.number().int().default(0),
        active: z.boolean().default(true),
      }),
    )
    .default([]),
});

export const ImportHomeContentSchema = z.object({
  content_type: z.enum(['headline', 'video']),
  identifier: IdentifierSchema,
  sequence: z.number().int().default(0),
  /** A performance uuid (the home video). */
  performance: z.uuid().nullable().default(null),
  /** A collection identifier. */
  curated_collection: Slug.nullable().default(null),
  url: z.string().default(''),
  body_text: Html,
  image: ImportImageSchema.nullable().default(null),
});

export const ImportLiveStreamSchema = z.object({
  uuid: z.uuid(),
  identifier: Slug,
  title: z.string().min(1),
  description: Html,
  short_description: z.string().default(''),
  status: z.enum(['I', 'C', 'U']).nullable().default(null),
  is_sample_stream: z.boolean().default(false),
  start_date_time: DateTime,
  open_date_time: DateTime.nullable().default(null),
  banner_start_date_time: DateTime.nullable().default(null),
  replay_end_time: DateTime.nullable().default(null),
  can_replay: z.boolean().default(false),
  program_duration: z.number().int().positive().default(180),
  chat_code: z.string().default(''),
  stream_error_message: z.string().default(''),
  show_link_to_program: z.boolean().default(true),
  image: ImportImageSchema.nullable().default(null),
  grant_sponsor_notes: Html,
  /** A program identifier. */
  program: Slug.nullable().default(null),
  print_program_url: z.string().nullable().default(null),
  live_media: z.string().nullable().default(null),
  replay_media: z.string().nullable().default(null),
  media_underwriters: z
    .array(
      z.object({
        name: z.string().min(1),
        link: z.string().default(''),
        logo: ImportImageSchema.nullable().default(null),
      }),
    )
    .default([]),
});

/** The whole catalogue document. */
export const CatalogDocumentSchema = z.object({
  format: z.literal('concert-library-catalog'),
  version: z.literal(1),
  categories: z.array(ImportCategorySchema).default([]),
  people: z.array(ImportPersonSchema).default([]),
  compositions: z.array(ImportCompositionSchema).default([]),
  programs: z.array(ImportProgramSchema).default([]),
  performances: z.array(ImportPerformanceSchema).default([]),
  feature_categories: z.array(ImportFeatureCategorySchema).default([]),
  media_features: z.array(ImportMediaFeatureSchema).default([]),
  curated_collections: z.array(ImportCollectionSchema).default([]),
  home_content: z.array(ImportHomeContentSchema).default([]),
  live_streams: z.array(ImportLiveStreamSchema).default([]),
});
export type CatalogDocument = z.output<typeof CatalogDocumentSchema>;
/** What a producer writes: defaults may be left out. */
export type CatalogDocumentInput = z.input<typeof CatalogDocumentSchema>;
