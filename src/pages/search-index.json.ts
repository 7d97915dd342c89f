import type { APIRoute } from 'astro';
import { combined } from '../data/catalog.ts';
import { buildSearchIndexDocument, serializeSearchIndex } from '../lib/search/build-search-index.ts';

/**
 * The search modal's compact index (titles, names, identifiers; format in
 * src/lib/search/index-document.ts), written once per build as `search-index.json` under the base
 * path and fetched when the modal first opens.
 */
export const GET: APIRoute = async () =>
  new Response(serializeSearchIndex(buildSearchIndexDocument(await combined())), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
