/**
 * Where the e2e tests find the site and the API that the global setup started: it
 * writes both into the environment, which every worker inherits.
 */
import { test } from '@playwright/test';

/**
 * Which server a test's project runs against: the bundled static server, or Caddy with the
 * production configuration (the project's `metadata.server`, playwright.config.ts).
 */
export function siteServer(): 'static' | 'caddy' {
  let server: unknown;
  try {
    server = test.info().project.metadata['server'];
  } catch {
    // Outside a test (a helper called at load time): the static server, which every project has.
  }
  return server === 'caddy' ? 'caddy' : 'static';
}

/**
 * The site's base URL on the running test's server, without a trailing slash, e.g.
 * http://127.0.0.1:41234/music/concert-library.
 */
export function siteBase(): string {
  const variable = siteServer() === 'caddy' ? 'E2E_CADDY_SITE' : 'E2E_SITE';
  const base = process.env[variable];
  if (!base)
    throw new Error(`${variable} is not set: run the tests through playwright.config.ts, whose global setup sets it.`);
  return base;
}

/** An absolute URL of a site path such as '/compositions'. */
export function siteUrl(path: string): string {
  return `${siteBase()}${path === '/' ? '/' : path}`;
}

/**
 * An absolute URL of a site path on the native wrappers' build (NATIVE_MODE and ANDROID_MODE,
 * tests/e2e/support/native-site.ts), e.g. http://127.0.0.1:41235/music/concert-library/sign-in.
 */
export function nativeSiteUrl(path: string): string {
  const base = process.env['E2E_NATIVE_SITE'];
  if (!base)
    throw new Error(
      'E2E_NATIVE_SITE is not set: run the tests through playwright.config.ts, whose global setup sets it.',
    );
  return `${base}${path === '/' ? '/' : path}`;
}

/** The content API's origin. */
export function apiBase(): string {
  const base = process.env['E2E_API_BASE'];
  if (!base) throw new Error('E2E_API_BASE is not set: run the tests through playwright.config.ts.');
  return base;
}

/** A JSON answer of the content API (`/api/2/...`). */
export async function apiJson<T>(path: string): Promise<T> {
  const response = await fetch(`${apiBase()}/api/2${path}`);
  if (!response.ok) throw new Error(`GET /api/2${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The live chat's embed URL the site was built with (`{code}` where a stream's chat_code goes). */
export function chatEmbedTemplate(): string {
  const template = process.env['E2E_CHAT_EMBED_URL'];
  if (!template)
    throw new Error(
      'E2E_CHAT_EMBED_URL is not set: run the tests through playwright.config.ts, whose global setup starts the chat stub.',
    );
  return template;
}
