import { PREVIEW_PREFIX } from '#lib/studio/paths.ts';
import { SEARCH_INDEX_FILE, type searchIndexUrl as siteSearchIndexUrl } from '#search/lib/search-index-url.ts';

/**
 * Where the search modal fetches the index from in a preview, which the renderer's build puts in
 * the place of the site's module (src/preview/integrations/preview-modules.ts): the site's file is on
 * the site's origin and holds the published catalogue, while a preview is served from the API's. The
 * API answers the drafts' index under the preview's own path (src/preview/pages/search-index.json.ts),
 * where the preview's cookie lets staff in.
 */
export const searchIndexUrl: typeof siteSearchIndexUrl = () => `${PREVIEW_PREFIX}/${SEARCH_INDEX_FILE}`;
