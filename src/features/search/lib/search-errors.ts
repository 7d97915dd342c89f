/** The search index could not be loaded: it is not JSON, or not an index of a known version. */
export class SearchIndexFormatError extends Error {
  constructor(reason: string, options?: ErrorOptions) {
    super(`The search index cannot be read: ${reason}.`, options);
    this.name = 'SearchIndexFormatError';
  }
}
