import { atom, onMount, task, type ReadableAtom } from 'nanostores';
import type { LiveStream } from '#lib/api/live-stream.ts';
import { importInSteps } from '#lib/browser/import-in-steps.ts';
import type { Notice } from '#lib/errors/notice.ts';
import type { LiveLinksStream } from '../lib/fetch-live-links.ts';
import { liveTarget, type LivePlayback } from '../lib/live-target.ts';
import {
  needsFetch,
  streamFetchKey,
  streamFetchReducer,
  targetsToRetryAfterSignIn,
  type StreamFetchEvent,
  type StreamFetchStates,
} from '#lib/streams/fetch-state.ts';

/** The code that fetches links: the session, the answer's reading, the sign-in redirect. */
type LinksFetching = typeof import('./live-links-fetch.ts');

let fetching: Promise<LinksFetching> | undefined;

/**
 * The fetching code, loaded when the page first asks for links, one part per task (the session store,
 * then the fetching), each after a yield: none of it runs in the task that draws the page's island. zod
 * and the answer's schema load only with an answer that brings links (`streamFetchOutcome`), so a
 * signed-out visitor, told what the server would answer, loads neither.
 */
function linksFetching(): Promise<LinksFetching> {
  fetching ??= importInSteps([() => import('../../../stores/session.ts')], () => import('./live-links-fetch.ts'));
  return fetching;
}

const $states = atom<StreamFetchStates>({});

/**
 * The fetch state of every live feed and replay this page asked links for, by
 * `streamFetchKey` (kind `livestream` or `livestream-replay`, medium video).
 */
export const $liveLinks: ReadableAtom<StreamFetchStates> = $states;

const $notices = atom<Readonly<Record<string, Notice>>>({});

/**
 * What the video area says after a failed links fetch, by key: the stream's error message or
 * 'This livestream can not be played.', the sign-in or region message, or the network alert's
 * text. A key is cleared when it is asked again.
 */
export const $liveLinkNotices: ReadableAtom<Readonly<Record<string, Notice>>> = $notices;

function setNotice(key: string, notice: Notice | null): void {
  const { [key]: _previous, ...others } = $notices.get();
  $notices.set(notice === null || notice.show.kind === 'silent' ? others : { ...others, [key]: notice });
}

/** The streams asked for, by key, so a 'user' failure can be asked again after sign-in. */
const asked = new Map<string, { stream: LiveLinksStream; playback: LivePlayback }>();

function dispatch(event: StreamFetchEvent): void {
  $states.set(streamFetchReducer($states.get(), event));
}

/** The key of a stream's feed or replay in `$liveLinks`. */
export function liveLinksKey(stream: Pick<LiveStream, 'uuid'>, playback: LivePlayback): string {
  return streamFetchKey(liveTarget(stream, playback));
}

/**
 * Fetches the links of a stream's live feed or replay, unless a fetch is under way or
 * unexpired links are at hand. The call carries the bearer token when the visitor is signed
 * in; a signed-out visitor is told what the server would answer without a request where that
 * is known (`signedOutAnswer`). A 401 remembers this page under `redirectTo` so sign-in comes
 * back here (rules §4).
 */
export function loadLiveLinks(stream: LiveLinksStream, playback: LivePlayback): Promise<void> {
  const key = liveLinksKey(stream, playback);
  asked.set(key, { stream, playback });
  if (!needsFetch($states.get(), key, new Date())) return Promise.resolve();
  dispatch({ type: 'started', key });
  setNotice(key, null);
  // A nanostores task, so tests (and `allTasks`) can wait for the answer to land.
  return task(async () => {
    const { fetchLinksNow, rememberHere } = await linksFetching();
    watchSignInWhileMounted();
    const outcome = await fetchLinksNow(stream, playback);
    dispatch({ type: 'finished', key, state: outcome.state });
    setNotice(key, outcome.error?.notice ?? null);
    if (outcome.rememberPath) rememberHere();
  });
}

/** Rules §4: a 'user' failure (sign-in or verification needed) is asked again after sign-in. */
function retryAfterSignIn(): void {
  for (const target of targetsToRetryAfterSignIn($states.get())) {
    const request = asked.get(streamFetchKey(target));
    if (request !== undefined) void loadLiveLinks(request.stream, request.playback);
  }
}

/** Whether an island follows the page's links (the store is mounted), and how to stop watching sign-ins. */
let mounted = false;
let stopWatching: (() => void) | undefined;

/**
 * Watches for a sign-in while an island follows the links, once the fetching code is here: only a stream
 * already asked for can be asked again, and asking loads that code.
 */
function watchSignInWhileMounted(): void {
  if (!mounted || stopWatching !== undefined) return;
  void fetching?.then(({ onSignIn }) => {
    if (mounted && stopWatching === undefined) stopWatching = onSignIn(retryAfterSignIn);
  });
}

onMount($states, () => {
  mounted = true;
  if (asked.size > 0) watchSignInWhileMounted();
  return () => {
    mounted = false;
    stopWatching?.();
    stopWatching = undefined;
  };
});
