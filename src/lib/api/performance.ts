import { z } from 'zod';
import { CaptionsTrackSchema } from './captions-track.ts';
import {
  DateTimeSchema,
  HtmlSchema,
  ImageSchema,
  PersonRefSchema,
  ProgramNoteSchema,
  ProgramRefSchema,
  UrlSchema,
} from './common.ts';
import { StreamingRightsSchema } from './streaming-rights.ts';

/** A movement's start inside a recording. */
export const CuepointSchema = z.object({
  /** Movement title, e.g. 'I. Allegro con brio'. */
  title: z.string().min(1),
  /** Start, in seconds from the beginning of the recording. */
  start: z.number().nonnegative(),
});
export type Cuepoint = z.output<typeof CuepointSchema>;

/** One audio (A) or video (V) recording of a performance. */
export const RecordingSchema = z.object({
  /** Used to ask `/stream/recording/{uuid}/` for links. */
  uuid: z.uuid(),
  type: z.enum(['A', 'V']),
  duration_ms: z.number().int().nonnegative(),
  /** Movements in order; empty for a single-movement work. */
  movement_cuepoints: z.array(CuepointSchema),
  /** Path of a chapters WebVTT built from the cue points; null when none. */
  cuepoint_webvtt: UrlSchema.nullable(),
  /** Path of English captions (WebVTT); null when none. */
  captions_url: UrlSchema.nullable(),
  /**
   * Captions in every language the video has (English among them when `captions_url` is set from a master);
   * absent from an API older than this field, empty when none.
   */
  captions: z.array(CaptionsTrackSchema).optional(),
  /** Production credits, HTML; empty when none. */
  production_credits: HtmlSchema,
  preferred_image: ImageSchema.nullable(),
});
export type Recording = z.output<typeof RecordingSchema>;

/** A soloist or ensemble featured in a performance. */
export const FeaturedArtistSchema = z.object({
  artist: PersonRefSchema,
  /** E.g. ['violin'] or ['soprano', 'narrator']. */
  roles: z.array(z.string().min(1)),
  /** Display order. */
  sequence: z.number().int(),
});
export type FeaturedArtist = z.output<typeof FeaturedArtistSchema>;

/** One performance of a composition, in a program. */
export const PerformanceSchema = z.object({
  id: z.number().int(),
  /** Used to ask `/stream/performance/{uuid}/` for links. */
  uuid: z.uuid(),
  /** The composition's id (detail answers nest performances inside it). */
  composition_id: z.number().int(),
  program: ProgramRefSchema.nullable(),
  conductor: PersonRefSchema.nullable(),
  featured_artists: z.array(FeaturedArtistSchema),
  /** Position within the program; defaults to 0. */
  position: z.number().int().default(0),
  unlisted: z.boolean().default(false),
  start_date_time: DateTimeSchema.nullable(),
  end_date_time: DateTimeSchema.nullable(),
  /** Non-empty means a premiere, e.g. 'World premiere'. */
  premiere: z.string(),
  has_video: z.boolean(),
  has_audio: z.boolean(),
  program_note: ProgramNoteSchema.nullable(),
  recordings: z.array(RecordingSchema),
  /** Path of the chapter captions file for the video; null when none. */
  chapter_captions_url: UrlSchema.nullable(),
  /**
   * Which media may stream, where and when (docs/rights.md), resolved; absent from an API older than
   * this field, which means both media, worldwide, always (`rightsOfAnswer`).
   */
  rights: StreamingRightsSchema.optional(),
});
export type Performance = z.output<typeof PerformanceSchema>;
