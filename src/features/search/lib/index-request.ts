import { SearchIndexLoadError } from './search-client-errors.ts';

/**
 * Fetches the search index document once per page: the first request starts the download and
 * every later one shares it, so the trigger script can start the download the moment the
 * visitor asks for search while React loads beside it. A failed download is forgotten, so
 * opening the modal again retries.
 */

/** The index file, relative to the site's base path (written by src/pages/search-index.json.ts). */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** The fetch function used (the browser's, or a test's). */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** Shares one download of the index document (parsed JSON, not yet loaded). */
export interface IndexRequester {
  /** The parsed document; rejects with SearchIndexLoadError. */
  request(): Promise<unknown>;
}

/** The index's URL under a base path ('/music/concert-library/' → '…/search-index.json'). */
export function searchIndexUrl(basePath: string): string {
  return `${basePath.replace(/\/+$/, '')}/${SEARCH_INDEX_FILE}`;
}

async function download(url: string, fetchImpl: FetchLike): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, { credentials: 'same-origin' });
  } catch (cause) {
    throw new SearchIndexLoadError(url, null, { cause });
  }
  if (!response.ok) throw new SearchIndexLoadError(url, response.status);
  try {
    return await response.json();
  } catch (cause) {
    throw new SearchIndexLoadError(url, response.status, { cause });
  }
}

/** A requester for the index at `url`. */
export function createIndexRequester(url: string, fetchImpl: FetchLike): IndexRequester {
  let pending: Promise<unknown> | null = null;
  return {
    request() {
      pending ??= download(url, fetchImpl).catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
  };
}
