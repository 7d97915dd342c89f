/** The search index could not be fetched (network failure or a non-2xx answer). */
export class SearchIndexLoadError extends Error {
  /** The HTTP status, or null when no answer came. */
  readonly status: number | null;

  constructor(url: string, status: number | null, options?: ErrorOptions) {
    super(
      status === null
        ? `The search index at ${url} could not be fetched.`
        : `The search index at ${url} answered ${status}.`,
      options,
    );
    this.name = 'SearchIndexLoadError';
    this.status = status;
  }
}

/** Pagefind's script could not be loaded or answered a search with an error. */
export class FullTextSearchError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'FullTextSearchError';
  }
}
