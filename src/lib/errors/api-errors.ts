import { HandledError } from './handled-error.ts';
import { renderNotice } from './notice.ts';
import type { Notice } from './notice.ts';

/**
 * A non-ok answer from the content API. Unless a subclass says otherwise the visitor sees
 * the network-failure alert: from their side the servers could not be used.
 */
export class ApiError extends HandledError {
  /** The HTTP status of the answer. */
  readonly status: number;
  /** The answer's `detail`, when it had one. */
  readonly detail: string | undefined;

  constructor(status: number, detail?: string, options?: ErrorOptions & { notice?: Notice }) {
    super(options?.notice ?? renderNotice('network-failure'), options);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

/** A 404: rules §8, 'Not found'. */
export class NotFoundError extends ApiError {
  constructor(detail?: string, options?: ErrorOptions) {
    super(404, detail, { ...options, notice: renderNotice('not-found') });
    this.name = 'NotFoundError';
  }
}

/** An ok answer whose body does not match the /api/2 contract. */
export class InvalidAnswerError extends ApiError {
  constructor(status: number, options?: ErrorOptions) {
    super(status, undefined, options);
    this.name = 'InvalidAnswerError';
  }
}

/** The request never got an answer (offline, DNS, CORS, reset): the network-failure alert. */
export class NetworkError extends HandledError {
  constructor(options?: ErrorOptions) {
    super(renderNotice('network-failure'), options);
    this.name = 'NetworkError';
  }
}

/** The request was aborted on purpose (navigation, a newer request): nothing is shown. */
export class RequestAbortedError extends HandledError {
  constructor(options?: ErrorOptions) {
    super(renderNotice('request-aborted'), options);
    this.name = 'RequestAbortedError';
  }
}
