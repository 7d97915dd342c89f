import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * What a build leaves of itself for the next (build-record.ts): the fingerprint of what it was
 * built from (build-fingerprint.ts), and until when what its pages show of the build's moment
 * holds (src/data/build-time.ts). The pipeline hands the record of the build its output serves now
 * to `astro build` in {@link PUBLISHED_BUILD_RECORD_ENV}; `astro build` writes its own to the file
 * {@link BUILD_RECORD_FILE_ENV} names, `unchanged` when it found the published build current and
 * stopped before bundling.
 */
export const BuildRecordSchema = z.object({
  /** Null when the build could not fingerprint its content: such a build is never found current. */
  fingerprint: z.string().nullable(),
  /** An ISO instant; null when no page noted one (such a build is never found current either). */
  validUntil: z.iso.datetime().nullable(),
});

export type BuildRecord = z.infer<typeof BuildRecordSchema>;

export const BuildOutcomeSchema = BuildRecordSchema.extend({ unchanged: z.boolean() });

export type BuildOutcome = z.infer<typeof BuildOutcomeSchema>;

/** The published build's record, as JSON, for `astro build`. */
export const PUBLISHED_BUILD_RECORD_ENV = 'PUBLISHED_BUILD_RECORD';

/** Where `astro build` writes its outcome; without it, no record is kept and nothing is skipped. */
export const BUILD_RECORD_FILE_ENV = 'BUILD_RECORD_FILE';

/** `text` as JSON of `schema`; undefined when there is none, or it is not JSON or not of the schema. */
function parseJsonOf<T>(schema: z.ZodType<T>, text: string | undefined): T | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The file `file` as JSON of `schema`; undefined when it is missing, unreadable, or not of the schema. */
export function readJsonFileOf<T>(schema: z.ZodType<T>, file: string): T | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  return parseJsonOf(schema, text);
}

/** A record read from `text`, or undefined when there is none or it is not one. */
export function parseBuildRecord(text: string | undefined): BuildRecord | undefined {
  return parseJsonOf(BuildRecordSchema, text);
}

/** The record alone, out of an outcome or a kept record that says more. */
export function recordOf({ fingerprint, validUntil }: BuildRecord): BuildRecord {
  return { fingerprint, validUntil };
}

/**
 * Whether a build with `fingerprint`, at `now`, would make the published build recorded in
 * `published` again: same content, code and settings, and the moment its pages show still holds.
 */
export function isCurrent(published: BuildRecord, fingerprint: string | null, now: Date): boolean {
  if (fingerprint === null || published.fingerprint !== fingerprint || published.validUntil === null) return false;
  return now.getTime() <= Date.parse(published.validUntil);
}
