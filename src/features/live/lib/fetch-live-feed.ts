import { LiveFeedAnswerError, LiveFeedHttpError, LiveFeedNetworkError } from './live-feed-errors.ts';
import { liveFeedRecords } from './live-feed-records.ts';

/** A fetch function: the browser's, or a test's. */
export type LiveFeedFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** How the list is fetched. */
export interface LiveFeedRequest {
  readonly fetch: LiveFeedFetch;
  /** The API base, e.g. `https://example.org/api/2`. */
  readonly apiBase: string;
  /** How long the call may take before it counts as a network failure; 10 s unless given. */
  readonly timeoutMs?: number;
  /** Lets the caller abandon the call. */
  readonly signal?: AbortSignal;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** `GET {apiBase}/live_streams/?format=json` (rules §7). */
export function liveFeedUrl(apiBase: string): string {
  return `${apiBase.replace(/\/+$/, '')}/live_streams/?format=json`;
}

function requestSignal(request: LiveFeedRequest): AbortSignal {
  const timeout = AbortSignal.timeout(request.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  return request.signal === undefined ? timeout : AbortSignal.any([request.signal, timeout]);
}

async function send(request: LiveFeedRequest): Promise<Response> {
  try {
    // The list is public: no credentials, and the API's own Cache-Control decides reuse.
    return await request.fetch(liveFeedUrl(request.apiBase), {
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      signal: requestSignal(request),
    });
  } catch (error) {
    throw new LiveFeedNetworkError('The live-stream list could not be reached', { cause: error });
  }
}

/**
 * Fetches the live-stream list and answers its raw records (validated one by one later, so a
 * single malformed record does not hide the others). Throws a `LiveFeedError` subclass: network
 * failure, a non-2xx status, or a body that is not JSON or not a list.
 */
export async function fetchLiveFeed(request: LiveFeedRequest): Promise<readonly unknown[]> {
  const response = await send(request);
  if (!response.ok) throw new LiveFeedHttpError(response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    // A body cut off by the network or the timeout is a network failure; only bad JSON is the answer's fault.
    if (error instanceof SyntaxError)
      throw new LiveFeedAnswerError('The live-stream list is not JSON', { cause: error });
    throw new LiveFeedNetworkError('The live-stream list could not be read', { cause: error });
  }
  return liveFeedRecords(body);
}
