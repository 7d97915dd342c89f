import { z } from 'zod';
import {
  CompositionRefSchema,
  DateTimeSchema,
  HtmlSchema,
  IdentifierSchema,
  ImageSchema,
  PersonRefSchema,
  UrlSchema,
} from './common.ts';
import { FeaturedArtistSchema } from './performance.ts';

/** A sponsor credited on a live stream. */
export const MediaUnderwriterSchema = z.object({
  name: z.string().min(1),
  /** The sponsor's site; empty when none. */
  link: z.string(),
  media_underwriter_logo: ImageSchema.nullable(),
});
export type MediaUnderwriter = z.output<typeof MediaUnderwriterSchema>;

/** One work on a live stream's program. */
export const LiveStreamPerformanceSchema = z.object({
  composition: CompositionRefSchema,
  /** Non-empty means a premiere. */
  premiere: z.string(),
  conductor: PersonRefSchema.nullable(),
  featured_artists: z.array(FeaturedArtistSchema),
});
export type LiveStreamPerformance = z.output<typeof LiveStreamPerformanceSchema>;

/** A live stream, as `/live_streams/` lists it. */
export const LiveStreamSchema = z.object({
  /** URL slug, unique. */
  identifier: IdentifierSchema,
  /** Used to ask `/stream/livestream/{uuid}/` and `/stream/livestream-replay/{uuid}/`. */
  uuid: z.uuid(),
  title: z.string().min(1),
  description: HtmlSchema,
  short_description: z.string(),
  /** I in progress, C complete, U unlisted; null while scheduled. */
  status: z.enum(['I', 'C', 'U']).nullable(),
  /** Sample streams play without sign-in and are never listed. */
  is_sample_stream: z.boolean(),
  start_date_time: DateTimeSchema,
  /** When the stream opens (may precede the start); null means the start. */
  open_date_time: DateTimeSchema.nullable(),
  /** When the banner appears; null means 7 days before the start. */
  banner_start_date_time: DateTimeSchema.nullable(),
  /** When the replay closes; null means 48 hours after the start. */
  replay_end_time: DateTimeSchema.nullable(),
  /**
   * Territories whose licence ends the replay at another time ('US, CA' until an instant); absent from an
   * API older than this field, empty when none (docs/rights.md, "Replay windows per territory").
   */
  replay_territories: z.array(z.object({ territories: z.string(), until: DateTimeSchema })).optional(),
  can_replay: z.boolean(),
  /** Minutes; defaults to 180. */
  program_duration: z.number().int().positive().default(180),
  /** The embedded chat's code; empty when none. */
  chat_code: z.string(),
  /** A message to show when the stream cannot be played; empty when none. */
  stream_error_message: z.string(),
  show_link_to_program: z.boolean(),
  preferred_image: ImageSchema.nullable(),
  media_underwriters: z.array(MediaUnderwriterSchema),
  /** Grant sponsor notes, HTML; empty when none. */
  grant_sponsor_notes: HtmlSchema,
  program: z
    .object({
      identifier: IdentifierSchema,
      /** 'View/Print Concert Program'; null when none. */
      print_program_url: UrlSchema.nullable(),
      composition_performances: z.array(LiveStreamPerformanceSchema),
    })
    .nullable(),
});
export type LiveStream = z.output<typeof LiveStreamSchema>;
