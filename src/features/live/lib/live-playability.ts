import { isBeforeReplayEnd, type ReplayWindowFields } from './replay-window.ts';

/** Shown when a live stream cannot be played and it has no message of its own (rules §8). */
export const LIVE_CANNOT_PLAY = 'This livestream can not be played.';

/**
 * The fields that decide whether a live stream's feed or replay can be played: a stream from the
 * contract (`can_replay` a boolean) or a server row (a 0/1 column). The media paths are not among
 * them: the server knows them, the contract does not publish them.
 */
export interface LivePlayabilityFields extends ReplayWindowFields {
  readonly stream_error_message: string;
  readonly can_replay: boolean | number;
}

/**
 * The stored media path of a feed or replay; `undefined` where it is not known (in the browser),
 * and then only a missing path cannot be told.
 */
export type KnownMedia = string | null | undefined;

function mediaProblem(media: KnownMedia): string | null {
  return media === undefined || media ? null : LIVE_CANNOT_PLAY;
}

/**
 * Why the live feed cannot be played, or null when it can: an error message set, or no feed
 * configured. The server's stream-link route answers this before it asks for sign-in, so the
 * site, telling a signed-out visitor without a request, reads the same rule.
 */
export function liveFeedProblem(stream: LivePlayabilityFields, media?: KnownMedia): string | null {
  if (stream.stream_error_message) return stream.stream_error_message;
  return mediaProblem(media);
}

/**
 * Why the replay cannot be played at `now` from `country` (null: unknown, as in a page), or null when
 * it can: rules §4's replay rule, with the site's half-open window (`replay-window.ts`) and its replay
 * territories, so the link is refused from the replay end instant on, exactly when the page stops
 * offering the replay.
 */
export function replayProblem(
  stream: LivePlayabilityFields,
  now: Date,
  media?: KnownMedia,
  country: string | null = null,
): string | null {
  if (!stream.can_replay) return 'This live stream has no replay.';
  if (!isBeforeReplayEnd(stream, now, country)) return 'The replay of this live stream has ended.';
  if (stream.stream_error_message) return stream.stream_error_message;
  return mediaProblem(media);
}
