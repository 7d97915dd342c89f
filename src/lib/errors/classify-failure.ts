import type { ErrorAnswer } from '../api/error-answer.ts';
import { refusalOfDetail } from '../rights/refusal-details.ts';
import { ApiError, NetworkError, NotFoundError, RequestAbortedError } from './api-errors.ts';
import { HandledError } from './handled-error.ts';
import { LivestreamUnplayableError, StreamForbiddenError, StreamUnauthorizedError } from './stream-errors.ts';
import type { ForbiddenReason, StreamMedium } from './stream-errors.ts';

/** What the failed call was for: stream calls have their own messages (rules §8). */
export type FailureContext =
  | { readonly call: 'stream'; readonly medium: StreamMedium }
  | { readonly call: 'livestream'; readonly streamErrorMessage: string | null }
  | { readonly call: 'other' };

const isText = (value: unknown): value is string => typeof value === 'string';
const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every(isText);

/**
 * Whether a body is an error answer, as the contract's `ErrorAnswerSchema` decides (a test holds the
 * two to the same answers). Told without zod: every failed call reads its answer, and a page that
 * meets a failure (a signed-out visitor's stream, an offline sign-in) need not load zod for it.
 */
function isErrorAnswer(body: unknown): body is ErrorAnswer {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  return Object.entries(body).every(([key, value]) => {
    if (key === 'detail') return value === undefined || isText(value);
    if (key === 'non_field_errors') return value === undefined || isTexts(value);
    return isText(value) || isTexts(value);
  });
}

/** The server's explanation in an error body: `detail`, else the first `non_field_errors`. */
export function detailOf(body: unknown): string | undefined {
  if (!isErrorAnswer(body)) return undefined;
  return body.detail ?? body.non_field_errors?.[0];
}

/**
 * Why a stream answered 403. Rules §6: a detail containing 'verify' means the email is not verified.
 * A detail that names one of the licence's other refusals (not licensed, not this medium, not yet,
 * under embargo, ended: src/lib/rights/refusal-details.ts) is 'Not available for streaming.'. Any other
 * 403 is the region's, as rules §6 says: the API's region detail, and the answer of an API or a proxy
 * that says nothing more.
 */
function forbiddenReason(detail: string | undefined): ForbiddenReason {
  if (detail !== undefined && /verify/i.test(detail)) return 'verify';
  const refusal = refusalOfDetail(detail);
  return refusal === null || refusal === 'territory' ? 'region' : 'unavailable';
}

/**
 * The typed error for a non-ok HTTP answer, from its status and parsed body. A live
 * stream's links are a video: sign-in and region answers use the video messages, any other
 * failure the stream's own message.
 */
export function errorForStatus(status: number, body: unknown, context: FailureContext): HandledError {
  const detail = detailOf(body);
  if (context.call !== 'other') {
    const medium = context.call === 'stream' ? context.medium : 'video';
    if (status === 401) return new StreamUnauthorizedError(medium, detail);
    if (status === 403) return new StreamForbiddenError(forbiddenReason(detail), medium, detail);
  }
  if (context.call === 'livestream') {
    return new LivestreamUnplayableError(context.streamErrorMessage, { cause: new ApiError(status, detail) });
  }
  if (status === 404) return new NotFoundError(detail);
  return new ApiError(status, detail);
}

/** Reads an answer's body as JSON when it is JSON; anything else (or a failed read) counts as no body. */
export async function readJsonBody(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The typed error for a fetch Response that is not ok. */
export async function errorForResponse(response: Response, context: FailureContext): Promise<HandledError> {
  return errorForStatus(response.status, await readJsonBody(response), context);
}

/**
 * The typed error for something a fetch threw. An error that is already handled passes
 * through; an abort is silent; anything else means the servers could not be reached.
 */
export function errorForThrown(thrown: unknown): HandledError {
  if (thrown instanceof HandledError) return thrown;
  if (thrown instanceof Error && thrown.name === 'AbortError') return new RequestAbortedError({ cause: thrown });
  return new NetworkError({ cause: thrown });
}
