import { HttpError } from 'ra-core';

/** The sentence of a failed request, whatever carried it. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'Something went wrong. Please try again.';
}

/** The server's errors per field, as the data provider put them in an HttpError's body. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!(error instanceof HttpError)) return {};
  const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
}
