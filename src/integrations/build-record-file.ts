import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * What a build leaves of itself for the next. `astro build` notes, once it is done, until when
 * what its pages show of the build's moment holds (src/data/build-time.ts) and which settings it
 * read, in the file {@link BUILD_NOTES_FILE_ENV} names (build-record.ts). The pipeline adds the
 * fingerprint of what the build was made from (scripts/site/build-fingerprint.ts) and keeps the
 * record beside what it publishes; before the next build it compares that record with what the
 * build would be made from now, and starts no build when they match (scripts/site/build-pipeline.ts).
 */

/**
 * The settings astro.config.mjs reads from the environment besides its `env.schema` (which the
 * build notes from the config): the content host, the site's origin, the hosts the CSP allows;
 * and the instant a build is made as of, when one is set (src/lib/build/build-moment-setting.ts). Where the
 * output and the cache go (SITE_OUT_DIR, ASTRO_CACHE_DIR) changes no page.
 */
export const CONFIG_ENV_KEYS = [
  'API_BASE',
  'PUBLIC_API_BASE',
  'SITE_ORIGIN',
  'AUTH_HOST',
  'MEDIA_BASE',
  'CHAT_EMBED_URL',
  'ANALYTICS_ID',
  'ANALYTICS_ENDPOINT',
  'ERROR_REPORTING_DSN',
  'BUILD_MOMENT',
  // `npm start`'s settings, from which the origins default (scripts/site/start-origins.ts).
  'HOST',
  'PUBLIC_HOST',
  'PORT',
  'API_PORT',
] as const;

/** What of `astro build`'s notes is kept in the build's record. */
const RecordedNotesSchema = z.object({
  /** An ISO instant; null when no page noted one (such a build is never found current). */
  validUntil: z.iso.datetime().nullable(),
  /** The names of the settings the build read, for the next build to compare their values. */
  settingKeys: z.array(z.string()),
});

/** What `astro build` notes of itself once it is done. */
export const BuildNotesSchema = RecordedNotesSchema.extend({
  /** The old addresses it wrote a page at, for the `_redirects` file (scripts/site/cdn-rules-files.ts). */
  oldAddresses: z.array(z.object({ from: z.string(), to: z.string() })),
});

export type BuildNotes = z.infer<typeof BuildNotesSchema>;

export const BuildRecordSchema = RecordedNotesSchema.extend({
  /** Null when the build could not fingerprint its content: such a build is never found current. */
  fingerprint: z.string().nullable(),
});

export type BuildRecord = z.infer<typeof BuildRecordSchema>;

/** Where `astro build` writes its notes; without it, it writes none. */
export const BUILD_NOTES_FILE_ENV = 'BUILD_NOTES_FILE';

/** The file `file` as JSON of `schema`; undefined when it is missing, unreadable, or not of the schema. */
export function readJsonFileOf<T>(schema: z.ZodType<T>, file: string): T | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The record alone, out of a kept record that says more. */
export function recordOf({ fingerprint, validUntil, settingKeys }: BuildRecord): BuildRecord {
  return { fingerprint, validUntil, settingKeys };
}

/**
 * Whether a build with `fingerprint`, at `now`, would make the published build recorded in
 * `published` again: same content, code and settings, and the moment its pages show still holds.
 */
export function isCurrent(published: BuildRecord, fingerprint: string | null, now: Date): boolean {
  if (fingerprint === null || published.fingerprint !== fingerprint || published.validUntil === null) return false;
  return now.getTime() <= Date.parse(published.validUntil);
}
