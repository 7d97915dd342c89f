import { InvalidAnswerError } from '../errors/api-errors.ts';
import { errorForStatus, errorForThrown, readJsonBody } from '../errors/classify-failure.ts';
import type { FailureContext } from '../errors/classify-failure.ts';
import type { HandledError } from '../errors/handled-error.ts';
import {
  LivestreamUnplayableError,
  NoStreamLinksError,
  StreamForbiddenError,
  StreamUnauthorizedError,
} from '../errors/stream-errors.ts';
import { hasPlayableLink } from './choose-link.ts';
import type { StreamFetchState } from './fetch-state.ts';

/** The stream calls: a recording or other stream for one medium, or a live stream's links. */
export type StreamCallContext = Exclude<FailureContext, { readonly call: 'other' }>;

/** What a stream call came back with: an HTTP answer (its status and parsed body), or a throw. */
export type StreamHttpResult = { readonly status: number; readonly body: unknown } | { readonly thrown: unknown };

/**
 * The server's answer to a stream call without sign-in for anything but a sample live stream: the
 * site gives it to itself instead of asking, since the request can only fail (and a browser reports
 * every failed request as a console error).
 */
export const SIGNED_OUT_ANSWER: StreamHttpResult = {
  status: 401,
  body: { detail: 'Authentication credentials were not provided.' },
};

/** The state a result leads to, the error to tell the visitor about, and whether to save `redirectTo`. */
export interface StreamFetchOutcome {
  readonly state: StreamFetchState;
  readonly error: HandledError | null;
  /** Rules §4: a 401 on a stream stores the current path under `redirectTo`. */
  readonly rememberPath: boolean;
}

/**
 * Maps a stream call's result to its outcome (rules §4 and §8). Sign-in and
 * verification problems are 'user' failures, region ones 'rights' failures; a network
 * error, a 404, a server error or an answer without a playable link returns the target to
 * 'none', so the next click asks again. The answer's schema (and zod) loads with the first
 * answer that brings links: a signed-out visitor's refusal is read without it.
 */
export async function streamFetchOutcome(
  result: StreamHttpResult,
  context: StreamCallContext,
): Promise<StreamFetchOutcome> {
  if ('thrown' in result) return failed(errorForThrown(result.thrown));
  if (result.status < 200 || result.status > 299) return failed(errorForStatus(result.status, result.body, context));
  const { StreamAnswerSchema } = await import('../api/stream-links.ts');
  const answer = StreamAnswerSchema.safeParse(result.body);
  if (!answer.success) return failed(new InvalidAnswerError(result.status, { cause: answer.error }));
  const medium = context.call === 'stream' ? context.medium : 'video';
  if (!hasPlayableLink(answer.data.stream_links, medium)) {
    return failed(
      context.call === 'livestream'
        ? new LivestreamUnplayableError(context.streamErrorMessage)
        : new NoStreamLinksError(),
    );
  }
  const state = { status: 'success', links: answer.data.stream_links, expires: answer.data.expires } as const;
  return { state, error: null, rememberPath: false };
}

function failed(error: HandledError): StreamFetchOutcome {
  const rememberPath = error instanceof StreamUnauthorizedError;
  if (rememberPath || (error instanceof StreamForbiddenError && error.reason === 'verify')) {
    return { state: { status: 'failure', kind: 'user', notice: error.notice }, error, rememberPath };
  }
  if (error instanceof StreamForbiddenError) {
    return { state: { status: 'failure', kind: 'rights', notice: error.notice }, error, rememberPath };
  }
  return { state: { status: 'none' }, error, rememberPath };
}

/**
 * Runs a stream request and reads its result without throwing: the status and the JSON
 * body (undefined when the body is not JSON), or what the request threw.
 */
export async function readStreamResult(request: () => Promise<Response>): Promise<StreamHttpResult> {
  let response: Response;
  try {
    response = await request();
  } catch (thrown) {
    return { thrown };
  }
  return { status: response.status, body: await readJsonBody(response) };
}
