import type { APIRoute } from 'astro';
import { combined } from '../data/catalog.ts';
import { publishedPages } from '../data/published-pages.ts';
import { withPagesOnly } from '#lib/catalog/published-pages.ts';
import { buildSearchIndexDocument, serializeSearchIndex } from '#search/lib/build-search-index.ts';

/**
 * The search modal's compact index (titles, names, identifiers; format in
 * src/features/search/lib/index-document.ts), written once per build as `search-index.json` under the base
 * path and fetched when the modal first opens. Every result links to its page, so only entries
 * with a page are in it.
 */
export const GET: APIRoute = async () =>
  new Response(
    serializeSearchIndex(buildSearchIndexDocument(withPagesOnly(await combined(), await publishedPages()))),
    {
      headers: { 'content-type': 'application/json; charset=utf-8' },
    },
  );
