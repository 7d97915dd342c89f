/**
 * The link between the modal and the full-text search page: the page's URL carries the query
 * as `?q=`, which is also what the page's form submits without JavaScript.
 */

/** The query parameter of the full-text search page. */
export const QUERY_PARAMETER = 'q';

/** The full-text search page under a base path, with the (trimmed) query when there is one. */
export function fullTextSearchHref(basePath: string, query: string): string {
  const page = `${basePath.replace(/\/+$/, '')}/search`;
  const trimmed = query.trim();
  return trimmed === '' ? page : `${page}?${new URLSearchParams({ [QUERY_PARAMETER]: trimmed }).toString()}`;
}

/** The query a full-text search page URL carries ('' when none). */
export function queryOfSearchUrl(search: string): string {
  return (new URLSearchParams(search).get(QUERY_PARAMETER) ?? '').trim();
}

/** The modal's link to the full-text search page. */
export const FULL_TEXT_LINK_LABEL = 'Search program notes and biographies';

/**
 * The modal's link to the results page: /search with the query, where every catalogue match is
 * listed (search-page-catalogue.ts) above the full-text results.
 */
export const SEE_ALL_RESULTS = 'See all results';
