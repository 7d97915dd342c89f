import type { ErrorAnswer } from '#lib/api/contract.ts';

/**
 * An error a route raises on purpose. Its body is sent as it is, in the shapes the spec's
 * client reads (the contract's ErrorAnswer): `{detail}`, `{non_field_errors: [...]}` or
 * `{field: [messages]}`.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: ErrorAnswer;
  constructor(statusCode: number, body: ErrorAnswer, options?: ErrorOptions) {
    super(typeof body['detail'] === 'string' ? body['detail'] : `HTTP ${statusCode}`, options);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.body = body;
  }
}

export const notFound = () => new HttpError(404, { detail: 'Not found.' });
export const unauthorized = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, { detail });
export const forbidden = (detail: string) => new HttpError(403, { detail });
export const badRequest = (body: ErrorAnswer) => new HttpError(400, body);
