import { z } from 'zod';

/** One stream of `ffprobe -show_streams -print_format json`, the fields the probe reads. */
const FfprobeStreamSchema = z.object({
  codec_type: z.string().optional(),
  codec_name: z.string().optional(),
  codec_long_name: z.string().optional(),
  sample_rate: z.coerce.number().optional(),
  channels: z.number().optional(),
  bits_per_sample: z.number().optional(),
  /** A string in ffprobe's JSON, e.g. "24". */
  bits_per_raw_sample: z.coerce.number().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  /** A fraction, e.g. "30000/1001". */
  avg_frame_rate: z.string().optional(),
  /** Cover art in an MP3 or M4A is a video stream with this flag: it is no picture to play. */
  disposition: z.object({ attached_pic: z.number().optional() }).optional(),
});
export type FfprobeStream = z.output<typeof FfprobeStreamSchema>;

/** What `ffprobe -show_format -show_streams -print_format json` answers. */
export const FfprobeOutputSchema = z.object({
  streams: z.array(FfprobeStreamSchema).default([]),
  format: z.object({
    format_name: z.string(),
    /** Seconds as a string; absent when the container declares none. */
    duration: z.coerce.number().optional(),
  }),
});
export type FfprobeOutput = z.output<typeof FfprobeOutputSchema>;

/** Frames per second from ffprobe's fraction ("30000/1001" → 29.97), 0 when it gives none. */
export function frameRate(fraction: string | undefined): number {
  const [numerator = 0, denominator = 1] = (fraction ?? '0/1').split('/').map(Number);
  return denominator > 0 && Number.isFinite(numerator / denominator) ? numerator / denominator : 0;
}
