import { resolve } from 'node:path';
import { z } from 'zod';
import type { Media } from '#lib/rights/rights.ts';
import { readDemoSetting } from '#lib/settings/demo-mode.ts';
import { ConfigError } from './config-error.ts';
import type { MediaPlaces } from './media/renditions/renditions-job.ts';
import { readOrCreateSecretKeyFile } from './secret-key-file.ts';
import type { MediaStorage } from './storage/media-storage.ts';
import { missingSecretKey, parseSecretKeys } from './secret-keys.ts';

/**
 * The server's whole configuration, read once from the environment. Nothing else in
 * server/ reads `process.env`.
 */
const EnvSchema = z.object({
  /** Port of the API (spec: `npm run api` listens on it). */
  API_PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  /** Interface to listen on. */
  API_HOST: z.string().default('127.0.0.1'),
  /** A file path, a `sqlite:` URL, or a `postgres://` URL. */
  DATABASE_URL: z.string().default('var/concert-library.sqlite'),
  /** Where mail goes when no SMTP server is configured. */
  MAIL_OUTBOX: z.string().default('var/outbox'),
  /** `smtp://user:pass@host:port`; when set, mail is sent instead of written to the outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Concert Library <concert-library@localhost>'),
  /** Origin of the site, used in emailed links; the first of a comma-separated list. */
  SITE_ORIGIN: z.string().default('http://localhost:4321'),
  /**
   * Origin at which staff open the studio (`{STUDIO_ORIGIN}{SITE_BASE_PATH}/studio/`): its passkeys are
   * bound to this origin's host name, which must be a name, not an IP address. The site's first origin
   * unless set.
   */
  STUDIO_ORIGIN: z.url({ error: 'STUDIO_ORIGIN must be an origin such as https://orchestra.example.org' }).optional(),
  /** Base path of the site under its origin. */
  SITE_BASE_PATH: z.string().default('/music/concert-library'),
  /**
   * Public origin of this API (a path prefix is allowed), used in stream links. Required outside
   * demo mode; in demo mode it defaults to `http://{API_HOST}:{API_PORT}`.
   */
  API_ORIGIN: z.string().optional(),
  /**
   * Secret for JWTs, signed media URLs and emailed-token digests: at least 32 bytes, or
   * `new,previous` during a rotation. Required outside demo mode.
   */
  SECRET_KEY: z.string().optional(),
  /** Where demo mode keeps the secret it generates when SECRET_KEY is unset. */
  SECRET_KEY_FILE: z.string().default('var/secret-key'),
  /** Minutes an access token lives. */
  ACCESS_TOKEN_MINUTES: z.coerce.number().positive().default(15),
  /** Days a refresh token lives. */
  REFRESH_TOKEN_DAYS: z.coerce.number().positive().default(14),
  /**
   * Seconds after a refresh token's rotation in which presenting it again answers the successor
   * it was rotated into (a client's retry) instead of revoking its family; 0 turns that off.
   */
  REFRESH_RETRY_GRACE_SECONDS: z.coerce.number().int().min(0).max(300).default(60),
  /** Seconds a signed media link lives. */
  STREAM_LINK_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(6 * 3600),
  /** The header a trusted proxy sets to the visitor's ISO country code. */
  COUNTRY_HEADER: z.string().default('x-country-code'),
  /**
   * What a performance with no licence recorded streams (no media set, its work not in the public
   * domain): `stream` (the default) both media, as the catalogue did before rights were recorded;
   * `withhold` nothing, until staff record a licence (docs/rights.md, "Unrecorded licences").
   */
  RIGHTS_UNRECORDED: z.enum(['stream', 'withhold']).default('stream'),
  /**
   * `on` (the default) counts plays of performances for the studio's plays report (docs/plays.md); `off`
   * issues links without play marks and counts nothing.
   */
  PLAY_COUNTING: z.enum(['on', 'off']).default('on'),
  /** Seconds between writes of the plays an instance counted to the database (a report writes its own first). */
  PLAYS_FLUSH_SECONDS: z.coerce.number().positive().max(3600).default(10),
  /** Folder of the media files (audio, HLS video, captions, images); with MEDIA_BUCKET, where jobs make them first. */
  MEDIA_ROOT: z.string().default('server/media'),
  /**
   * An S3-compatible bucket to keep the media in instead of MEDIA_ROOT (docs/media.md, "Media in a bucket"),
   * reached with the SDK's usual settings (AWS_ENDPOINT_URL_S3, AWS_REGION, the keys); unset or empty, MEDIA_ROOT.
   */
  MEDIA_BUCKET: z.string().optional(),
  /** Seconds one request to MEDIA_BUCKET may take (to connect, and for its answer to begin) before a 503. */
  MEDIA_BUCKET_TIMEOUT_SECONDS: z.coerce.number().positive().max(300).default(10),
  /**
   * Seed the demo catalogue into an empty database and re-anchor its live streams; read as the
   * build reads it (src/lib/settings/demo-mode.ts).
   */
  DEMO: z
    .string()
    .optional()
    .transform((value, context) => {
      const setting = readDemoSetting(value);
      if ('demo' in setting) return setting.demo;
      context.addIssue({ code: 'custom', message: setting.problem });
      return z.NEVER;
    }),
  /**
   * `redis://` or `rediss://` URL of a Redis where every instance counts the auth rate limits
   * together; unset (or empty), each instance counts in memory on its own.
   */
  REDIS_URL: z
    .string()
    .regex(/^$|^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  /** Prefix of this API's rate-limit keys in that Redis, apart from anything else stored there. */
  RATE_LIMIT_PREFIX: z.string().min(1).default('concert-library-rate:'),
  /** Requests per window per address on the sign-in, registration and reset routes. */
  AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  AUTH_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Mails of one kind (sign-in link, reset, verification) one address receives per window, at most. */
  MAIL_RECIPIENT_LIMIT: z.coerce.number().int().positive().default(5),
  MAIL_RECIPIENT_WINDOW_MINUTES: z.coerce.number().positive().default(15),
  /** JSON list of identity providers (see server/README-auth.md, "Sign-in providers"). */
  AUTH_PROVIDERS: z.string().default('[]'),
  /**
   * Proxies trusted for X-Forwarded-For (rate limits count visitors, not the proxy): 'true', a hop
   * count, or a comma-separated list of addresses/CIDRs; unset trusts none.
   */
  TRUST_PROXY: z.string().optional(),
  /** Seconds a SIGTERM may spend draining in-flight requests before the process exits anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Where a publish from the studio puts the site: a folder (as `npm run rebuild -- --target`) or
   * `s3://bucket/prefix`. Unset, the studio's Publish says publishing is not set up.
   */
  PUBLISH_TARGET: z.string().optional(),
  /**
   * A file of the site's build settings (KEY=value lines, as the scheduled rebuild's `site.env`):
   * the only settings the publish's build sees besides the system's PATH and HOME, so the API's
   * secrets never reach it.
   */
  PUBLISH_SITE_ENV: z.string().optional(),
  /**
   * Where the studio's preview renderer is (`npm run build:preview` builds it there): its pages are
   * the previews, and its stamp must match this API's code and the site's settings (PUBLISH_SITE_ENV's
   * file, else this environment's). Relative to the working folder.
   */
  PREVIEW_RENDERER_DIR: z.string().default('var/preview-renderer'),
  /**
   * `on` (the default) runs a job worker inside the API (media transcoding); `off` leaves the jobs to
   * `npm run worker` processes, on PostgreSQL.
   */
  JOB_WORKER: z.enum(['on', 'off']).default('on'),
  /** Where a publish stages its build (on the target folder's file system): the rebuild's `--work-dir`. */
  PUBLISH_WORK_DIR: z.string().default('var/publish'),
  /**
   * Where masters uploaded from the studio are kept while they upload and after, unless KEEP_MASTERS
   * is off (tus uploads, resumable across restarts: docs/media.md, "Upload"); room for 50 GB files.
   */
  UPLOAD_DIR: z.string().default('var/uploads'),
  /**
   * `on` (the default) keeps each master's file in UPLOAD_DIR after its renditions are made, to make them
   * again or cut it later; `off` removes it then (docs/media.md, "Keeping the master").
   */
  KEEP_MASTERS: z.enum(['on', 'off']).default('on'),
  /**
   * Publishing through CI instead (docs/studio.md, "Two set-ups"): the CI's API call that
   * starts the publish workflow by hand (GitHub's `…/actions/workflows/publish.yml/dispatches`).
   * Set, a publish runs the workflow in CI rather than the rebuild in the API's machine.
   */
  PUBLISH_CI_DISPATCH_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The CI's token allowed to start that workflow (GitHub: a fine-grained token with Actions: write). */
  PUBLISH_CI_TOKEN: z.string().optional(),
  /** The branch or tag whose publish workflow runs. */
  PUBLISH_CI_REF: z.string().min(1).default('main'),
  /** Minutes the CI may take to start the run before the publish is failed (CI queues can be slow). */
  PUBLISH_CI_START_MINUTES: z.coerce.number().positive().default(15),
  /** Minutes a run may go without a report (it reports every half minute) before the publish is failed. */
  PUBLISH_CI_SILENCE_MINUTES: z.coerce.number().positive().default(5),
});

/** The names of the API's settings (.env.example lists each, beside the site's). */
export const SERVER_SETTING_NAMES: readonly string[] = Object.keys(EnvSchema.shape);

export type ServerConfig = ReturnType<typeof configFrom>;

type Env = Record<string, string | undefined>;
type ParsedEnv = z.output<typeof EnvSchema>;

/**
 * Builds the configuration from an environment (process.env by default). Throws ConfigError,
 * with a one-line message, for anything the server must not start with: an invalid value, no
 * SECRET_KEY or API_ORIGIN outside demo mode, a short or published secret. In demo mode
 * without SECRET_KEY it reads, or on the first start creates, the secret file.
 */
export function configFrom(env: Env = process.env) {
  const { SECRET_KEY, ...parsed } = parseEnv(env);
  const mediaStorage = mediaStorageOf(parsed, env);
  const siteOrigins = parsed.SITE_ORIGIN.split(',').map((o) => o.trim().replace(/\/$/, ''));
  return {
    ...parsed,
    /** The secrets, newest first: everything is signed with the first; the others are still accepted. */
    secretKeys: secretKeysFrom(SECRET_KEY, parsed) as readonly string[],
    /** Origin (and path prefix) of every stream link: never the request's Host. */
    apiOrigin: apiOriginFrom(parsed),
    siteOrigins,
    /** Origin used in every emailed link: never the request's Host. */
    siteOrigin: siteOrigins[0] ?? 'http://localhost:4321',
    /** Where the studio runs: its passkeys' origin, its invitation links' origin. */
    studioOrigin: parsed.STUDIO_ORIGIN?.replace(/\/$/, '') ?? siteOrigins[0] ?? 'http://localhost:4321',
    mediaRoot: resolve(parsed.MEDIA_ROOT),
    /** Where media are kept: MEDIA_ROOT, or MEDIA_BUCKET (storage/media-storage.ts). */
    mediaStorage,
    uploadDir: resolve(parsed.UPLOAD_DIR),
    /** Where the renditions' jobs read masters and write what they make, and whether they keep the masters. */
    mediaPlaces: placesOf(parsed, mediaStorage),
    mailOutbox: resolve(parsed.MAIL_OUTBOX),
    trustProxy: trustProxyFrom(parsed.TRUST_PROXY),
    publishing: publishingFrom(parsed),
    previewRendererDir: resolve(parsed.PREVIEW_RENDERER_DIR),
    /**
     * The environment the configuration was read from, as it was: where the preview renderer's check
     * reads the site's settings when no settings file names them (preview/renderer-stamp.ts).
     */
    env: Object.freeze({ ...env }) as Readonly<Env>,
    /** What a performance with no licence recorded streams (docs/rights.md, "Unrecorded licences"). */
    unrecordedMedia: (parsed.RIGHTS_UNRECORDED === 'stream' ? 'both' : 'none') as Media,
  };
}

/** Where a publish from the studio builds the site: nowhere, in the API's machine, or in CI. */
export type PublishingSetup =
  | { kind: 'none' }
  | { kind: 'rebuild'; target: string }
  | { kind: 'ci'; dispatchUrl: string; token: string; ref: string; startTimeoutMs: number; silenceTimeoutMs: number };

/** The publishing set-up the settings name; a ConfigError for one that is half set or set twice. */
function publishingFrom(parsed: Omit<ParsedEnv, 'SECRET_KEY'>): PublishingSetup {
  const target = parsed.PUBLISH_TARGET?.trim();
  const dispatchUrl = parsed.PUBLISH_CI_DISPATCH_URL;
  if (dispatchUrl === undefined) return target ? { kind: 'rebuild', target } : { kind: 'none' };
  if (target)
    throw new ConfigError(
      'Set PUBLISH_TARGET (build in the API’s machine) or PUBLISH_CI_DISPATCH_URL (build in CI), not both.',
    );
  const token = parsed.PUBLISH_CI_TOKEN?.trim();
  if (!token)
    throw new ConfigError('PUBLISH_CI_DISPATCH_URL is set without PUBLISH_CI_TOKEN, the CI token that may start it.');
  return {
    kind: 'ci',
    dispatchUrl,
    token,
    ref: parsed.PUBLISH_CI_REF,
    startTimeoutMs: parsed.PUBLISH_CI_START_MINUTES * 60_000,
    silenceTimeoutMs: parsed.PUBLISH_CI_SILENCE_MINUTES * 60_000,
  };
}

/** Whether an environment runs the API in demo mode (DEMO unset, `true` or `1`), read as the API reads it. */
export function demoModeFrom(env: Env = process.env): boolean {
  return parseEnv({ DEMO: env['DEMO'] }).DEMO;
}

/** The database a command-line tool works on, without the rest of the configuration it does not need. */
export function databaseUrlFrom(env: Env = process.env): string {
  return parseEnv({ DATABASE_URL: env['DATABASE_URL'] }).DATABASE_URL;
}

/** Where a command-line tool checks a catalogue's media: MEDIA_ROOT or MEDIA_BUCKET, as the API serves them. */
export function mediaStorageFrom(env: Env = process.env): MediaStorage {
  const names = ['MEDIA_ROOT', 'MEDIA_BUCKET', 'MEDIA_BUCKET_TIMEOUT_SECONDS'] as const;
  return mediaStorageOf(parseEnv(Object.fromEntries(names.map((name) => [name, env[name]]))), env);
}

/** The settings of the S3 SDK's environment that reach a bucket (s3-client.ts reads them). */
const S3_SETTINGS = [
  'AWS_ENDPOINT_URL_S3',
  'AWS_ENDPOINT_URL',
  'AWS_REGION',
  'AWS_DEFAULT_REGION',
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
] as const;

type StorageSettings = Pick<ParsedEnv, 'MEDIA_ROOT' | 'MEDIA_BUCKET' | 'MEDIA_BUCKET_TIMEOUT_SECONDS'>;

function mediaStorageOf(parsed: StorageSettings, env: Env): MediaStorage {
  const name = parsed.MEDIA_BUCKET?.trim();
  const root = resolve(parsed.MEDIA_ROOT);
  if (!name) return { root };
  const s3Env = Object.fromEntries(S3_SETTINGS.map((setting) => [setting, env[setting]]));
  return { root, bucket: { name, s3Env, timeoutMs: parsed.MEDIA_BUCKET_TIMEOUT_SECONDS * 1000 } };
}

function placesOf(parsed: Pick<ParsedEnv, 'UPLOAD_DIR' | 'KEEP_MASTERS'>, storage: MediaStorage): MediaPlaces {
  return {
    uploadDir: resolve(parsed.UPLOAD_DIR),
    storage,
    keepMasters: parsed.KEEP_MASTERS === 'on',
  };
}

/** Where masters are uploaded and renditions written, and whether masters are kept, for a worker that needs no other setting. */
export function mediaPlacesFrom(env: Env = process.env): MediaPlaces {
  const names = ['MEDIA_ROOT', 'MEDIA_BUCKET', 'MEDIA_BUCKET_TIMEOUT_SECONDS', 'UPLOAD_DIR', 'KEEP_MASTERS'] as const;
  const parsed = parseEnv(Object.fromEntries(names.map((name) => [name, env[name]])));
  return placesOf(parsed, mediaStorageOf(parsed, env));
}

/** The environment through the schema; an invalid value is a ConfigError naming every problem. */
function parseEnv(env: Env): ParsedEnv {
  const parsed = EnvSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}.`, { cause: parsed.error });
}

/**
 * The secrets from SECRET_KEY when it is set (an empty value counts as unset); otherwise, in
 * demo mode, from the secret file; otherwise a refusal.
 */
function secretKeysFrom(value: string | undefined, parsed: Omit<ParsedEnv, 'SECRET_KEY'>): string[] {
  if (value?.trim()) return parseSecretKeys(value, 'SECRET_KEY');
  if (parsed.DEMO) return readOrCreateSecretKeyFile(resolve(parsed.SECRET_KEY_FILE));
  throw missingSecretKey();
}

/**
 * API_ORIGIN without its trailing slash; in demo mode without it, the listening address, with
 * 127.0.0.1 for an address that means every interface.
 */
function apiOriginFrom(parsed: Omit<ParsedEnv, 'SECRET_KEY'>): string {
  const configured = parsed.API_ORIGIN?.trim();
  if (configured) return checkedApiOrigin(configured);
  if (!parsed.DEMO)
    throw new ConfigError(
      'API_ORIGIN is not set: outside demo mode (DEMO=false) stream links need the public origin of the API, e.g. https://api.example.org.',
    );
  if (parsed.API_PORT === 0)
    throw new ConfigError('API_PORT=0 listens on a random port, so stream links need API_ORIGIN to be set.');
  const host = ['0.0.0.0', '::', '[::]'].includes(parsed.API_HOST) ? '127.0.0.1' : parsed.API_HOST;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${parsed.API_PORT}`;
}

/** An http(s) URL without credentials, query or fragment, and without its trailing slash. */
function checkedApiOrigin(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.username || url.password || url.search || url.hash)
    throw new ConfigError(`API_ORIGIN must be an http(s) origin such as https://api.example.org, not '${value}'.`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** Fastify's trustProxy from TRUST_PROXY: false when unset, true, a hop count, or a list of addresses. */
function trustProxyFrom(value: string | undefined): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
