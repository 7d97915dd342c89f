/**
 * The one description of how the built site is served in production: the security headers every
 * answer carries, how long each kind of file may be cached, the paths answered by a shell page,
 * and the 404 page. The Caddy configuration (deploy/Caddyfile, from caddyfile.ts) and the
 * `_headers` and `_redirects` files for CDN static hosts (cdn-rules-files.ts) are both written
 * from it, so they cannot drift apart. Paths are relative to the base path, without it.
 */
import { MISSING_ENTITIES, NOT_FOUND_PREFIXES, notFoundPagePath } from '#lib/catalog/not-found.ts';

/** A response header and its value. */
export interface HeaderRule {
  readonly name: string;
  readonly value: string;
}

/** A Cache-Control value for the files one path pattern names. */
export interface CacheRule {
  /** A path relative to the base path, or a prefix ending in `*`, e.g. `/_astro/*`. */
  readonly pattern: string;
  readonly cacheControl: string;
  /** Why these files may be cached so. */
  readonly reason: string;
}

/** Shell rewrite: every path under `/{segment}/` is answered by the page at `/{segment}/`. */
export interface ShellRule {
  readonly segment: string;
}

/**
 * The HTTP Content-Security-Policy. Each page's own `<meta>` policy (astro.config.mjs) holds the
 * script and style hashes; both policies apply, so this one carries only what a `<meta>` cannot
 * (`frame-ancestors`) and directives that say the same as the page's (`base-uri`, `object-src`,
 * `form-action`), which also cover answers without a page, such as the search index.
 */
export const HTTP_CONTENT_SECURITY_POLICY =
  "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";

/** Headers every answer carries, the 404 page's included. */
export const SECURITY_HEADERS: readonly HeaderRule[] = [
  { name: 'Content-Security-Policy', value: HTTP_CONTENT_SECURITY_POLICY },
  // Without includeSubDomains or preload: the site is one path on an orchestra's domain, whose
  // other hosts this build cannot vouch for.
  { name: 'Strict-Transport-Security', value: 'max-age=31536000' },
  { name: 'X-Content-Type-Options', value: 'nosniff' },
  { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Features the site never uses; fullscreen, picture-in-picture and autoplay stay allowed for the player.
  {
    name: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), browsing-topics=()',
  },
];

/** Cache-Control of every file no {@link CACHE_RULES} entry names: the pages. */
export const DEFAULT_CACHE_CONTROL = 'no-cache';

/**
 * Cache-Control by path; the patterns do not overlap (CDN hosts join the values of every rule that
 * matches). Everything else, the pages, gets {@link DEFAULT_CACHE_CONTROL}.
 */
export const CACHE_RULES: readonly CacheRule[] = [
  {
    pattern: '/_astro/*',
    cacheControl: 'public, max-age=31536000, immutable',
    reason: "Vite names each bundle by its content's hash: a changed file gets a new name.",
  },
  {
    pattern: '/pagefind/*',
    cacheControl: 'no-cache',
    reason: "Pagefind's entry files keep their names from build to build: each use revalidates by ETag.",
  },
  {
    pattern: '/search-index.json',
    cacheControl: 'no-cache',
    reason: 'The search index keeps its name from build to build: each use revalidates by ETag.',
  },
];

/** Paths the build cannot know, each answered by its static shell page (docs/rules.md, "Routes and the base path"). */
export const SHELL_RULES: readonly ShellRule[] = [
  { segment: 'magic' },
  { segment: 'email-confirm' },
  { segment: 'reset-password' },
];

/**
 * Paths never served, whatever lands in the build's folder: a file or folder whose name starts
 * with a dot (the rebuild's `.rebuild-manifest.json`, an `.env` or `.git` copied in by mistake).
 * A regular expression, in the syntax JavaScript and Caddy (Go's RE2) share, for a decoded path
 * relative to the base path; they answer the 404 page. The site publishes nothing under
 * `/.well-known/`, so no dot-folder is let through.
 */
export const HIDDEN_PATH_PATTERN = '/\\.';

/** The page every not-found path is answered with, status 404, where no entity's page covers it. */
export const NOT_FOUND_PAGE = '/404.html';

/** A missing entity's not-found page and the route prefixes (below the base path) it answers for. */
export interface EntityNotFoundRule {
  /** A short name for server configuration (the entity). */
  readonly name: string;
  /** Path prefixes with both slashes, e.g. `/composition/`. */
  readonly prefixes: readonly string[];
  /** The page's file below the site root, e.g. `/not-found/composition/index.html`. */
  readonly page: string;
}

/**
 * The entities' own not-found pages (rules §2: 'Composition not found' with a 404 marker when
 * prerendering), from src/lib/catalog/not-found.ts, so a crawler or a visitor without JavaScript
 * reads what is missing.
 */
export const ENTITY_NOT_FOUND_RULES: readonly EntityNotFoundRule[] = MISSING_ENTITIES.map((entity) => ({
  name: entity,
  prefixes: NOT_FOUND_PREFIXES[entity],
  page: `${notFoundPagePath(entity)}index.html`,
}));

/** Extensions of the files the build writes `.br` and `.gz` copies of (precompress.ts). */
export const COMPRESSIBLE_EXTENSIONS: readonly string[] = [
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.xml',
  '.svg',
  '.ics',
  '.txt',
  '.webmanifest',
];
