import { atom, task } from 'nanostores';
import type { ReadableAtom } from 'nanostores';
import { site } from '../config/site.ts';
import { readStreamResult, SIGNED_OUT_ANSWER, streamFetchOutcome } from '#lib/streams/fetch-outcome.ts';
import type { StreamFetchOutcome, StreamHttpResult } from '#lib/streams/fetch-outcome.ts';
import {
  fetchStateOf,
  needsFetch,
  streamFetchKey,
  streamFetchReducer,
  targetsToRetryAfterSignIn,
} from '#lib/streams/fetch-state.ts';
import type { StreamFetchEvent, StreamFetchState, StreamFetchStates, StreamTarget } from '#lib/streams/fetch-state.ts';
import { playerServices } from './player/services.ts';

const $states = atom<StreamFetchStates>({});

/**
 * Rules §4: the stream-link fetch state of every performance, recording or other
 * stream, per audio and video (keys from `streamFetchKey`; a missing key is 'none').
 */
export const $streamFetches: ReadableAtom<StreamFetchStates> = $states;

const running = new Map<string, Promise<StreamFetchState>>();
const retryListeners = new Set<(target: StreamTarget, state: StreamFetchState) => void>();

function dispatch(event: StreamFetchEvent): void {
  $states.set(streamFetchReducer($states.get(), event));
}

/** `GET {apiBase}/stream/{kind}/{uuid}/?format=json` (rules §7). */
export function streamLinksUrl(target: StreamTarget): string {
  return `${site.apiBase}/stream/${target.kind}/${encodeURIComponent(target.uuid)}/?format=json`;
}

function reportFailure(url: string, result: StreamHttpResult): void {
  if ('status' in result && (result.status < 200 || result.status > 299)) {
    playerServices.errors.captureResponse({ url, status: result.status }, { area: 'stream-links' });
  }
}

async function fetchOnce(target: StreamTarget, key: string): Promise<StreamFetchState> {
  dispatch({ type: 'started', key });
  const url = streamLinksUrl(target);
  // The server answers 401 to every recording, program, performance, feature and collection
  // stream without sign-in: a signed-out visitor is told so without a request that can only fail.
  if (!(await playerServices.signedIn()))
    return settle(key, await streamFetchOutcome(SIGNED_OUT_ANSWER, { call: 'stream', medium: target.medium }));
  const result = await readStreamResult(() =>
    playerServices.authorizedFetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' }),
  );
  reportFailure(url, result);
  return settle(key, await streamFetchOutcome(result, { call: 'stream', medium: target.medium }));
}

/** Records a fetch's outcome and tells the visitor about it. */
function settle(key: string, outcome: StreamFetchOutcome): StreamFetchState {
  dispatch({ type: 'finished', key, state: outcome.state });
  if (outcome.rememberPath) playerServices.rememberCurrentPath();
  if (outcome.error !== null) playerServices.showNotice(outcome.error.notice);
  return fetchStateOf($states.get(), key);
}

/**
 * Fetches a target's stream links on demand, with the bearer token, and answers its state
 * afterwards. Unexpired links at hand are answered without a call; a fetch already under
 * way is shared. A failure tells the visitor (rules §8): 401 flashes 'You need to be
 * signed in to play that performance.' and remembers the path under `redirectTo`; 403 is
 * the not-verified or the region message; no answer is the network-failure alert.
 * Non-ok answers are reported to error tracking.
 */
export function fetchStreamLinks(target: StreamTarget, now: Date = new Date()): Promise<StreamFetchState> {
  const key = streamFetchKey(target);
  const pending = running.get(key);
  if (pending !== undefined) return pending;
  if (!needsFetch($states.get(), key, now)) return Promise.resolve(fetchStateOf($states.get(), key));
  const fetching = task(() => fetchOnce(target, key)).finally(() => running.delete(key));
  running.set(key, fetching);
  return fetching;
}

/** The state of a target now. */
export function streamFetchStateOf(target: StreamTarget): StreamFetchState {
  return fetchStateOf($states.get(), streamFetchKey(target));
}

/** Forgets a target's state (it goes back to 'none'); an answer still on its way is then dropped. */
export function clearStreamLinks(target: StreamTarget): void {
  dispatch({ type: 'cleared', key: streamFetchKey(target) });
}

/**
 * Calls back after each fetch that signing in retried, with its target and new state (the
 * player uses it to finish what the visitor asked for before signing in). Answers how to stop.
 */
export function onStreamLinksRetried(listener: (target: StreamTarget, state: StreamFetchState) => void): () => void {
  retryListeners.add(listener);
  return () => retryListeners.delete(listener);
}

/** Rules §4: every 'user' failure is fetched again once the visitor signs in. */
export function retryAfterSignIn(): Promise<void> {
  const retries = targetsToRetryAfterSignIn($states.get()).map(async (target) => {
    const state = await fetchStreamLinks(target);
    for (const listener of retryListeners) listener(target, state);
  });
  return Promise.all(retries).then(() => undefined);
}

playerServices.onSignIn(() => void retryAfterSignIn());
