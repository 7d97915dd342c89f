import { resolve } from 'node:path';
import { z } from 'zod';

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
  /** Base path of the site under its origin. */
  SITE_BASE_PATH: z.string().default('/music/concert-library'),
  /** Public origin of this API, used in stream links; defaults to the listening address. */
  API_ORIGIN: z.string().optional(),
  /** Secret for JWTs and signed media URLs; a fixed development value when unset. */
  SECRET_KEY: z.string().min(16).default('development-only-secret-change-me'),
  /** Minutes an access token lives. */
  ACCESS_TOKEN_MINUTES: z.coerce.number().positive().default(15),
  /** Days a refresh token lives. */
  REFRESH_TOKEN_DAYS: z.coerce.number().positive().default(14),
  /** Seconds a signed media link lives. */
  STREAM_LINK_SECONDS: z.coerce.number().int().positive().default(6 * 3600),
  /** The header a trusted proxy sets to the visitor's ISO country code. */
  COUNTRY_HEADER: z.string().default('x-country-code'),
  /** Folder of the media files (audio, HLS video, captions, images). */
  MEDIA_ROOT: z.string().default('server/media'),
  /** Seed the demo catalogue into an empty database and re-anchor its live streams. */
  DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
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
  /** JSON list of identity providers (see the README's "Sign-in providers"). */
  AUTH_PROVIDERS: z.string().default('[]'),
  /**
   * Proxies trusted for X-Forwarded-For (rate limits count visitors, not the proxy): 'true', a hop
   * count, or a comma-separated list of addresses/CIDRs; unset trusts none.
   */
  TRUST_PROXY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerConfig = ReturnType<typeof configFrom>;

/** Builds the configuration from an environment (process.env by default). */
export function configFrom(env: Record<string, string | undefined> = process.env) {
  const parsed = EnvSchema.parse(env);
  const siteOrigins = parsed.SITE_ORIGIN.split(',').map((o) => o.trim().replace(/\/$/, ''));
  return {
    ...parsed,
    siteOrigins,
    /** Origin used in every emailed link: never the request's Host. */
    siteOrigin: siteOrigins[0] ?? 'http://localhost:4321',
    mediaRoot: resolve(parsed.MEDIA_ROOT),
    mailOutbox: resolve(parsed.MAIL_OUTBOX),
    trustProxy: trustProxyFrom(parsed.TRUST_PROXY),
  };
}

/** Fastify's trustProxy from TRUST_PROXY: false when unset, true, a hop count, or a list of addresses. */
function trustProxyFrom(value: string | undefined): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',').map((s) => s.trim()).filter(Boolean);
}
