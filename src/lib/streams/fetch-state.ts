import type { StreamLinks } from '../api/stream-links.ts';
import { isStreamKind, type StreamKind } from '../api/stream-kinds.ts';
import type { StreamMedium } from '../errors/stream-errors.ts';
import type { Notice } from '../errors/notice.ts';

/**
 * What a stream-link fetch is for: the `/stream/{kind}/{uuid}/` call, and whether the audio
 * or the video player asked (rules §4: state per performance and per audio/video).
 */
export interface StreamTarget {
  readonly kind: StreamKind;
  readonly uuid: string;
  readonly medium: StreamMedium;
}

/** Why a fetch failed for good: 'user' needs sign-in (or a verified email), 'rights' is the region or the licence. */
export type FetchFailureKind = 'user' | 'rights';

/** The fetch state of one target. */
export type StreamFetchState =
  | { readonly status: 'none' }
  | { readonly status: 'in_progress' }
  | { readonly status: 'success'; readonly links: StreamLinks; readonly expires: string }
  | { readonly status: 'failure'; readonly kind: FetchFailureKind; readonly notice: Notice };

/** Every target's state by `streamFetchKey`; a missing key means 'none'. */
export type StreamFetchStates = Readonly<Record<string, StreamFetchState>>;

/** What happens to a target's fetch. `finished` carries the state `streamFetchOutcome` chose. */
export type StreamFetchEvent =
  | { readonly type: 'started'; readonly key: string }
  | { readonly type: 'finished'; readonly key: string; readonly state: StreamFetchState }
  | { readonly type: 'cleared'; readonly key: string };

const NONE: StreamFetchState = { status: 'none' };

/** The key of a target in `StreamFetchStates`, e.g. 'recording/6f1c…/audio'. */
export function streamFetchKey(target: StreamTarget): string {
  return `${target.kind}/${target.uuid}/${target.medium}`;
}

/** The target a key names; null for a key `streamFetchKey` did not make. */
export function targetOfKey(key: string): StreamTarget | null {
  const [kind, uuid, medium, ...rest] = key.split('/');
  if (!isStreamKind(kind) || !uuid || rest.length > 0) return null;
  if (medium !== 'audio' && medium !== 'video') return null;
  return { kind, uuid, medium };
}

/**
 * The next states. A started fetch is in progress; a finished one lands only while its key
 * is still in progress, so an answer that arrives after the key was cleared (at sign-out,
 * say) is dropped; clearing returns the key to 'none'.
 */
export function streamFetchReducer(states: StreamFetchStates, event: StreamFetchEvent): StreamFetchStates {
  switch (event.type) {
    case 'started':
      return { ...states, [event.key]: { status: 'in_progress' } };
    case 'finished':
      if (fetchStateOf(states, event.key).status !== 'in_progress') return states;
      return withState(states, event.key, event.state);
    case 'cleared':
      return withState(states, event.key, NONE);
  }
}

/** Sets a key's state; 'none' removes the key so the record only holds what happened. */
function withState(states: StreamFetchStates, key: string, state: StreamFetchState): StreamFetchStates {
  if (state.status !== 'none') return { ...states, [key]: state };
  if (!(key in states)) return states;
  const { [key]: _removed, ...rest } = states;
  return rest;
}

/** A key's state: 'none' until a fetch starts. */
export function fetchStateOf(states: StreamFetchStates, key: string): StreamFetchState {
  return states[key] ?? NONE;
}

/** The links of a successful fetch that have not expired at `now`; null otherwise. */
export function usableLinks(states: StreamFetchStates, key: string, now: Date): StreamLinks | null {
  const state = fetchStateOf(states, key);
  if (state.status !== 'success') return null;
  return Date.parse(state.expires) > now.getTime() ? state.links : null;
}

/**
 * Whether a play click must fetch: not while one is in progress nor while unexpired links
 * are at hand. A failure is asked again, since the visitor may have signed in elsewhere or
 * moved since.
 */
export function needsFetch(states: StreamFetchStates, key: string, now: Date): boolean {
  const state = fetchStateOf(states, key);
  if (state.status === 'in_progress') return false;
  return usableLinks(states, key, now) === null;
}

/** Rules §4: the targets whose 'user' failure is fetched again after sign-in. */
export function targetsToRetryAfterSignIn(states: StreamFetchStates): StreamTarget[] {
  return Object.entries(states).flatMap(([key, state]) => {
    if (state.status !== 'failure' || state.kind !== 'user') return [];
    const target = targetOfKey(key);
    return target === null ? [] : [target];
  });
}
