import { sanitizeHtml } from '#lib/html/sanitize-html.ts';
import type { ApiClient } from './api-client.ts';
import type { Sanitize } from './sanitize-fields.ts';

/** What every catalogue loader is given. */
export interface CatalogueLoaderOptions {
  /** One client shared by every loader, so the concurrency bound holds for the whole pull. */
  client: ApiClient;
  /**
   * The allow-list sanitiser of the list collections; the site's one (src/lib/html) unless a test
   * swaps it. The detail collections sanitise in worker threads, always with the site's one.
   */
  sanitize?: Sanitize;
}

/** Text that could hold markup or a character reference. */
const MARKUP = /[<>&]/;

/**
 * The sanitiser a loader uses. Text without `<`, `>` or `&` holds no element and no reference,
 * and the allow-list returns it unchanged (a property its unit test checks), so it is passed
 * through: most HTML fields are empty, and parsing each one costs a large catalogue seconds.
 */
export function sanitizerOf(options: CatalogueLoaderOptions): Sanitize {
  return skippingPlainText(options.sanitize ?? sanitizeHtml);
}

/** `sanitize`, but text without markup passes as it is (see sanitizerOf). */
export function skippingPlainText(sanitize: Sanitize): Sanitize {
  return (html) => (MARKUP.test(html) ? sanitize(html) : html);
}
