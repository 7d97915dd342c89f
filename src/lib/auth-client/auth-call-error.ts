import { ApiError } from '../errors/api-errors.ts';
import { errorForStatus } from '../errors/classify-failure.ts';
import type { FailedAnswer } from '../forms/server-answers.ts';

/** The auth calls of rules §7, named for errors and logs. */
export type AuthCallName =
  | 'register'
  | 'verify-email'
  | 'request-sign-in-link'
  | 'sign-in-with-link'
  | 'sign-in-with-password'
  | 'refresh'
  | 'request-password-reset'
  | 'confirm-password-reset'
  | 'delete-account'
  | 'provider-login';

/**
 * An auth call answered with a non-ok status. It carries the answer's body because the forms
 * build their messages from it (rules §5 and §8); its notice and cause are what
 * `classify-failure` makes of the status, so a caller that only shows `notice` shows the
 * network-failure alert (or 'Not found' for a 404).
 */
export class AuthCallError extends ApiError {
  /** Which call failed. */
  readonly call: AuthCallName;
  /** The answer's parsed JSON body; undefined when it had none or it was not JSON. */
  readonly body: unknown;

  constructor(call: AuthCallName, status: number, body: unknown) {
    const classified = errorForStatus(status, body, { call: 'other' });
    const detail = classified instanceof ApiError ? classified.detail : undefined;
    super(status, detail, { cause: classified, notice: classified.notice });
    this.name = 'AuthCallError';
    this.call = call;
    this.body = body;
  }

  /** The answer as the forms' message rules read it. */
  get answer(): FailedAnswer {
    return { status: this.status, body: this.body };
  }
}

/**
 * The failed answer behind an error, or null when no answer came (network failure, timeout,
 * an ok answer the contract does not recognise): the forms' message rules take exactly this.
 */
export function failedAnswerOf(error: unknown): FailedAnswer | null {
  return error instanceof AuthCallError ? error.answer : null;
}
