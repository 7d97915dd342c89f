/**
 * Where the search modal and the search page fetch the index from: the file the build writes under
 * the site's base path (src/pages/search-index.json.ts). A module of its own, so that the studio's
 * preview renderer can put its own in its place (src/preview/site/search-index-url.ts): a preview's
 * index is the drafts', answered by the API under the preview's own path.
 */

/** The index file, relative to the site's base path. */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** The index's URL under a base path ('/music/concert-library/' → '…/search-index.json'). */
export function searchIndexUrl(basePath: string): string {
  return `${basePath.replace(/\/+$/, '')}/${SEARCH_INDEX_FILE}`;
}
