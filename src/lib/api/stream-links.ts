import { z } from 'zod';
import { DateTimeSchema, UrlSchema } from './common-scalars.ts';
import { STREAM_KINDS } from './stream-kinds.ts';

/** Signed, expiring media URLs. Audio answers the two dynamics; video answers `hls`. */
export const StreamLinksSchema = z.object({
  /** Audio for a good connection. */
  broadband_standard_dynamics: UrlSchema.optional(),
  /** Audio at a lower bitrate for a slow connection. */
  cellular_standard_dynamics: UrlSchema.optional(),
  /** The HLS playlist of a video. */
  hls: UrlSchema.optional(),
});
export type StreamLinks = z.output<typeof StreamLinksSchema>;

/** `/stream/{kind}/{uuid}/`. */
export const StreamAnswerSchema = z.object({
  stream_links: StreamLinksSchema,
  /** When the links stop working. */
  expires: DateTimeSchema,
});
export type StreamAnswer = z.output<typeof StreamAnswerSchema>;

/** What `/stream/{kind}/{uuid}/` accepts as kind. */
export const StreamKindSchema = z.enum(STREAM_KINDS);
export type StreamKind = z.output<typeof StreamKindSchema>;
