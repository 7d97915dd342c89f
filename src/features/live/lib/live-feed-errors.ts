/**
 * Why the browser could not refresh the live-stream list. None of these is shown to the
 * visitor: the page keeps the list it was built with, which is the best it has.
 */
export class LiveFeedError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** `/live_streams/` answered with a status other than 2xx. */
export class LiveFeedHttpError extends LiveFeedError {
  /** The HTTP status of the answer. */
  readonly status: number;

  constructor(status: number, options?: ErrorOptions) {
    super(`The live-stream list answered HTTP ${status}`, options);
    this.status = status;
  }
}

/** `/live_streams/` answered 2xx with a body that is not a list of live streams. */
export class LiveFeedAnswerError extends LiveFeedError {}

/** `/live_streams/` could not be reached (offline, DNS, CORS, timeout). */
export class LiveFeedNetworkError extends LiveFeedError {}
