import { movementSeekTarget } from '#lib/player/movements.ts';
import type { PlayRequest } from '#lib/player/queue-item.ts';
import { streamFetchKey } from '#lib/streams/fetch-state.ts';
import type { StreamFetchState, StreamTarget } from '#lib/streams/fetch-state.ts';
import { seekTo, startPlayer } from './controls.ts';
import { $currentItem, enqueueItem, playItemNow, resume } from './queue.ts';
import { queueItemOf } from './request.ts';
import { fetchStreamLinks, onStreamLinksRetried } from '../stream-links-state.ts';

/** What the visitor asked for: play now, add to queue, or play from a point (a movement, a resume, a shared moment). */
export type PlayIntent =
  | { readonly type: 'play-now' }
  | { readonly type: 'add-to-queue' }
  | { readonly type: 'play-from'; readonly seconds: number };

/** Asks waiting for sign-in, by stream-link key: the newest ask per recording wins. */
const waitingForSignIn = new Map<string, { readonly request: PlayRequest; readonly intent: PlayIntent }>();

function audioTarget(request: PlayRequest): StreamTarget {
  return { kind: 'recording', uuid: request.recording_uuid, medium: 'audio' };
}

function movementStart(request: PlayRequest, movement: number): number | null {
  return movementSeekTarget(request.movement_cuepoints, movement, request.duration_ms / 1000);
}

/** Does what the visitor asked, with the links at hand. */
function complete(
  request: PlayRequest,
  intent: PlayIntent,
  state: Extract<StreamFetchState, { status: 'success' }>,
): void {
  const item = queueItemOf(request, state);
  if (intent.type === 'add-to-queue') {
    enqueueItem(item);
    return;
  }
  playItemNow(item);
  // 'Play Performance' starts from the beginning, as 'Start over' does: the page offers
  // 'Resume at 12:34' beside it for the saved position the player would otherwise start at.
  seekTo(intent.type === 'play-from' ? intent.seconds : 0);
}

/**
 * Fetches the request's links (on demand, rules §4), then does what was asked. A
 * failure has told the visitor already; a 'user' one (sign-in needed) is kept and finished
 * when signing in retries the fetch.
 */
async function perform(request: PlayRequest, intent: PlayIntent): Promise<void> {
  startPlayer();
  const target = audioTarget(request);
  const state = await fetchStreamLinks(target);
  if (state.status === 'success') {
    waitingForSignIn.delete(streamFetchKey(target));
    complete(request, intent, state);
  } else if (state.status === 'failure' && state.kind === 'user') {
    waitingForSignIn.set(streamFetchKey(target), { request, intent });
  }
}

/** 'Play Performance': appends the performance to the queue and plays it. */
export function playNow(request: PlayRequest): Promise<void> {
  return perform(request, { type: 'play-now' });
}

/** 'Add to queue': appends the performance (the first item becomes current, paused). */
export function addToQueue(request: PlayRequest): Promise<void> {
  return perform(request, { type: 'add-to-queue' });
}

/**
 * Plays a performance from `seconds` in ('Resume at 12:34', a shared moment): the performance
 * playing (or paused) on the bar jumps there and plays; any other is appended and starts there.
 * A time outside the recording does nothing.
 */
export function playFrom(request: PlayRequest, seconds: number): Promise<void> {
  if (!Number.isFinite(seconds) || seconds < 0 || seconds >= request.duration_ms / 1000) return Promise.resolve();
  const current = $currentItem.get();
  if (
    current !== null &&
    current.performance_id === request.performance_id &&
    current.recording_uuid === request.recording_uuid
  ) {
    startPlayer();
    seekTo(seconds);
    resume();
    return Promise.resolve();
  }
  return perform(request, { type: 'play-from', seconds });
}

/** A movement of the composition page: plays from its cue point (see `playFrom`). */
export function playMovement(request: PlayRequest, movement: number): Promise<void> {
  const start = movementStart(request, movement);
  return start === null ? Promise.resolve() : playFrom(request, start);
}

onStreamLinksRetried((target, state) => {
  const key = streamFetchKey(target);
  const waiting = waitingForSignIn.get(key);
  if (waiting === undefined) return;
  waitingForSignIn.delete(key);
  if (state.status === 'success') complete(waiting.request, waiting.intent, state);
});
