import type { APIRoute } from 'astro';
import { listPageSettings } from '../../config/list-pages.ts';
import { previewOutcome } from '../lib/preview-outcome.ts';
import { previewSearchIndex } from '../lib/preview-search-index.ts';

/**
 * The search modal's index in a preview (the site's is src/pages/search-index.json.ts): the drafts'
 * titles, names and identifiers, made from the catalogue being previewed (lib/preview-search-index.ts).
 * The modal asks for it here, under the preview's path (src/preview/site/search-index-url.ts), with the
 * preview's cookie; like every answer of the renderer it is kept by no cache (middleware.ts). When the
 * catalogue cannot be read, the sentence a page would say, as JSON, with the page's status.
 */
export const GET: APIRoute = async ({ locals }) => {
  const outcome = await previewOutcome(locals.preview, (read) => previewSearchIndex(read, listPageSettings.pageSize));
  const body =
    outcome.status === 200
      ? outcome.props
      : JSON.stringify({ detail: 'sentence' in outcome ? outcome.sentence : 'Not found.' });
  return new Response(body, {
    status: outcome.status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
