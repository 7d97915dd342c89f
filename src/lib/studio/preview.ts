import { z } from 'zod';
import { StudioListSchema } from './records.ts';

/**
 * The studio's preview of a record as the public page it will become (docs/studio.md, "Preview"):
 * what the API hands the preview renderer for a request, and what every answer of it carries (where
 * the API serves it is PREVIEW_PREFIX, in paths.ts). The API (server/src/preview/) and the renderer
 * (src/preview/) both read this.
 */

/**
 * The headers of every preview answer: kept by no cache, shared or the browser's (a draft's page
 * must never outlive the staff member's look, nor reach anyone else), never indexed, and read as
 * the type it says, as every answer of the API is (the renderer answers past the API's own hooks).
 */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * Reads one /api/2 answer of the catalogue previewed (the drafts over the published catalogue),
 * `path` as the site's build asks it: `/api/2/compositions/{identifier}/?format=json`. Resolves to
 * the answer's body (parsed JSON), or undefined when the catalogue has nothing there (a 404);
 * rejects when the answer cannot be had, which the preview shows as a 502.
 */
export type ReadApi = (path: string) => Promise<unknown>;

/** POST body asking to preview a record: the API answers where to open it. */
export const PreviewRequestSchema = z.strictObject({ list: StudioListSchema, key: z.string().min(1) });

/** Where to open a record's preview: a link good for two minutes, to open in a new tab. */
export const PreviewLinkSchema = z.object({ url: z.url() });

/** What the API hands the renderer for one request: `Astro.locals.preview` (src/locals.d.ts). */
export interface PreviewLocals {
  /** The catalogue to draw the page from. */
  readonly readApi: ReadApi;
  /** The record's state as the studio names it ('Unpublished changes', 'New, not published'…), for the banner. */
  readonly state?: string | undefined;
  /** Why the page could not be made, set by the page: the renderer hands it to the API to log. */
  failure?: unknown;
}
