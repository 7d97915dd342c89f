import { z } from 'zod';
import { UrlSchema } from './common-scalars.ts';

/** One language of a video's captions: a WebVTT file the player offers as a captions track. */
export const CaptionsTrackSchema = z.object({
  /** Its language as a BCP 47 tag in canonical form: 'en', 'fr', 'pt-BR'. */
  language: z.string().min(1),
  /** The language's name in English, as the player's captions menu shows it: 'English', 'Brazilian Portuguese'. */
  label: z.string().min(1),
  /** The file's path under `/media/`. */
  url: UrlSchema,
});
export type CaptionsTrack = z.output<typeof CaptionsTrackSchema>;
