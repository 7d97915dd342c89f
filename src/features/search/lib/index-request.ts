import { SearchIndexLoadError } from './search-client-errors.ts';

/**
 * Fetches the search index document once per page: the first request starts the download and
 * every later one shares it, so the trigger script can start the download the moment the
 * visitor asks for search while React loads beside it. A failed download is forgotten, so
 * opening the modal again retries.
 */

/** The fetch function used (the browser's, or a test's). */
export type FetchLike = (url: string, init?: RequestInit) => Promise<Response>;

/** Shares one download of the index document (parsed JSON, not yet loaded). */
export interface IndexRequester {
  /** The parsed document; rejects with SearchIndexLoadError. */
  request(): Promise<unknown>;
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
