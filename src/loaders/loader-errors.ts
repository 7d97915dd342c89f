/**
 * The ways a catalogue pull fails. Each one fails the build on purpose: the site is built into
 * a new folder and swapped in only on success, so throwing here keeps the last good site online.
 */

/** Any failure of the catalogue pipeline; the subclasses say which. */
export class CatalogueLoadError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The API could not be reached, timed out, or kept answering 5xx/429 after every retry. */
export class ApiUnavailableError extends CatalogueLoadError {
  /** The URL that failed (always asked with GET). */
  readonly url: string;
  /** The last HTTP status, or undefined when no answer arrived at all. */
  readonly status: number | undefined;
  /** How many times it was asked. */
  readonly attempts: number;

  /** `details.reason` says how the last attempt failed, e.g. 'no answer within 10 s'. */
  constructor(url: string, details: { status?: number; attempts: number; reason?: string }, options?: ErrorOptions) {
    const what = details.status === undefined ? (details.reason ?? 'no answer') : `HTTP ${details.status}`;
    super(`GET ${url} failed after ${details.attempts} attempts (${what})`, options);
    this.url = url;
    this.status = details.status;
    this.attempts = details.attempts;
  }
}

/** The API answered, but not with what the contract promises (a 4xx, truncated or non-JSON body). */
export class ApiAnswerError extends CatalogueLoadError {
  /** The URL whose answer was wrong. */
  readonly url: string;

  constructor(url: string, problem: string, options?: ErrorOptions) {
    super(`${url} answered ${problem}`, options);
    this.url = url;
  }
}

/**
 * More of a collection's records did not match the contract than a build tolerates (`allowance`:
 * 5 %, and at least one, src/loaders/collection-health.ts), or all of them did.
 */
export class TooManyMalformedError extends CatalogueLoadError {
  constructor(collection: string, malformed: number, total: number, allowance: number) {
    const why =
      malformed === total
        ? 'none is left to publish'
        : `more than the ${allowance} a build tolerates (5 %, and at least one)`;
    super(`${malformed} of ${total} ${collection} records are malformed, ${why}`);
  }
}

/** A collection came back empty, or under half the size of its last good pull. */
export class CollectionShrankError extends CatalogueLoadError {
  constructor(collection: string, size: number, lastGoodSize: number | undefined) {
    const before = lastGoodSize === undefined ? '' : ` (last good pull: ${lastGoodSize})`;
    super(
      size === 0
        ? `${collection} came back empty${before}`
        : `${collection} came back with ${size} records, under half of the last good pull's ${lastGoodSize}`,
    );
  }
}

/**
 * A list held other than the number of records its host declares it serves in that catalogue
 * version (`/catalog_manifest/`): cut short on the way, or padded.
 */
export class DeclaredCountMismatchError extends CatalogueLoadError {
  constructor(collection: string, declared: number, sent: number) {
    super(`${collection}: the host declared ${declared} records and sent ${sent}; nothing was published`);
  }
}

/**
 * A list named a catalogue version whose declaration the host no longer gives: the catalogue
 * changed again during the pull, or the list came from an instance or cache behind the others.
 */
export class CatalogueChangedError extends CatalogueLoadError {
  constructor(collection: string, url: string, version: number, declared: number | undefined) {
    const now = declared === undefined ? 'declares no version now' : `now declares version ${declared}`;
    super(
      `${collection}: ${url} answered catalogue version ${version} and the host ${now}: the catalogue changed during the pull; nothing was published, build again`,
    );
  }
}
