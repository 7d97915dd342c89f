import { z } from 'zod';
import { CaptionsTrackSchema } from '../api/captions-track.ts';
import { STUDIO_PREFIX } from './paths.ts';

/**
 * Masters: the files a concert's recordings are made from (a WAV of the evening, the camera's
 * video), uploaded from the studio with the tus protocol (resumable: a dropped connection, a closed
 * lid or an API restart resumes where it stopped) and checked at the end (docs/media.md, "Upload").
 */

/** Where the tus client creates and continues uploads. */
export const MASTER_UPLOADS_PATH = `${STUDIO_PREFIX}/uploads/`;

/** Each PATCH of an upload carries at most this much: proxies in front of the API take bodies of this size. */
export const MASTER_CHUNK_BYTES = 64 * 1024 * 1024;

/**
 * The media folder of a master's renditions under MEDIA_ROOT, as a recording names it: `masters/{id}`. The
 * renditions' job writes there; the studio knows a recording made from a master by it.
 */
export const renditionsFolder = (masterId: number) => `masters/${masterId}`;

/** The master whose renditions a recording's media folder is (`masters/12` → 12); undefined for any other. */
export function masterIdOfFolder(folder: unknown): number | undefined {
  const match = typeof folder === 'string' ? /^masters\/(\d+)$/.exec(folder) : null;
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** The largest master the studio takes: a two-hour camera file at a high bit rate fits. */
export const MAX_MASTER_BYTES = 50 * 1024 ** 3;

/** The containers the studio takes, as the people who export them name them. */
export const MASTER_FORMATS = { audio: ['WAV', 'FLAC', 'AIFF', 'MP3', 'M4A'], video: ['MP4', 'MOV', 'MKV'] } as const;

/** 'WAV, FLAC, AIFF, MP3 or M4A'. */
const eitherOf = (names: readonly string[]) => `${names.slice(0, -1).join(', ')} or ${names.at(-1) ?? ''}`;

/** What the studio takes, in words: 'audio as WAV, …, video as MP4, MOV or MKV'. */
export const MASTERS_TAKEN = `audio as ${eitherOf(MASTER_FORMATS.audio)}, video as ${eitherOf(MASTER_FORMATS.video)}`;

/** What a master may be, by its name's ending. */
export const MASTER_EXTENSIONS = {
  audio: ['wav', 'flac', 'aif', 'aiff', 'mp3', 'm4a'],
  video: ['mp4', 'mov', 'mkv'],
} as const;

export type MasterKind = keyof typeof MASTER_EXTENSIONS;

/** The kind a file's name says it is; undefined for a name the studio does not take. */
export function masterKindOf(filename: string): MasterKind | undefined {
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase();
  if (extension === undefined) return undefined;
  for (const [kind, endings] of Object.entries(MASTER_EXTENSIONS) as [MasterKind, readonly string[]][])
    if (endings.includes(extension)) return kind;
  return undefined;
}

/** What the client says of the file when it creates the upload (tus `Upload-Metadata`). */
export const MasterUploadMetadataSchema = z.object({
  filename: z.string().min(1).max(255),
  /** The file's SHA-256, lower-case hex, which the API checks once the last byte is in. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'The checksum must be a SHA-256 in hexadecimal.'),
});

export const MasterStateSchema = z.enum(['uploaded', 'refused']);

/**
 * The job making a master's renditions, as the Media screen follows it: its state, how far it is, why
 * its last attempt failed, and when a queued retry may run.
 */
export const MasterJobSchema = z.object({
  id: z.number().int(),
  state: z.enum(['queued', 'running', 'done', 'failed', 'cancelled']),
  /** A fraction from 0 to 1; null before the first report. */
  progress: z.number().min(0).max(1).nullable(),
  seconds_left: z.number().int().nullable(),
  error: z.string().nullable(),
  /** Attempts started, the running one included, and how many retries it may have after the first. */
  attempts: z.number().int(),
  retry_limit: z.number().int(),
  run_after: z.string(),
  cancel_requested: z.boolean(),
});
export type MasterJob = z.output<typeof MasterJobSchema>;

/** A master as the studio lists it. */
export const MasterSchema = z.object({
  id: z.number().int(),
  upload_id: z.string(),
  filename: z.string(),
  kind: z.enum(['audio', 'video']),
  bytes: z.number().int(),
  sha256: z.string(),
  state: MasterStateSchema,
  /** Why it was refused, in a sentence naming the file. */
  reason: z.string().nullable(),
  /** Its length as its probe read it; null when refused. */
  duration_ms: z.number().int().nullable(),
  /** Its sound and picture in words ('48 kHz, 2 channels, 24-bit'; '1920×1080 at 25 fps'); null when refused. */
  described: z.string().nullable(),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string(),
  /** When its file was removed from the upload folder, its renditions made (KEEP_MASTERS=off); null while kept. */
  file_removed_at: z.string().nullable(),
  /** The newest job making its renditions; null for a refused master (or one no job was asked for). */
  job: MasterJobSchema.nullable(),
  /** What was made, in words ('broadband and cellular at −18 LUFS; waveform'); null until made. */
  renditions: z.string().nullable(),
  /** The media folder of its renditions ('masters/12'), as a recording names it; null until made. */
  folder: z.string().nullable(),
  /** How long its renditions play, read from the made files: a recording's `duration_ms`; null until made. */
  played_ms: z.number().int().nonnegative().nullable(),
  /** Its captions, one file a language (docs/media.md, "Captions"), in the order of their tags; empty when none. */
  captions: z.array(CaptionsTrackSchema),
  /** For a part cut from a master: that master, and where in it the part starts and ends; null for a master. */
  part_of: z
    .object({ id: z.number().int(), filename: z.string(), start_ms: z.number().int(), end_ms: z.number().int() })
    .nullable(),
});
export type Master = z.output<typeof MasterSchema>;

/** The shortest part the studio cuts: shorter is a slip of the mouse, not a work. */
export const MIN_PART_MS = 1000;

/**
 * `POST masters/{id}/parts/`: a part to cut from a master (a work of a concert, or the music without its
 * tuning and applause), named as staff will find it, from `start_ms` to `end_ms` of the master.
 */
export const MasterPartRequestSchema = z.strictObject({
  name: z
    .string({ error: 'This field is required.' })
    .trim()
    .min(1, { error: 'Name the part, as you will look for it: the work, or the concert trimmed.' })
    .max(200, { error: 'Ensure this field has no more than 200 characters.' }),
  start_ms: z.number({ error: 'A time from the start of the master, such as 1:05.' }).int().nonnegative(),
  end_ms: z.number({ error: 'A time from the start of the master, such as 12:40.' }).int().positive(),
});

export const MastersSchema = z.object({ results: z.array(MasterSchema) });

/**
 * A master's waveform as the studio draws it before any audio loads (wavesurfer.js): its peaks, made on
 * the server with its renditions, and a signed link to the broadband rendition it plays under them.
 */
export const MasterWaveformSchema = z.object({
  duration_ms: z.number().int().nonnegative(),
  peaks_per_second: z.number().int().positive(),
  /** The largest absolute sample of each slice, 0 to 1. */
  peaks: z.array(z.number().min(0).max(1)),
  /** Expires after STREAM_LINK_SECONDS, as a listener's links do. */
  audio: z.url(),
});
export type MasterWaveform = z.output<typeof MasterWaveformSchema>;
export type Masters = z.output<typeof MastersSchema>;

/** A recording's length as a person reads it: 1 h 58 min 3 s, 4 min 12 s, 3 s. */
export function formatLength(ms: number): string {
  const total = Math.round(ms / 1000);
  const [hours, minutes, seconds] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  if (hours > 0) return `${hours} h ${minutes} min ${seconds} s`;
  if (minutes > 0) return `${minutes} min ${seconds} s`;
  return `${seconds} s`;
}

/** What the studio says of a file it refuses; each names the file. */
export const MASTER_MESSAGES = {
  notAMaster: (filename: string) => `“${filename}” is not a file the studio takes: ${MASTERS_TAKEN}.`,
  tooLarge: (filename: string) => `“${filename}” is larger than 50 GB, the most the studio takes.`,
  empty: (filename: string) => `“${filename}” is empty (0 bytes).`,
  checksum: (filename: string) =>
    `“${filename}” did not arrive whole: its checksum differs from the file’s. Nothing was kept; upload it again.`,
  notYours: 'This upload was started by another member of staff.',
  uploadedWhole: 'This upload is whole and recorded as a master: it can no longer be cancelled.',
  notRunning: 'Its renditions are not being made: there is nothing to cancel.',
  notEnded: 'Its renditions are being made already.',
  made: 'Its renditions are made already.',
  refused: 'A refused master has no renditions: upload the file again.',
  noQueue: 'This API runs no job queue: renditions cannot be made.',
  noWaveform: 'Its waveform is made with its renditions, which are not ready.',
  partOfPart: 'Cut parts from the master itself, not from a part of it.',
  partFileGone:
    'Its file was removed once its renditions were made (KEEP_MASTERS=off): upload it again to cut parts from it.',
  partEndsBeforeStart: 'The end must come after the start.',
  partTooShort: 'A part lasts a second at least.',
  partPastEnd: (length: string) => `The master lasts ${length}: end the part there or sooner.`,
} as const;
