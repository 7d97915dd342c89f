import type { LiveStream } from '#lib/api/live-stream.ts';
import { liveFeedProblem, replayProblem } from './live-playability.ts';
import {
  readStreamResult,
  SIGNED_OUT_ANSWER,
  streamFetchOutcome,
  type StreamFetchOutcome,
  type StreamHttpResult,
} from '#lib/streams/fetch-outcome.ts';
import type { LiveFeedFetch } from './fetch-live-feed.ts';
import type { LivePlayback } from './live-target.ts';

/** `GET {apiBase}/stream/{livestream|livestream-replay}/{uuid}/?format=json` (rules §7). */
export function liveLinksUrl(apiBase: string, stream: Pick<LiveStream, 'uuid'>, playback: LivePlayback): string {
  return `${apiBase.replace(/\/+$/, '')}/stream/${playback}/${encodeURIComponent(stream.uuid)}/?format=json`;
}

/** The `stream_error_message` an error answer carries, when it carries one. */
function answeredMessage(result: StreamHttpResult): string | null {
  if (!('body' in result) || typeof result.body !== 'object' || result.body === null) return null;
  const message = (result.body as { stream_error_message?: unknown }).stream_error_message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** The stream fields a links fetch reads. */
export type LiveLinksStream = Pick<
  LiveStream,
  | 'uuid'
  | 'identifier'
  | 'stream_error_message'
  | 'is_sample_stream'
  | 'can_replay'
  | 'start_date_time'
  | 'replay_end_time'
>;

/** How a live stream's links are fetched. */
export interface LiveLinksRequest {
  /** A fetch that carries the bearer token when the visitor is signed in (sample streams need none). */
  readonly fetch: LiveFeedFetch;
  readonly apiBase: string;
  readonly stream: LiveLinksStream;
  readonly playback: LivePlayback;
  /** Whether the visitor is signed in (has a session). */
  readonly signedIn: boolean;
  /** The visitor's clock, for the replay window. */
  readonly now: Date;
}

/**
 * The answer the server can only give a signed-out visitor, or null when it must be asked. For
 * anything but a sample stream it answers why the stream cannot be played (409, read from the
 * stream's public fields by the server's own rule: that answer comes before its sign-in check),
 * else 401. Told without a request, the visitor sees the same message, and the browser reports no
 * failed request. Only a feed or replay without a media file cannot be told from here: that
 * visitor is asked to sign in, and then reads 'This livestream can not be played.'.
 */
export function signedOutAnswer(request: LiveLinksRequest): StreamHttpResult | null {
  const { stream, playback, signedIn, now } = request;
  if (signedIn || stream.is_sample_stream) return null;
  const problem = playback === 'livestream' ? liveFeedProblem(stream) : replayProblem(stream, now);
  if (problem === null) return SIGNED_OUT_ANSWER;
  return { status: 409, body: { detail: problem, stream_error_message: problem } };
}

/**
 * Fetches a live stream's (or its replay's) links and maps the result to its fetch outcome.
 * A failure that is not about sign-in or region shows the error answer's
 * `stream_error_message`, else the stream's own, else 'This livestream can not be played.'
 * (rules §8); sign-in and region answers use the video area's messages. A signed-out visitor is
 * answered without a request when the server's answer is known (`signedOutAnswer`).
 */
export async function fetchLiveLinks(request: LiveLinksRequest): Promise<StreamFetchOutcome> {
  const url = liveLinksUrl(request.apiBase, request.stream, request.playback);
  const result =
    signedOutAnswer(request) ??
    (await readStreamResult(() =>
      request.fetch(url, { headers: { Accept: 'application/json' }, credentials: 'omit', cache: 'no-store' }),
    ));
  const streamErrorMessage = answeredMessage(result) ?? (request.stream.stream_error_message.trim() || null);
  return streamFetchOutcome(result, { call: 'livestream', streamErrorMessage });
}
